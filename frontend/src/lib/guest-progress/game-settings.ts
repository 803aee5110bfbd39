import { LANGUAGES } from '@ttc/shared-protocol/clock/language';
import {
  DEFAULT_GAME_SETTINGS,
  DIFFICULTIES,
  type GameSettings,
  normalizeSettings,
  PLAY_MODES,
  QUESTION_TYPES,
  type QuestionType,
} from '@ttc/shared-protocol/game/settings';
import { isOneOf, isRecord } from './guards';

/** Settings read from anything, and the names of the fields that were invalid (and defaulted). */
export type ParsedSettings = { settings: GameSettings; invalid: (keyof GameSettings)[] };

function isQuestionTypeList(value: unknown): value is QuestionType[] {
  return Array.isArray(value) && value.length > 0 && value.every((t) => isOneOf(t, QUESTION_TYPES));
}

const FIELD_CHECKS: { [K in keyof GameSettings]: (value: unknown) => value is GameSettings[K] } = {
  difficulty: (v): v is GameSettings['difficulty'] => isOneOf(v, DIFFICULTIES),
  questionTypes: isQuestionTypeList,
  use24Hour: (v): v is boolean => typeof v === 'boolean',
  language: (v): v is GameSettings['language'] => isOneOf(v, LANGUAGES),
  clockFace: (v): v is GameSettings['clockFace'] => isOneOf(v, ['traditional', 'dots']),
  showHelperCircles: (v): v is boolean => typeof v === 'boolean',
  readingSpeed: (v): v is GameSettings['readingSpeed'] => isOneOf(v, ['slow', 'normal', 'fast']),
  playMode: (v): v is GameSettings['playMode'] => isOneOf(v, PLAY_MODES),
};

const FIELDS = Object.keys(FIELD_CHECKS) as (keyof GameSettings)[];

/**
 * Game settings from any value (a stored record, an old version, a hand-edited one): each missing
 * or invalid field takes its default (spec section 9) and the rules between fields are applied
 * (`normalizeSettings`). Never throws. The same result as the shared `settingsFromUnknown`,
 * without zod at runtime.
 */
export function parseGameSettings(input: unknown): ParsedSettings {
  const source = isRecord(input) ? input : {};
  const invalid: (keyof GameSettings)[] = [];
  const out: Record<string, unknown> = {};
  for (const key of FIELDS) {
    const value = source[key];
    if (FIELD_CHECKS[key](value)) {
      out[key] = Array.isArray(value) ? [...value] : value;
    } else {
      if (value !== undefined) invalid.push(key);
      const fallback = DEFAULT_GAME_SETTINGS[key];
      out[key] = Array.isArray(fallback) ? [...fallback] : fallback;
    }
  }
  return { settings: normalizeSettings(out as GameSettings), invalid };
}
