import type { Countdown } from '@ttc/shared-protocol/classroom/view-schemas';
import { useEffect, useState } from 'react';

/** Whole seconds left at server time `now`; the time left when paused; null without one. */
export function secondsLeft(countdown: Countdown | null, now: number): number | null {
  if (!countdown) return null;
  const left = countdown.remainingMs ?? countdown.deadline - now;
  return Math.max(0, Math.ceil(left / 1000));
}

/**
 * Whole seconds left on the open question by the server's clock (`serverNow`), ticking four
 * times a second while it runs.
 */
export function useCountdown(countdown: Countdown | null, serverNow: () => number): number | null {
  const [seconds, setSeconds] = useState(() => secondsLeft(countdown, serverNow()));
  useEffect(() => {
    setSeconds(secondsLeft(countdown, serverNow()));
    if (!countdown || countdown.paused) return;
    const timer = setInterval(() => setSeconds(secondsLeft(countdown, serverNow())), 250);
    return () => clearInterval(timer);
  }, [countdown, serverNow]);
  return seconds;
}
