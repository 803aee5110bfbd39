import { useCallback, useEffect, useRef } from 'react';

/** Spec section 9: activity tick 1 s; idle after 30 s without input or when the tab is hidden. */
const TICK_MS = 1000;
const IDLE_AFTER_MS = 30_000;

/**
 * Active time on the screen in ms (what the guest progress records as `activeTimeMs`): it grows
 * once a second while the tab is visible and the player touched, clicked or typed within the
 * last 30 s. Starts from `initialMs` (a restored game). Returns a reader.
 */
export function useActiveTime(initialMs = 0): () => number {
  const active = useRef(initialMs);
  const lastInput = useRef(Date.now());

  useEffect(() => {
    const onInput = () => {
      lastInput.current = Date.now();
    };
    const events = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;
    for (const name of events) window.addEventListener(name, onInput, { passive: true });
    const timer = window.setInterval(() => {
      const idle = Date.now() - lastInput.current > IDLE_AFTER_MS;
      if (document.visibilityState === 'visible' && !idle) active.current += TICK_MS;
    }, TICK_MS);
    return () => {
      for (const name of events) window.removeEventListener(name, onInput);
      window.clearInterval(timer);
    };
  }, []);

  return useCallback(() => active.current, []);
}
