/** framer-motion's parts, once loaded. */
export type MotionParts = typeof import('./motion-parts');

let loaded: MotionParts | null = null;
let loading: Promise<MotionParts> | null = null;

/**
 * Loads framer-motion (once; the screen calls it when the browser is idle after the first paint,
 * so the library is never part of the first load); resolves to its parts.
 */
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
 * The parts if already loaded, else null: a dialog reads it once when it opens and renders plainly
 * (with a CSS pop-in) if motion is not there yet, so an animation never delays the content and
 * never switches mid-way.
 */
export function motionIfLoaded(): MotionParts | null {
  return loaded;
}
