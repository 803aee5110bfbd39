import { useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches now; re-renders when that changes (rotating a tablet,
 * resizing a window). False where matchMedia does not exist (old browsers, jsdom).
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia?.(query);
      if (!list) return () => {};
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia?.(query).matches ?? false,
    () => false,
  );
}
