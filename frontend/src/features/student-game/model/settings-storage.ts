import type { Language } from '@ttc/shared-protocol/clock/language';
import type { GameSettings } from '@ttc/shared-protocol/game/settings';
import { parseGameSettings } from '../../../lib/guest-progress/game-settings';
import { parseJson, warnIgnored } from '../../../lib/guest-progress/guards';
import { storage } from '../../../lib/storage';
import { StudentGameKey } from './storage-keys';

// Booleans and lists are stored as JSON ("true", ["multiple_choice"]); names as plain text.
function readJson(key: string): unknown {
  const text = storage.get(key);
  if (text === null) return undefined;
  const value = parseJson(text);
  // Not JSON at all: keep the text so the field check reports it as invalid.
  return value === undefined ? text : value;
}

function readText(key: string): string | undefined {
  return storage.get(key) ?? undefined;
}

const KEY_OF_FIELD: Record<keyof GameSettings, string> = {
  language: StudentGameKey.language,
  use24Hour: StudentGameKey.use24Hour,
  clockFace: StudentGameKey.showTraditionalNumbers,
  showHelperCircles: StudentGameKey.showHelperCircles,
  questionTypes: StudentGameKey.questionTypes,
  difficulty: StudentGameKey.difficulty,
  readingSpeed: StudentGameKey.readingSpeed,
  playMode: StudentGameKey.playMode,
};

/**
 * The game settings remembered on this device under the `studentGame_*` keys. A value that is
 * corrupt or hand-edited is logged and its default used (spec section 4); the rules between
 * settings are applied. The language is the app's current one when given (the game speaks the
 * language the child chose anywhere in the app).
 */
export function readStoredSettings(appLanguage?: Language): GameSettings {
  const traditional = readJson(StudentGameKey.showTraditionalNumbers);
  const { settings, invalid } = parseGameSettings({
    language: appLanguage ?? readText(StudentGameKey.language),
    use24Hour: readJson(StudentGameKey.use24Hour),
    clockFace: traditional === true ? 'traditional' : traditional === false ? 'dots' : traditional,
    showHelperCircles: readJson(StudentGameKey.showHelperCircles),
    questionTypes: readJson(StudentGameKey.questionTypes),
    difficulty: readText(StudentGameKey.difficulty),
    readingSpeed: readText(StudentGameKey.readingSpeed),
    playMode: readText(StudentGameKey.playMode),
  });
  for (const field of invalid) warnIgnored(KEY_OF_FIELD[field], 'its value is not valid');
  return settings;
}

/** Remembers every game setting on this device under the `studentGame_*` keys. */
export function writeStoredSettings(settings: GameSettings): void {
  storage.set(StudentGameKey.language, settings.language);
  storage.set(StudentGameKey.use24Hour, JSON.stringify(settings.use24Hour));
  storage.set(
    StudentGameKey.showTraditionalNumbers,
    JSON.stringify(settings.clockFace === 'traditional'),
  );
  storage.set(StudentGameKey.showHelperCircles, JSON.stringify(settings.showHelperCircles));
  storage.set(StudentGameKey.questionTypes, JSON.stringify(settings.questionTypes));
  storage.set(StudentGameKey.difficulty, settings.difficulty);
  storage.set(StudentGameKey.readingSpeed, settings.readingSpeed);
  storage.set(StudentGameKey.playMode, settings.playMode);
}
