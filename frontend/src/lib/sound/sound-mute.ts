import { useSyncExternalStore } from 'react';
import { storage } from '../storage';

/** The device remembers whether sounds are off under this key ('true' when muted). */
export const SOUND_MUTED_KEY = 'soundMuted';

const listeners = new Set<() => void>();

/** Whether the game's sounds are switched off on this device (default: on). */
export function isSoundMuted(): boolean {
  return storage.get(SOUND_MUTED_KEY) === 'true';
}

/** Switches the sounds off or on and remembers it on the device. */
export function setSoundMuted(muted: boolean): void {
  if (muted) storage.set(SOUND_MUTED_KEY, 'true');
  else storage.remove(SOUND_MUTED_KEY);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The mute switch for React: `[muted, setMuted]`, shared by every component that uses it. */
export function useSoundMuted(): [boolean, (muted: boolean) => void] {
  const muted = useSyncExternalStore(subscribe, isSoundMuted, () => false);
  return [muted, setSoundMuted];
}
