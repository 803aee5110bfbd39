import { z } from 'zod';
import { leaderboardModeSchema, MAX_ROOM_CAP, nicknameModeSchema } from '../classroom/options';
import { languageSchema } from '../clock/language-schema';
import { clockTimeSchema } from '../clock/time-schema';
import { characterIdSchema } from '../game/character-schema';
import { levelNumberSchema, skillSchema } from '../game/learner/learner-schema';
import { misconceptionTagSchema } from '../game/misconception-schema';
import { OPTIONS_PER_QUESTION } from '../game/question';
import { answerSchema, promptSchema } from '../game/question-schema';
import { QUESTION_TYPES } from '../game/settings';
import { difficultySchema, questionTypeSchema } from '../game/settings-schema';

// Finished live sessions: what the realtime server hands the API (POST
// /api/internal/session-results, service credential) and what a teacher reads back (GET
// /api/sessions, GET /api/sessions/:id). Children appear only by seat id, nickname and character:
// these schemas have no field for an email or a real name, and unknown fields are refused.

/** Seats in one session: the room cap goes up to 1000. */
export const SESSION_PLAYERS_MAX = MAX_ROOM_CAP;
/** Questions in one session (a session has 10 by default; room to grow). */
export const SESSION_QUESTIONS_MAX = 50;
/** The longest nickname stored; typed ones are 2-20 characters, generated ones a little longer. */
export const SESSION_NICKNAME_MAX_LENGTH = 40;
/** Seat ids are the realtime server's own opaque ids. */
export const SESSION_PLAYER_ID_MAX_LENGTH = 128;
/** An answer time beyond an hour is not an answer time (questions are open for minutes). */
export const SESSION_ANSWER_MS_MAX = 3_600_000;
/** The longest option label the game writes ("quarter past three", "1 h 30 min"...). */
export const SESSION_LABEL_MAX_LENGTH = 40;
export const SESSION_QUESTION_TEXT_MAX_LENGTH = 200;
/** Sessions per page of GET /api/sessions. */
export const SESSION_LIST_LIMIT_DEFAULT = 20;
export const SESSION_LIST_LIMIT_MAX = 100;

/** Why a session ended: the podium was reached, or the host ended it before. */
export const SessionEndReason = { completed: 'completed', endedEarly: 'ended_early' } as const;
export type SessionEndReason = (typeof SessionEndReason)[keyof typeof SessionEndReason];
export const sessionEndReasonSchema = z.enum([
  SessionEndReason.completed,
  SessionEndReason.endedEarly,
]);

const count = z.number().int().min(0);
const epochMs = z.number().int().min(0);
const answerMs = z.number().int().min(0).max(SESSION_ANSWER_MS_MAX);
const label = z.string().min(1).max(SESSION_LABEL_MAX_LENGTH);

export const sessionIdSchema = z.uuid();
export const roomCodeSchema = z.string().regex(/^\d{6}$/, 'must be the 6-digit room code');
export const playerIdSchema = z.string().min(1).max(SESSION_PLAYER_ID_MAX_LENGTH);

/**
 * The host's options as the session ran with them. `roomCap` is accepted (the engine's options
 * object can be passed as it is) but not stored.
 */
export const sessionResultsOptionsSchema = z
  .object({
    questionCount: z.number().int().min(1).max(SESSION_QUESTIONS_MAX),
    questionTypes: z.array(questionTypeSchema).min(1).max(QUESTION_TYPES.length),
    difficulty: difficultySchema,
    secondsPerQuestion: z.number().int().min(1).max(3600),
    leaderboard: leaderboardModeSchema,
    nicknameMode: nicknameModeSchema,
    language: languageSchema,
    roomCap: z.number().int().min(1).max(SESSION_PLAYERS_MAX).optional(),
    /** Issue 15's room options (absent from sessions stored before them). */
    adaptive: z.boolean().optional(),
    hideRanks: z.boolean().optional(),
  })
  .strict();
export type SessionResultsOptions = z.output<typeof sessionResultsOptionsSchema>;

/** A question as it was asked. Indexes run 0, 1, 2... in the order the questions were asked. */
export const sessionResultsQuestionSchema = z
  .object({
    index: z
      .number()
      .int()
      .min(0)
      .max(SESSION_QUESTIONS_MAX - 1),
    type: questionTypeSchema,
    /** The English prompt; `prompt` carries the i18n key and its values. */
    questionText: z.string().max(SESSION_QUESTION_TEXT_MAX_LENGTH),
    prompt: promptSchema,
    /** The options in display order; null for set the clock. */
    options: z.array(label).length(OPTIONS_PER_QUESTION).nullable(),
    /** The correct option; null for set the clock. */
    correctLabel: label.nullable(),
    /** The answer as a face time (for elapsed-time items: the end time). */
    correctTime: clockTimeSchema,
    /** The host skipped it: its answers do not count and nobody missed it. */
    skipped: z.boolean().default(false),
  })
  .strict();
export type SessionResultsQuestion = z.output<typeof sessionResultsQuestionSchema>;

/** A seat at the end: its final score and place. No name, no email, no token. */
export const sessionResultsPlayerSchema = z
  .object({
    playerId: playerIdSchema,
    nickname: z.string().trim().min(1).max(SESSION_NICKNAME_MAX_LENGTH),
    character: characterIdSchema,
    score: count,
    /** 1 = first. Equal points are ordered by total answer time; seats equal in both share a
     * place, and the next place counts everyone above it (1, 1, 3). */
    rank: z.number().int().min(1),
    correctCount: count,
    /** The seat's answer times added up (the tie-break). */
    totalAnswerMs: count,
    /** In a class session, the roster child who took this seat (issue 14). */
    childId: z.uuid().optional(),
  })
  .strict();
export type SessionResultsPlayer = z.output<typeof sessionResultsPlayerSchema>;

/** One counted answer. A question a seat did not answer has no entry. */
export const sessionResultsAnswerSchema = z
  .object({
    playerId: playerIdSchema,
    questionIndex: z
      .number()
      .int()
      .min(0)
      .max(SESSION_QUESTIONS_MAX - 1),
    /** An option picked by its label, or the time the clock was set to. */
    answer: answerSchema,
    correct: z.boolean(),
    /** The misconception of a wrong answer; null when correct or unexplained. */
    tag: /* @__PURE__ */ misconceptionTagSchema.nullable(),
    /** From the question opening to the answer, without paused time. */
    answerMs,
    /**
     * Adaptive sessions (issue 15): the question this seat actually got, at its own level (absent
     * when it answered the class question). Analytics count the answer against it.
     */
    question: z
      .object({
        level: levelNumberSchema,
        skill: skillSchema,
        type: questionTypeSchema,
        options: z.array(label).length(OPTIONS_PER_QUESTION).nullable(),
        correctLabel: label.nullable(),
        correctTime: clockTimeSchema,
      })
      .strict()
      .optional(),
  })
  .strict();
export type SessionResultsAnswer = z.output<typeof sessionResultsAnswerSchema>;

/**
 * POST /api/internal/session-results: one finished session (one round of a room; "play again"
 * starts a new session id). The same `sessionId` sent again stores nothing new and answers 200,
 * so the sender can retry until it gets a 2xx. Everything refers to everything else by index or
 * seat id, and those references are checked.
 */
const sessionResultsObjectSchema = z
  .object({
    /** Made by the realtime server (a UUID); the id the teacher reads the session under. */
    sessionId: sessionIdSchema,
    /** The host's user id (the `sub` of the token they hosted with). */
    teacherId: z.uuid(),
    roomCode: roomCodeSchema,
    /** The class the room ran for, when the host chose one (issue 14). */
    classId: z.uuid().optional(),
    options: sessionResultsOptionsSchema,
    /** ms since the epoch: the first question opening, and the end. */
    startedAt: epochMs,
    endedAt: epochMs,
    endReason: sessionEndReasonSchema,
    players: z.array(sessionResultsPlayerSchema).max(SESSION_PLAYERS_MAX),
    questions: z.array(sessionResultsQuestionSchema).max(SESSION_QUESTIONS_MAX),
    answers: z.array(sessionResultsAnswerSchema).max(SESSION_PLAYERS_MAX * SESSION_QUESTIONS_MAX),
  })
  .strict();

/**
 * POST /api/internal/session-results: one finished session (one round of a room; "play again"
 * starts a new session id). The same `sessionId` sent again stores nothing new and answers 200,
 * so the sender can retry until it gets a 2xx. Everything refers to everything else by index or
 * seat id, and those references are checked.
 */
export const sessionResultsSchema = /* @__PURE__ */ sessionResultsObjectSchema.superRefine(
  (results, ctx) => {
    const issue = findReferenceIssue(results);
    if (issue) ctx.addIssue({ code: 'custom', ...issue });
  },
);
export type SessionResultsInput = z.input<typeof sessionResultsSchema>;
export type SessionResults = z.output<typeof sessionResultsSchema>;

type Issue = { message: string; path: (string | number)[] };

/** The cross-field rules of a results payload: the first problem, or null. */
function findReferenceIssue(results: z.output<typeof sessionResultsObjectSchema>): Issue | null {
  if (results.endedAt < results.startedAt) {
    return { path: ['endedAt'], message: 'must not be before startedAt' };
  }
  const seats = new Set<string>();
  for (const [i, player] of results.players.entries()) {
    if (seats.has(player.playerId)) {
      return { path: ['players', i, 'playerId'], message: 'appears twice' };
    }
    seats.add(player.playerId);
    if (player.rank > results.players.length) {
      return { path: ['players', i, 'rank'], message: 'is beyond the number of players' };
    }
  }
  const placeIssue = findPlaceIssue(results.players);
  if (placeIssue) return placeIssue;
  for (const [i, question] of results.questions.entries()) {
    const issue = questionIssue(question, i);
    if (issue) return { ...issue, path: ['questions', i, ...issue.path] };
  }
  const answered = new Set<string>();
  for (const [i, answer] of results.answers.entries()) {
    const issue = answerIssue(answer, results.questions, seats, answered);
    if (issue) return { ...issue, path: ['answers', i, ...issue.path] };
  }
  return null;
}

/**
 * Places must be 1, 2, 3, ... with shared places counted ("1, 1, 3"): place r is held only when
 * exactly r - 1 seats are placed above it. O(n log n).
 */
function findPlaceIssue(players: readonly SessionResultsPlayer[]): Issue | null {
  const order = players
    .map((player, i) => ({ rank: player.rank, i }))
    .sort((a, b) => a.rank - b.rank);
  for (const [position, { rank, i }] of order.entries()) {
    const previous = order[position - 1];
    if (rank !== position + 1 && rank !== previous?.rank) {
      return {
        path: ['players', i, 'rank'],
        message: `must be ${position + 1}${previous ? ` or ${previous.rank}` : ''}: places count the seats above`,
      };
    }
  }
  return null;
}

function questionIssue(question: SessionResultsQuestion, position: number): Issue | null {
  if (question.index !== position) {
    return { path: ['index'], message: `must be ${position}: questions come in the order asked` };
  }
  const setClock = question.type === 'set_time';
  if (setClock !== (question.options === null)) {
    return {
      path: ['options'],
      message: setClock ? 'must be null for set the clock' : 'are required for this question type',
    };
  }
  if (setClock !== (question.correctLabel === null)) {
    return {
      path: ['correctLabel'],
      message: setClock ? 'must be null for set the clock' : 'is required for this question type',
    };
  }
  if (question.options && !question.options.includes(question.correctLabel ?? '')) {
    return { path: ['correctLabel'], message: 'must be one of the options' };
  }
  return null;
}

function answerIssue(
  answer: SessionResultsAnswer,
  questions: SessionResultsQuestion[],
  seats: Set<string>,
  answered: Set<string>,
): Issue | null {
  if (!seats.has(answer.playerId)) return { path: ['playerId'], message: 'is not a player' };
  const question = questions[answer.questionIndex];
  if (!question) return { path: ['questionIndex'], message: 'is not a question' };
  const key = `${answer.questionIndex}\u0000${answer.playerId}`;
  if (answered.has(key)) {
    return { path: ['questionIndex'], message: 'this player already answered this question' };
  }
  answered.add(key);
  // An adaptive seat answered its own question (its level's), not the class question.
  const asked = answer.question ?? question;
  if (asked.type === 'set_time') {
    if (answer.answer.kind !== 'clock') {
      return { path: ['answer'], message: 'must be a clock time for set the clock' };
    }
  } else if (answer.answer.kind !== 'choice' || !asked.options?.includes(answer.answer.label)) {
    return { path: ['answer'], message: "must be one of the question's options" };
  }
  if (answer.correct && answer.tag !== null) {
    return { path: ['tag'], message: 'A correct answer has no misconception tag.' };
  }
  return null;
}

/** The response to POST /api/internal/session-results. */
export const SessionResultsOutcome = {
  /** Stored now. */
  stored: 'stored',
  /** This session id was stored before: nothing was changed (a retry). */
  alreadyStored: 'already_stored',
  /** The teacher has no account (any more): nothing is kept, as their data is deleted with it. */
  teacherUnknown: 'teacher_unknown',
} as const;
export type SessionResultsOutcome =
  (typeof SessionResultsOutcome)[keyof typeof SessionResultsOutcome];
export const sessionResultsReceiptSchema = z
  .object({
    sessionId: sessionIdSchema,
    outcome: z.enum([
      SessionResultsOutcome.stored,
      SessionResultsOutcome.alreadyStored,
      SessionResultsOutcome.teacherUnknown,
    ]),
  })
  .strict();
export type SessionResultsReceipt = z.infer<typeof sessionResultsReceiptSchema>;

// ---- Reading: GET /api/sessions and GET /api/sessions/:id --------------------------------------

const LIMIT_MESSAGE = `must be a whole number from 1 to ${SESSION_LIST_LIMIT_MAX}.`;
const CURSOR_MESSAGE = 'is not a page of this list.';

/**
 * The query of GET /api/sessions: `limit` sessions per page (default 20), and `cursor`, the
 * `nextCursor` of the page before (opaque base64url; the API checks what it decodes to). Each
 * given once: a repeated parameter arrives as an array and is refused. Other query parameters
 * are ignored.
 */
export const sessionListQuerySchema = z.object({
  limit: z.coerce
    .number({ error: LIMIT_MESSAGE })
    .int(LIMIT_MESSAGE)
    .min(1, LIMIT_MESSAGE)
    .max(SESSION_LIST_LIMIT_MAX, LIMIT_MESSAGE)
    .default(SESSION_LIST_LIMIT_DEFAULT),
  cursor: z
    .string({ error: CURSOR_MESSAGE })
    .min(1, CURSOR_MESSAGE)
    .max(200, CURSOR_MESSAGE)
    .regex(/^[A-Za-z0-9_-]+$/, CURSOR_MESSAGE)
    .optional(),
  /** Only the sessions run for this class (issue 14). */
  classId: z.uuid({ error: 'must be the id of a class.' }).optional(),
});
export type SessionListQuery = z.output<typeof sessionListQuerySchema>;

/** The question most students missed (a wrong answer or none); skipped questions never count. */
export const mostMissedQuestionSchema = z
  .object({
    index: count,
    type: questionTypeSchema,
    questionText: z.string(),
    prompt: promptSchema,
    /** Students who answered wrong or not at all. */
    missedCount: count,
  })
  .strict();
export type MostMissedQuestion = z.infer<typeof mostMissedQuestionSchema>;

/** One line of the teacher's list of past sessions. */
export const sessionSummarySchema = z
  .object({
    id: sessionIdSchema,
    roomCode: roomCodeSchema,
    /** ms since the epoch. */
    startedAt: epochMs,
    endedAt: epochMs,
    endReason: sessionEndReasonSchema,
    playerCount: count,
    /** Questions asked (skipped ones included). */
    questionCount: count,
    /** Mean final score of the players (one decimal); null without players. */
    averageScore: z.number().min(0).nullable(),
    /** The class the session ran for (issue 14); null (or absent) when none. */
    classId: z.uuid().nullable().optional(),
    /** Null when no question was missed by anyone. */
    mostMissedQuestion: mostMissedQuestionSchema.nullable(),
  })
  .strict();
export type SessionSummary = z.infer<typeof sessionSummarySchema>;

/** GET /api/sessions: the signed-in teacher's sessions, newest (latest end) first. */
export const sessionListResponseSchema = z
  .object({
    sessions: z.array(sessionSummarySchema),
    /** Pass as `cursor` for the next page; null on the last page. */
    nextCursor: z.string().nullable(),
  })
  .strict();
export type SessionListResponse = z.infer<typeof sessionListResponseSchema>;

/** A player's answer in the session details. */
export const sessionPlayerAnswerSchema = z
  .object({
    questionIndex: count,
    /** As the student saw it: the option's label, or the time set ("3:05"). */
    given: z.string(),
    correct: z.boolean(),
    tag: /* @__PURE__ */ misconceptionTagSchema.nullable(),
    answerMs: count,
  })
  .strict();
export type SessionPlayerAnswer = z.infer<typeof sessionPlayerAnswerSchema>;

export const sessionPlayerResultSchema = z
  .object({
    playerId: z.string(),
    rank: z.number().int().min(1),
    nickname: z.string(),
    character: characterIdSchema,
    score: count,
    correctCount: count,
    totalAnswerMs: count,
    /** In question order; questions the seat did not answer are missing. */
    answers: z.array(sessionPlayerAnswerSchema),
  })
  .strict();
export type SessionPlayerResult = z.infer<typeof sessionPlayerResultSchema>;

/**
 * How the class answered one question. `choices` lists, for a choice question, every option in
 * display order with how many picked it; for set the clock, every time that was set, the most
 * frequent first (then by time).
 */
export const sessionQuestionResultSchema = z
  .object({
    index: count,
    type: questionTypeSchema,
    questionText: z.string(),
    prompt: promptSchema,
    options: z.array(z.string()).nullable(),
    correctLabel: z.string().nullable(),
    correctTime: clockTimeSchema,
    /** The correct answer as `given` values are written: the correct option's label, or the
     * correct time ("3:05") for set the clock. */
    correctGiven: z.string(),
    skipped: z.boolean(),
    answeredCount: count,
    correctCount: count,
    wrongCount: count,
    /** Players who did not answer. */
    noAnswerCount: count,
    /** Mean answer time; null when nobody answered. */
    averageAnswerMs: count.nullable(),
    choices: z.array(z.object({ given: z.string(), count, correct: z.boolean() }).strict()),
    /** Wrong answers per misconception tag. */
    tagCounts: z.partialRecord(misconceptionTagSchema, count),
    /** The commonest misconception of the wrong answers (ties: the tag named first in the
     * game's table); null when no wrong answer carries one. */
    mostCommonMistake: z.object({ tag: misconceptionTagSchema, count }).strict().nullable(),
  })
  .strict();
export type SessionQuestionResult = z.infer<typeof sessionQuestionResultSchema>;

/** GET /api/sessions/:id: one session in full, for its teacher only. */
export const sessionDetailSchema = z
  .object({
    session: sessionSummarySchema.extend({
      options: sessionResultsOptionsSchema.omit({ roomCap: true }),
      answerCount: count,
      /** Mean time of every counted answer; null when nobody answered. */
      averageAnswerMs: count.nullable(),
    }),
    /** By rank, first place first. */
    players: z.array(sessionPlayerResultSchema),
    questions: z.array(sessionQuestionResultSchema),
  })
  .strict();
export type SessionDetail = z.infer<typeof sessionDetailSchema>;
