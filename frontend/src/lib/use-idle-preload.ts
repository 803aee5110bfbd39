import { useEffect, useState } from 'react';

/**
 * Starts loading code the screen will need later (a results view, a dialog, framer-motion) once
 * the browser is idle after the first paint, so it is ready when needed without weighing on the
 * first load. A failed load is ignored here: the real use retries.
 */
export function useIdlePreload(loaders: ReadonlyArray<() => Promise<unknown>>): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per mount, on purpose.
  useEffect(() => {
    const run = () => {
      for (const load of loaders) load().catch(() => {});
    };
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(run, { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(run, 1500);
    return () => window.clearTimeout(id);
  }, []);
}

/**
 * False until the browser is first idle after the first paint (or 1.5 s without idle callbacks),
 * then true: a part that may wait (a tour over the screen) renders only then, so its code is not
 * part of the screen's first load.
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true), 1500), []);
  return idle;
}

/**
 * Runs `run` when the browser is first idle (after the first paint, when called from an effect),
 * or after `timeoutMs` at the latest; returns a canceller.
 */
export function whenIdle(run: () => void, timeoutMs = 1500): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, Math.min(300, timeoutMs));
  return () => window.clearTimeout(id);
}
