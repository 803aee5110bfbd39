// The zod schemas of the Student Game settings; the constants and rules are in settings.ts.
import { z } from 'zod';
import { DEFAULT_LANGUAGE } from '../clock/language';
import { languageSchema } from '../clock/language-schema';
import {
  ClockFace,
  DEFAULT_GAME_SETTINGS,
  DIFFICULTIES,
  Difficulty,
  normalizeSettings,
  PLAY_MODES,
  PlayMode,
  QUESTION_TYPES,
  QuestionType,
  ReadingSpeed,
} from './settings';

export const difficultySchema = z.enum(DIFFICULTIES);

export const questionTypeSchema = z.enum(QUESTION_TYPES);

export const clockFaceSchema = z.enum([ClockFace.traditional, ClockFace.dots]);

export const readingSpeedSchema = z.enum([
  ReadingSpeed.slow,
  ReadingSpeed.normal,
  ReadingSpeed.fast,
]);

/**
 * Student Game settings. Parsing fills every missing field with its default (spec section 9);
 * unknown keys are dropped. The schema checks shape only: call `normalizeSettings` to apply the
 * rules between fields.
 */
export const gameSettingsSchema = z.object({
  difficulty: /* @__PURE__ */ difficultySchema.default(Difficulty.fiveMinutes),
  questionTypes: z
    .array(questionTypeSchema)
    .min(1)
    .default(() => [QuestionType.multipleChoice]),
  use24Hour: z.boolean().default(false),
  language: /* @__PURE__ */ languageSchema.default(DEFAULT_LANGUAGE),
  clockFace: /* @__PURE__ */ clockFaceSchema.default(ClockFace.dots),
  showHelperCircles: z.boolean().default(true),
  readingSpeed: /* @__PURE__ */ readingSpeedSchema.default(ReadingSpeed.slow),
  playMode: z.enum(PLAY_MODES).default(PlayMode.byLevel),
});
export type GameSettings = z.infer<typeof gameSettingsSchema>;

/**
 * Settings from anything (browser storage, an old version, a hand-edited value): each field that
 * is missing or invalid takes its default, then the rules are applied. Never throws.
 */
export function settingsFromUnknown(input: unknown): GameSettings {
  const source = typeof input === 'object' && input !== null ? input : {};
  const fields = gameSettingsSchema.shape;
  const field = <K extends keyof GameSettings>(key: K): GameSettings[K] => {
    const parsed = fields[key].safeParse((source as Record<string, unknown>)[key]);
    return (parsed.success ? parsed.data : DEFAULT_GAME_SETTINGS[key]) as GameSettings[K];
  };
  return normalizeSettings({
    difficulty: field('difficulty'),
    questionTypes: field('questionTypes'),
    use24Hour: field('use24Hour'),
    language: field('language'),
    clockFace: field('clockFace'),
    showHelperCircles: field('showHelperCircles'),
    readingSpeed: field('readingSpeed'),
    playMode: field('playMode'),
  });
}
