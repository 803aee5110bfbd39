import {
  CHARACTER_IDS,
  CHARACTERS,
  type Character,
  characterById,
} from '@ttc/shared-protocol/game/characters';
import { warnIgnored } from '../../../lib/guest-progress/guards';
import { storage } from '../../../lib/storage';
import { StudentGameKey } from './storage-keys';

/**
 * The player's character (spec section 3): one of the 20, chosen at random on the first visit
 * and remembered on the device. An unknown stored id is logged and a new one chosen.
 * `random` is a number in [0, 1).
 */
export function rememberedCharacter(random: number): Character {
  const stored = storage.get(StudentGameKey.character);
  if (stored !== null) {
    const found = characterById(stored);
    if (found) return found;
    warnIgnored(StudentGameKey.character, 'it is not a known character');
  }
  const index = Math.min(CHARACTER_IDS.length - 1, Math.floor(random * CHARACTER_IDS.length));
  const chosen = CHARACTERS[index] ?? (CHARACTERS[0] as Character);
  storage.set(StudentGameKey.character, chosen.id);
  return chosen;
}
