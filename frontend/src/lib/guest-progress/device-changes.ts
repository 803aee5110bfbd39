/**
 * A signal that the answers kept on this device changed (the answer history, or the games
 * waiting for the server): the learner model a screen folded from them is out of date. Writes in
 * this tab notify directly; another tab's writes arrive as the browser's `storage` event.
 */
const listeners = new Set<() => void>();

/** Tells every listener that the device's answers changed. */
export function notifyDeviceAnswersChanged(): void {
  for (const listener of [...listeners]) listener();
}

/** Calls `listener` after each change, in this tab or another; returns the unsubscribe. */
export function onDeviceAnswersChanged(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}
