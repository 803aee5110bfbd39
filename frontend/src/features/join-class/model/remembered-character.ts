import { type CharacterId, characterById } from '@ttc/shared-protocol/game/characters';
import { storage } from '../../../lib/storage';

/** The spec's "student character key", shared with the Student Game (spec section 3). */
export const CHARACTER_STORAGE_KEY = 'studentCharacter';

/** The character this device played last, if any. */
export function readRememberedCharacter(): CharacterId | null {
  const stored = storage.get(CHARACTER_STORAGE_KEY);
  return stored ? (characterById(stored)?.id ?? null) : null;
}

export function rememberCharacter(id: CharacterId): void {
  storage.set(CHARACTER_STORAGE_KEY, id);
}
