import { useEffect, useState } from 'react';

/**
 * This device's time, refreshed every `everyMs` while `running` (a countdown's display only:
 * the server decides when a question closes).
 */
export function useNow(running: boolean, everyMs = 250): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [running, everyMs]);
  return now;
}
