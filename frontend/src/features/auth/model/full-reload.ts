/**
 * Loads `path` as a new page (spec section 4: the callback ends with a full reload to /), so the
 * whole app starts again with the new session. Kept apart so tests can replace it.
 */
export function fullReload(path: string): void {
  window.location.replace(path);
}
