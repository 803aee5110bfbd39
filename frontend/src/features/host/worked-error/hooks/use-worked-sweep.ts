import { shortestFaceDelta } from '@ttc/shared-protocol/clock/drag';
import { type ClockTime, fromFaceMinutes, toFaceMinutes } from '@ttc/shared-protocol/clock/time';
import { useEffect, useState } from 'react';

/** How long the wrong clock stands still before the hands set off. */
export const WORKED_HOLD_MS = 1_600;
/** How long the hands take from the wrong clock to the right one: slow enough to follow. */
export const WORKED_SWEEP_MS = 3_200;

/** Where the reveal is: the wrong clock, the hands on their way, or the right clock. */
export type SweepPhase = 'wrong' | 'sweep' | 'right';

/** Slow start, slow stop. */
function easeInOut(t: number): number {
  const x = Math.min(1, Math.max(0, t));
  return x < 0.5 ? 4 * x ** 3 : 1 - (-2 * x + 2) ** 3 / 2;
}

/**
 * The time a geared clock shows `progress` (0-1, eased) of the way from `wrong` to `right`: the
 * minute hand sweeps the face minutes between them the shorter way round and the hour hand,
 * drawn from the same time, creeps with it as on a real clock.
 */
export function sweepTime(wrong: ClockTime, right: ClockTime, progress: number): ClockTime {
  if (progress >= 1) return right;
  const from = toFaceMinutes(wrong);
  const delta = shortestFaceDelta(from, toFaceMinutes(right));
  return fromFaceMinutes(from + Math.round(delta * Math.max(0, progress)));
}

/**
 * The worked error's clock over time: the wrong time for WORKED_HOLD_MS, then the hands turn to
 * the right time over WORKED_SWEEP_MS (one state update per animation frame), then the right
 * time. Mount it again (a new React key) to replay. Without requestAnimationFrame it goes
 * straight to the right time.
 */
export function useWorkedSweep(
  wrong: ClockTime,
  right: ClockTime,
): { time: ClockTime; phase: SweepPhase } {
  const [progress, setProgress] = useState<number | null>(null);
  const wrongKey = toFaceMinutes(wrong);
  const rightKey = toFaceMinutes(right);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new pair of clocks starts the reveal again.
  useEffect(() => {
    setProgress(null);
    if (typeof requestAnimationFrame !== 'function') {
      setProgress(1);
      return;
    }
    let frame = 0;
    const hold = setTimeout(() => {
      let begin: number | null = null;
      frame = requestAnimationFrame(function step(now) {
        begin ??= now;
        const t = Math.min(1, (now - begin) / WORKED_SWEEP_MS);
        setProgress(t);
        if (t < 1) frame = requestAnimationFrame(step);
      });
    }, WORKED_HOLD_MS);
    return () => {
      clearTimeout(hold);
      cancelAnimationFrame(frame);
    };
  }, [wrongKey, rightKey]);

  if (progress === null) return { time: wrong, phase: 'wrong' };
  if (progress >= 1) return { time: right, phase: 'right' };
  return { time: sweepTime(wrong, right, easeInOut(progress)), phase: 'sweep' };
}

/** True while the user asks for reduced motion (follows the setting when it changes). */
export function usePrefersReducedMotion(): boolean {
  const query = '(prefers-reduced-motion: reduce)';
  const [reduced, setReduced] = useState(() =>
    typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : false,
  );
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const list = window.matchMedia(query);
    const onChange = () => setReduced(list.matches);
    list.addEventListener?.('change', onChange);
    return () => list.removeEventListener?.('change', onChange);
  }, []);
  return reduced;
}
