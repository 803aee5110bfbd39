import { z } from 'zod';
import { languageSchema } from '../clock/language-schema';
import { levelNumberSchema } from '../game/learner/learner-schema';
import { difficultySchema, questionTypeSchema } from '../game/settings-schema';
import { rosterChildSchema } from './classes';
import { progressAnswerSchema } from './progress';

// Assignments (issue 14): a task of the teacher's list (spec section 3, tasks) that carries a
// class and a Student Game preset. The class's children open it at home by its link or QR code
// (`/play/<shareCode>`), tap their own character in the roster, play, and their answers land in
// the class analytics. The share code is made by the server; a seat token proves the device took
// the seat through that link.

/** Questions in one assignment game. */
export const ASSIGNMENT_QUESTIONS_MIN = 5;
export const ASSIGNMENT_QUESTIONS_MAX = 20;
export const ASSIGNMENT_QUESTIONS_DEFAULT = 10;
/** The share code: 10 characters of an alphabet without look-alikes (no 0/O, 1/l/I). */
export const SHARE_CODE_PATTERN = /^[23456789abcdefghjkmnpqrstuvwxyz]{10}$/;

/**
 * The Student Game an assignment opens. With a `level` the game plays that level's questions
 * ("by level", promotion and step back off: the assignment is the teacher's choice); without one
 * it plays free practice with the difficulty and question types given.
 */
export const assignmentPresetSchema = z
  .object({
    level: /* @__PURE__ */ levelNumberSchema.nullable().default(null),
    difficulty: /* @__PURE__ */ difficultySchema.optional(),
    questionTypes: z.array(questionTypeSchema).min(1).max(8).optional(),
    questionCount: z
      .number()
      .int()
      .min(ASSIGNMENT_QUESTIONS_MIN)
      .max(ASSIGNMENT_QUESTIONS_MAX)
      .default(ASSIGNMENT_QUESTIONS_DEFAULT),
    language: /* @__PURE__ */ languageSchema.optional(),
  })
  .strict();
export type AssignmentPreset = z.output<typeof assignmentPresetSchema>;
export type AssignmentPresetInput = z.input<typeof assignmentPresetSchema>;

export const shareCodeSchema = z.string().regex(SHARE_CODE_PATTERN, 'Not an assignment link.');

/** GET /api/play/:code: what a child's device needs to open an assignment (no teacher data). */
export const assignmentPlaySchema = z
  .object({
    assignment: z
      .object({
        title: z.string(),
        description: z.string().nullable(),
        dueDate: z.iso.datetime({ offset: true }).nullable(),
        preset: assignmentPresetSchema,
        className: z.string(),
        language: languageSchema,
      })
      .strict(),
    roster: z.array(rosterChildSchema),
  })
  .strict();
export type AssignmentPlay = z.infer<typeof assignmentPlaySchema>;

/** POST /api/play/:code/seat: the child taps their character. */
export const claimSeatSchema = z.object({ childId: z.uuid() }).strict();
export type ClaimSeatInput = z.input<typeof claimSeatSchema>;

/** The answer to a seat claim: a token for this assignment and child only. */
export const seatGrantSchema = z
  .object({ seatToken: z.string().min(16).max(512), child: rosterChildSchema })
  .strict();
export type SeatGrant = z.infer<typeof seatGrantSchema>;

/**
 * POST /api/play/:code/results: one finished game. `gameId` is made by the device; sending the
 * same one again stores nothing new (retries are safe).
 */
export const assignmentResultsSchema = z
  .object({
    seatToken: seatGrantSchema.shape.seatToken,
    gameId: z.uuid(),
    answers: z.array(progressAnswerSchema).min(1).max(ASSIGNMENT_QUESTIONS_MAX),
  })
  .strict();
export type AssignmentResultsInput = z.input<typeof assignmentResultsSchema>;

export const assignmentResultsResponseSchema = z
  .object({ saved: z.boolean(), answerCount: z.number().int().min(0) })
  .strict();
export type AssignmentResultsResponse = z.infer<typeof assignmentResultsResponseSchema>;
