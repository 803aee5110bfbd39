import { useEffect } from 'react';

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
