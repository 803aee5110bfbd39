import { useEffect, useState } from 'react';

/** framer-motion's parts, once loaded. */
export type MotionParts = typeof import('./motion-parts');

let loaded: MotionParts | null = null;
let loading: Promise<MotionParts> | null = null;

/** Loads framer-motion (once); resolves to its parts. */
export function loadMotion(): Promise<MotionParts> {
  loading ??= import('./motion-parts').then(
    (parts) => {
      loaded = parts;
      return parts;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * framer-motion when it has loaded, else null (and it starts loading). Components render plainly
 * (with CSS transitions) until then, so an animation never delays the content.
 */
export function useMotion(): MotionParts | null {
  const [parts, setParts] = useState(loaded);
  useEffect(() => {
    if (parts) return;
    let live = true;
    loadMotion().then(
      (p) => {
        if (live) setParts(p);
      },
      () => {},
    );
    return () => {
      live = false;
    };
  }, [parts]);
  return parts;
}

/** The parts if already loaded (read once when a dialog opens, so it never switches mid-way). */
export function motionIfLoaded(): MotionParts | null {
  return loaded;
}
