import { z } from 'zod';
import { answerSchema } from '../game/question-schema';
import { difficultySchema, questionTypeSchema } from '../game/settings-schema';
import { statsAnswerSchema } from '../game/stats';

/**
 * At most this many answers in one POST /api/progress: a finished Student Game has 10, and a
 * guest's whole device history (kept up to 3,000 answers) is merged in one request.
 */
export const PROGRESS_ANSWERS_MAX = 3000;
/** The longest `expected` label the game writes ("quarter past three", "1 h 30 min"...). */
export const PROGRESS_LABEL_MAX_LENGTH = 40;
/** A response time beyond a day is not a response time; refused rather than stored. */
export const PROGRESS_ANSWER_MS_MAX = 86_400_000;

/** Where a recorded game comes from: one finished game, or the history a guest played on a device. */
export const ProgressSource = { game: 'game', guestHistory: 'guest_history' } as const;
export type ProgressSource = (typeof ProgressSource)[keyof typeof ProgressSource];
export const progressSourceSchema = z.enum([ProgressSource.game, ProgressSource.guestHistory]);

/**
 * One answer of a finished game. No names and no points: the server derives the score from
 * `correct`, so a client cannot send one (unknown fields are refused). The learner model's fields
 * (`skill`, `level`, `purpose`) come from statsAnswerSchema, optional and nullable: older clients
 * and free practice send none.
 */
export const progressAnswerSchema = /* @__PURE__ */ statsAnswerSchema
  .extend({
    questionType: questionTypeSchema,
    /** The time difficulty the question was asked at. */
    difficulty: /* @__PURE__ */ difficultySchema.nullable().optional(),
    /** ms from the question appearing to the submit. */
    answerMs: z.number().int().min(0).max(PROGRESS_ANSWER_MS_MAX).nullable().optional(),
    /** What the player answered: an option's label or the time the clock was set to. */
    given: /* @__PURE__ */ answerSchema.nullable().optional(),
    /** The correct answer as the game writes it ("3:15", "15:15", "1 h 30 min"). */
    expected: z.string().max(PROGRESS_LABEL_MAX_LENGTH).nullable().optional(),
  })
  .strict()
  .refine((answer) => !(answer.correct && answer.tag), {
    message: 'A correct answer has no misconception tag.',
    path: ['tag'],
  });
export type ProgressAnswerInput = z.input<typeof progressAnswerSchema>;
export type ProgressAnswer = z.output<typeof progressAnswerSchema>;

/**
 * POST /api/progress: a finished Student Game, or a guest's device history merged into the
 * account. `gameId` is made by the client (a UUID) and kept until the POST succeeds: the same
 * user sending the same id again stores nothing new and gets the first answer back, so retries
 * are safe. Ids are per user; another user's game with the same id is a different game.
 */
export const progressGameRequestSchema = z
  .object({
    gameId: z.uuid(),
    /** ms since the epoch; defaults to the latest answer's time. */
    playedAt: z.number().int().min(0).optional(),
    source: /* @__PURE__ */ progressSourceSchema.default(ProgressSource.game),
    answers: z
      .array(progressAnswerSchema)
      .min(1, 'A game needs at least one answer.')
      .max(PROGRESS_ANSWERS_MAX, `At most ${PROGRESS_ANSWERS_MAX} answers can be sent at once.`),
  })
  .strict();
export type ProgressGameRequest = z.input<typeof progressGameRequestSchema>;
export type ProgressGame = z.output<typeof progressGameRequestSchema>;

/**
 * The answer to POST /api/progress: the game as stored (the same on every repeat of its id). Times
 * after the server's clock are stored as the time the server received them.
 */
export const progressGameResponseSchema = z
  .object({
    gameId: z.uuid(),
    source: progressSourceSchema,
    /** ms since the epoch. */
    playedAt: z.number().int().min(0),
    answerCount: z.number().int().min(1),
    correctCount: z.number().int().min(0),
    /** 100 points per correct answer, computed by the server. */
    score: z.number().int().min(0),
  })
  .strict();
export type ProgressGameResponse = z.infer<typeof progressGameResponseSchema>;

/** UTC-12 to UTC+14: every offset in use. */
export const UTC_OFFSET_MINUTES_MIN = -720;
export const UTC_OFFSET_MINUTES_MAX = 840;

/**
 * The query of GET /api/user/:userId/stats. `utcOffsetMinutes` says when the player's "today"
 * is: minutes to add to UTC, so `-new Date().getTimezoneOffset()` in a browser (+60 for Paris
 * in winter, -300 for New York); 0 (UTC) when left out. Other query parameters are ignored.
 */
const UTC_OFFSET_MESSAGE = `must be a whole number of minutes from ${UTC_OFFSET_MINUTES_MIN} to ${UTC_OFFSET_MINUTES_MAX}.`;
export const userStatsQuerySchema = z.object({
  utcOffsetMinutes: z.coerce
    .number({ error: UTC_OFFSET_MESSAGE })
    .int(UTC_OFFSET_MESSAGE)
    .min(UTC_OFFSET_MINUTES_MIN, UTC_OFFSET_MESSAGE)
    .max(UTC_OFFSET_MINUTES_MAX, UTC_OFFSET_MESSAGE)
    .optional(),
});
export type UserStatsQuery = z.output<typeof userStatsQuerySchema>;
