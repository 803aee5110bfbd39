import { z } from 'zod';
import { DEFAULT_LANGUAGE } from '../clock/language';
import { languageSchema } from '../clock/language-schema';
import { QUESTIONS_PER_GAME } from '../game/question';
import {
  DEFAULT_GAME_SETTINGS,
  Difficulty,
  type GameSettings,
  normalizeSettings,
  QuestionType,
} from '../game/settings';
import { difficultySchema, questionTypeSchema } from '../game/settings-schema';

/** Questions per session: at most 10, because question ids run 1..10 (game/question.ts). */
export const MAX_QUESTIONS = QUESTIONS_PER_GAME;
export const DEFAULT_QUESTION_COUNT = 10;
export const DEFAULT_SECONDS_PER_QUESTION = 20;
export const MIN_SECONDS_PER_QUESTION = 5;
export const MAX_SECONDS_PER_QUESTION = 120;
export const DEFAULT_ROOM_CAP = 60;
export const MAX_ROOM_CAP = 1000;

/** When the leaderboard shows: after every question, or only on the podium. */
export const LeaderboardMode = { afterEach: 'after-each', atEnd: 'at-end' } as const;
export type LeaderboardMode = (typeof LeaderboardMode)[keyof typeof LeaderboardMode];
export const leaderboardModeSchema = /* @__PURE__ */ z.enum([
  LeaderboardMode.afterEach,
  LeaderboardMode.atEnd,
]);

/** How students get a nickname: picked from generated friendly names, or typed (host option). */
export const NicknameMode = { generated: 'generated', typed: 'typed' } as const;
export type NicknameMode = (typeof NicknameMode)[keyof typeof NicknameMode];
export const nicknameModeSchema = /* @__PURE__ */ z.enum([
  NicknameMode.generated,
  NicknameMode.typed,
]);

/**
 * The host's session options (the `room:create` payload's `options`). Every field has its
 * default, so `{}` is a valid session: 10 multiple-choice questions at difficulty 5, 20 s each,
 * leaderboard after each question, generated nicknames, 60 students, English.
 */
export const sessionOptionsSchema = /* @__PURE__ */ z
  .object({
    questionCount: z.number().int().min(1).max(MAX_QUESTIONS).default(DEFAULT_QUESTION_COUNT),
    /** Includes `set_time`: set the clock on every tablet. */
    questionTypes: z
      .array(questionTypeSchema)
      .min(1)
      .max(8)
      .default(() => [QuestionType.multipleChoice]),
    difficulty: /* @__PURE__ */ difficultySchema.default(Difficulty.fiveMinutes),
    secondsPerQuestion: z
      .number()
      .int()
      .min(MIN_SECONDS_PER_QUESTION)
      .max(MAX_SECONDS_PER_QUESTION)
      .default(DEFAULT_SECONDS_PER_QUESTION),
    leaderboard: /* @__PURE__ */ leaderboardModeSchema.default(LeaderboardMode.afterEach),
    nicknameMode: /* @__PURE__ */ nicknameModeSchema.default(NicknameMode.generated),
    roomCap: z.number().int().min(1).max(MAX_ROOM_CAP).default(DEFAULT_ROOM_CAP),
    /** The session language: generated names, read-time words and read-aloud use it. */
    language: /* @__PURE__ */ languageSchema.default(DEFAULT_LANGUAGE),
    /**
     * Run the session for one of the host's classes (issue 14): the server asks the API for the
     * class's roster, and children take their roster seats instead of picking names.
     */
    classId: z.uuid().optional(),
    /**
     * Each child at their own level (issue 15): every tablet gets a question of the child's level
     * (from the roster child's or the device's learner model, or a level the child picks), scores
     * are normalised per level, and the board shows the class question.
     */
    adaptive: z.boolean().default(false),
    /** Hide individual places for young classes: no ranks between questions or on tablets;
     * the podium celebrates the class goal instead of a top three. */
    hideRanks: z.boolean().default(false),
  })
  .strict();
export type SessionOptions = z.output<typeof sessionOptionsSchema>;
export type SessionOptionsInput = z.input<typeof sessionOptionsSchema>;

/** The options with every default filled in. */
export function sessionOptions(input: SessionOptionsInput = {}): SessionOptions {
  return sessionOptionsSchema.parse(input);
}

/** The Student Game settings the session's questions are generated with (12-hour play). */
export function gameSettingsFor(options: SessionOptions): GameSettings {
  return normalizeSettings({
    ...DEFAULT_GAME_SETTINGS,
    difficulty: options.difficulty,
    questionTypes: options.questionTypes,
    language: options.language,
    use24Hour: false,
  });
}
