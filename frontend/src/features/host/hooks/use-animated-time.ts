import { type ClockTime, fromFaceMinutes, toFaceMinutes } from '@ttc/shared-protocol/clock/time';
import { useEffect, useState } from 'react';
import { prefersReducedMotion } from '../../../lib/reduced-motion';

/** How long the hands take to sweep to the answer. */
export const REVEAL_SWEEP_MS = 1_200;

/**
 * A clock time that sweeps from `from` to `to` (forwards, the short way round the face) when `to`
 * is given, so the hands visibly move to the answer; with reduced motion it jumps there.
 */
export function useAnimatedTime(from: ClockTime, to: ClockTime | null): ClockTime {
  const [shown, setShown] = useState(from);
  const fromMinutes = toFaceMinutes(from);
  const toMinutes = to ? toFaceMinutes(to) : null;

  useEffect(() => {
    if (toMinutes === null) {
      setShown(fromFaceMinutes(fromMinutes));
      return;
    }
    if (prefersReducedMotion() || typeof requestAnimationFrame !== 'function') {
      setShown(fromFaceMinutes(toMinutes));
      return;
    }
    let delta = (toMinutes - fromMinutes + 720) % 720;
    if (delta > 360) delta -= 720;
    const begin = performance.now();
    let frame = requestAnimationFrame(function step(time) {
      const t = Math.min(1, (time - begin) / REVEAL_SWEEP_MS);
      const eased = 1 - (1 - t) ** 3;
      setShown(fromFaceMinutes((fromMinutes + Math.round(delta * eased) + 720) % 720));
      if (t < 1) frame = requestAnimationFrame(step);
    });
    return () => cancelAnimationFrame(frame);
  }, [fromMinutes, toMinutes]);

  return shown;
}
