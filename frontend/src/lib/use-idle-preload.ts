import { useEffect, useState } from 'react';

/**
 * Starts loading code the screen will need later (a results view, a dialog, framer-motion) once
 * the browser is idle after the first paint, so it is ready when needed without weighing on the
 * first load. A failed load is ignored here: the real use retries.
 */
export function useIdlePreload(loaders: ReadonlyArray<() => Promise<unknown>>): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per mount, on purpose.
  useEffect(
    () =>
      whenIdle(() => {
        for (const load of loaders) load().catch(() => {});
      }, 3000),
    [],
  );
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
 * Calls `run` once the page has painted content (the browser's own first-contentful-paint entry,
 * or the next frame where paint timing is missing), or after `fallbackMs`; returns a canceller.
 * An effect runs after React's commit, not after the paint: on a busy device an idle callback's
 * timeout could fire before anything was on screen.
 */
function afterFirstPaint(run: () => void, fallbackMs: number): () => void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    cancel();
    run();
  };
  const fallback = window.setTimeout(once, fallbackMs);
  let observer: PerformanceObserver | undefined;
  let frame: number | undefined;
  const cancel = () => {
    done = true;
    window.clearTimeout(fallback);
    observer?.disconnect();
    if (frame !== undefined) window.cancelAnimationFrame(frame);
  };
  if (
    typeof PerformanceObserver !== 'undefined' &&
    PerformanceObserver.supportedEntryTypes?.includes('paint')
  ) {
    observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) once();
    });
    observer.observe({ type: 'paint', buffered: true });
  } else if (typeof window.requestAnimationFrame === 'function') {
    frame = window.requestAnimationFrame(() => window.setTimeout(once, 0));
  } else {
    window.clearTimeout(fallback);
    window.setTimeout(once, 0);
  }
  return cancel;
}

/**
 * Runs `run` when the browser is first idle after the first paint, waiting at most `timeoutMs`
 * for idleness once the page has painted; returns a canceller.
 */
export function whenIdle(run: () => void, timeoutMs = 1500): () => void {
  let cancelIdle = () => {};
  const cancelPaint = afterFirstPaint(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(run, { timeout: timeoutMs });
      cancelIdle = () => window.cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(run, Math.min(300, timeoutMs));
      cancelIdle = () => window.clearTimeout(id);
    }
  }, 5000);
  return () => {
    cancelPaint();
    cancelIdle();
  };
}
