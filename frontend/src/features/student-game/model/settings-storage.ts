import { gameFieldsOf, gameSettingsOf } from '@ttc/shared-protocol/api/settings-sync';
import type { Language } from '@ttc/shared-protocol/clock/language';
import type { GameSettings } from '@ttc/shared-protocol/game/settings';
import { getSettings, updateSettings } from '../../../lib/settings/settings-store';

/**
 * The game settings from the app's one settings store (lib/settings: kept on this device under
 * the `studentGame_*` keys and, signed in, in the account), with the rules between settings
 * applied. The language is the app's current one when given (the game speaks the language the
 * child chose anywhere in the app).
 */
export function readStoredSettings(appLanguage?: Language): GameSettings {
  const settings = getSettings();
  return gameSettingsOf(appLanguage ? { ...settings, language: appLanguage } : settings);
}

/** Remembers every game setting through the settings store (the Playground and /settings follow). */
export function writeStoredSettings(settings: GameSettings): void {
  updateSettings(gameFieldsOf(settings));
}
