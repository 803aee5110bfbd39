import { useLayoutEffect } from 'react';

/** The class the page carries while it loads (spec section 2): no transitions run meanwhile. */
export const PRELOAD_CLASS = 'preload';

/**
 * Spec section 2: the page adds a preload class on start and removes it after load, so nothing
 * animates into place while the screen first lays out.
 */
export function usePreloadClass(): void {
  useLayoutEffect(() => {
    const body = document.body;
    body.classList.add(PRELOAD_CLASS);
    let frame = 0;
    const remove = () => {
      // Two frames: the first laid-out frame is painted without transitions.
      frame = window.requestAnimationFrame(() => {
        frame = window.requestAnimationFrame(() => body.classList.remove(PRELOAD_CLASS));
      });
    };
    if (document.readyState === 'complete') remove();
    else window.addEventListener('load', remove, { once: true });
    return () => {
      window.removeEventListener('load', remove);
      window.cancelAnimationFrame(frame);
      body.classList.remove(PRELOAD_CLASS);
    };
  }, []);
}
