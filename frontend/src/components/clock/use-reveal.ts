import type { HandAngles } from '@ttc/shared-protocol/clock/angles';
import { type ClockTime, toFaceMinutes } from '@ttc/shared-protocol/clock/time';
import { useEffect, useState } from 'react';
import { prefersReducedMotion } from '../../lib/reduced-motion';
import { easeInOut, REVEAL_MS, type RevealStart, revealFrame } from './reveal';

type Run = { key: number; start: RevealStart; progress: number };

/**
 * The hint ladder's reveal: while `to` is set, the hands and time to draw as they turn from
 * `start` (what the clock showed when `to` arrived) to `to` over REVEAL_MS, one state update per
 * animation frame; null when there is nothing to reveal. With prefers-reduced-motion (or no
 * requestAnimationFrame) the hands jump straight to `to`.
 */
export function useReveal(
  start: RevealStart,
  to: ClockTime | null | undefined,
): { angles: HandAngles; time: ClockTime } | null {
  const key = to ? toFaceMinutes(to) : null;
  const [run, setRun] = useState<Run | null>(null);

  // A new target restarts from what is shown now; adjusting state while rendering (rather than
  // in an effect) keeps the first frame from flashing the old hands.
  if (key === null && run !== null) setRun(null);
  if (key !== null && run?.key !== key) {
    const jump = prefersReducedMotion() || typeof requestAnimationFrame !== 'function';
    setRun({ key, start, progress: jump ? 1 : 0 });
  }

  const runKey = run?.key ?? null;
  const done = run === null || run.progress >= 1;
  useEffect(() => {
    if (runKey === null || done) return;
    let begin: number | null = null;
    let frame = requestAnimationFrame(function step(now) {
      begin ??= now;
      const t = Math.min(1, (now - begin) / REVEAL_MS);
      setRun((r) => (r && r.key === runKey ? { ...r, progress: t } : r));
      if (t < 1) frame = requestAnimationFrame(step);
    });
    return () => cancelAnimationFrame(frame);
  }, [runKey, done]);

  if (!to || run === null || run.key !== key) return null;
  return revealFrame(run.start, to, easeInOut(run.progress));
}
