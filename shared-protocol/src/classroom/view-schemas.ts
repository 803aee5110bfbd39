import { z } from 'zod';
import { languageSchema } from '../clock/language-schema';
import { clockTimeSchema } from '../clock/time-schema';
import { characterIdSchema } from '../game/character-schema';
import { misconceptionTagSchema } from '../game/misconception-schema';
import {
  answerSchema,
  hourModeSchema,
  promptSchema,
  questionSchema,
} from '../game/question-schema';
import { questionTypeSchema } from '../game/settings-schema';
import { leaderboardModeSchema, sessionOptionsSchema } from './options';
import { roomClassSchema } from './roster';
import { PODIUM_STEP_NAMES } from './timeline';

/**
 * What the server sends, per role (style principle 2). The realtime server adds these to the
 * server-event table of `events.ts`; the reducer's emit effects carry payloads of exactly these
 * shapes (tests parse every emitted payload with its schema).
 */

const count = z.number().int().min(0);
const rank = z.number().int().min(1);

export const roomPhaseSchema = z.enum([
  'lobby',
  'question-open',
  'question-closed',
  'podium',
  'ended',
]);
export const pauseReasonSchema = z.enum(['host', 'host-away']);
export const podiumStepNameSchema = z.enum(PODIUM_STEP_NAMES);
export const removalReasonSchema = z.enum(['kicked', 'banned']);

/** One line of a leaderboard as every student may see it (the top 5, the podium). */
export const leaderboardEntrySchema = z
  .object({
    rank,
    nickname: z.string(),
    character: characterIdSchema,
    score: count,
    correctCount: count,
  })
  .strict();
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

/** The host's leaderboard line: with the seat and the movement since the last ranking. */
export const hostLeaderboardEntrySchema = z
  .object({
    rank,
    playerId: z.string(),
    nickname: z.string(),
    character: characterIdSchema,
    score: count,
    correctCount: count,
    totalAnswerMs: count,
    previousRank: rank.nullable(),
    /** Places moved up since the last ranking (negative: down); null when new. */
    movement: z.number().int().nullable(),
  })
  .strict();
export type HostLeaderboardEntry = z.infer<typeof hostLeaderboardEntrySchema>;

/** The child who climbed the most places over the round (`places` >= 1). */
export const mostImprovedSchema = z
  .object({
    playerId: z.string(),
    nickname: z.string(),
    character: characterIdSchema,
    places: z.number().int().min(1),
  })
  .strict();
export type MostImproved = z.infer<typeof mostImprovedSchema>;

/** Session game stats (spec section 3), plus the most missed question's details, the class
 * goal and the most improved child. */
export const sessionGameStatsSchema = z
  .object({
    totalStudents: count,
    totalQuestions: count,
    /** Mean answer time in seconds (one decimal); null when nobody answered. */
    averageTime: z.number().min(0).nullable(),
    averageTimeMs: count.nullable(),
    /** The question most students missed (wrong or no answer); null when none was missed. */
    mostMissedQuestion: z
      .object({
        index: count,
        questionText: z.string(),
        prompt: promptSchema,
        missed: count,
        students: count,
      })
      .strict()
      .nullable(),
    /** The class goal meter: right answers, answers asked of the class (the students present
     * at each close of a question not skipped) and the goal share (`CLASS_GOAL_SHARE`). */
    classGoal: z.object({ correct: count, asked: count, goal: z.number().min(0).max(1) }).strict(),
    /** The child who climbed the most places from their first ranking to the last; null when
     * nobody climbed (or fewer than two questions were ranked). */
    mostImproved: mostImprovedSchema.nullable(),
  })
  .strict();
export type SessionGameStats = z.infer<typeof sessionGameStatsSchema>;

/** The statistics as tablets get them: the most improved child without their seat id (a student
 * view never holds seat ids), and null when the host hides places (options.hideRanks). */
export const studentGameStatsSchema = sessionGameStatsSchema
  .extend({ mostImproved: mostImprovedSchema.omit({ playerId: true }).strict().nullable() })
  .strict();
export type StudentGameStats = z.infer<typeof studentGameStatsSchema>;

/** What a closed (or skipped) question came to; the host sees it, results store it. */
export const questionSummarySchema = z
  .object({
    index: count,
    skipped: z.boolean(),
    /** Active students when it closed. */
    students: count,
    correctCount: count,
    wrongCount: count,
    noAnswerCount: count,
    /** How many picked each option, in `options` order; null for set the clock. */
    optionCounts: z.array(count).nullable(),
    /** Wrong answers per misconception tag (first match). */
    tagCounts: z.partialRecord(misconceptionTagSchema, count),
    /** The commonest misconception; `share` of all answers given (0-1), and whether it reaches
     * the mini-lesson threshold. */
    mostCommonMistake: z
      .object({
        tag: misconceptionTagSchema,
        count,
        share: z.number().min(0).max(1),
        suggestMiniLesson: z.boolean(),
      })
      .strict()
      .nullable(),
    averageAnswerMs: count.nullable(),
    /** How long it was open, without paused time. */
    openMs: count,
  })
  .strict();
export type QuestionSummary = z.infer<typeof questionSummarySchema>;

/** The countdown of the open question, in server time (clients correct by their clock offset). */
export const countdownSchema = z
  .object({
    openedAt: z.number(),
    deadline: z.number(),
    durationMs: count,
    /** Set while paused: why, and the time left when the pause began. */
    paused: pauseReasonSchema.nullable(),
    remainingMs: count.nullable(),
  })
  .strict();
export type Countdown = z.infer<typeof countdownSchema>;

/**
 * A question as a tablet gets it: the prompt and the options, never which one is right. Reading
 * questions carry no clock time (the smartboard shows the clock; on a reading question the time
 * IS the answer). Set the clock carries where the hands start; its target is the prompt itself.
 */
export const studentQuestionSchema = z
  .object({
    index: count,
    total: count,
    type: questionTypeSchema,
    questionText: z.string(),
    prompt: promptSchema,
    hourMode: hourModeSchema,
    /** The options in display order; null for set the clock. */
    options: z.array(z.string()).nullable(),
    /** Read the time: each option's face time, to say it in words. */
    optionTimes: z.array(clockTimeSchema).nullable(),
    wordsLanguage: /* @__PURE__ */ languageSchema.nullable(),
    /** Set the clock: where the hands start. */
    startClock: /* @__PURE__ */ clockTimeSchema.nullable(),
    /** Elapsed time: what is asked. */
    ask: z.enum(['duration', 'end_time']).nullable(),
    /**
     * Adaptive rooms only, in a seat's own view: the clock to read of the child's own reading
     * question (the board shows the class question's clock, not this one), and its level.
     */
    clock: /* @__PURE__ */ clockTimeSchema.optional(),
    level: z.number().int().min(1).max(12).optional(),
    /** Adaptive rooms only: how the hands move when the child sets its own clock (the level's
     * rule: the hour hand alone at level 1, placed one by one, or geared) and what its face shows. */
    hands: z.enum(['hour_only', 'independent', 'geared']).optional(),
    face: z
      .object({ hourNumerals: z.boolean(), minuteLabels: z.boolean(), hourZones: z.boolean() })
      .strict()
      .optional(),
  })
  .strict();
export type StudentQuestion = z.infer<typeof studentQuestionSchema>;

/** The right answer, revealed when the question closes. */
export const revealSchema = z
  .object({
    questionIndex: count,
    /** The correct option; null for set the clock. */
    correctLabel: z.string().nullable(),
    /** The correct time on the face (the end time for elapsed items). */
    correctTime: clockTimeSchema,
  })
  .strict();
export type Reveal = z.infer<typeof revealSchema>;

/** The podium as students see it. */
export const studentPodiumSchema = z
  .object({
    startedAt: z.number(),
    /** Index of the last timeline step reached; -1 before the intro. */
    step: z.number().int().min(-1),
    stepName: podiumStepNameSchema.nullable(),
    /** The seats placed 1 to 3, best first: more than three when places are shared (at most
     * the top 5); empty when the host hides places (options.hideRanks). */
    top: z.array(leaderboardEntrySchema).max(5),
    stats: studentGameStatsSchema,
  })
  .strict();

/** The room as every student sees it: one payload for all, broadcast (O(1) per emit). */
export const studentRoomViewSchema = z
  .object({
    code: z.string(),
    phase: roomPhaseSchema,
    round: rank,
    language: languageSchema,
    leaderboard: leaderboardModeSchema,
    hostConnected: z.boolean(),
    playerCount: count,
    totalQuestions: count,
    question: studentQuestionSchema.nullable(),
    countdown: countdownSchema.nullable(),
    reveal: revealSchema.nullable(),
    /** The top 5 after a close (unless the leaderboard waits for the end, or places are
     * hidden). */
    top: z.array(leaderboardEntrySchema).max(5).nullable(),
    podium: studentPodiumSchema.nullable(),
    /** The host hides places for a young class (options.hideRanks): no top, no own rank, an
     * empty podium top and no most improved; tablets show no places. */
    hideRanks: z.boolean(),
  })
  .strict();
export type StudentRoomView = z.infer<typeof studentRoomViewSchema>;

/** One student's own seat: sent only to that student. */
export const studentSelfViewSchema = z
  .object({
    playerId: z.string(),
    nickname: z.string(),
    character: characterIdSchema,
    score: count,
    correctCount: count,
    /** Own place (shared on equal points and time); null before the first ranking, until the
     * podium when the leaderboard waits for the end, and always when places are hidden. */
    rank: rank.nullable(),
    /** The answer given to the current question (the client compares the index). */
    answer: z.object({ questionIndex: count, answer: answerSchema }).strict().nullable(),
    /** The outcome of the last closed question. */
    lastResult: z
      .object({ questionIndex: count, answered: z.boolean(), correct: z.boolean(), points: count })
      .strict()
      .nullable(),
    /** Adaptive rooms only (absent elsewhere): the level (1-12) this seat plays at. */
    level: z.number().int().min(1).max(12).optional(),
    /** Adaptive rooms only: the seat's own question (its level's) while a question is open or
     * closed, null otherwise; the room view's question is the class question for the board. */
    question: studentQuestionSchema.nullable().optional(),
    /** Adaptive rooms only: the right answer of the seat's own question once it closed. */
    reveal: revealSchema.nullable().optional(),
  })
  .strict();
export type StudentSelfView = z.infer<typeof studentSelfViewSchema>;

/** A seat as the host sees it. */
export const hostPlayerSchema = z
  .object({
    playerId: z.string(),
    nickname: z.string(),
    character: characterIdSchema,
    connected: z.boolean(),
    score: count,
    correctCount: count,
    rank: rank.nullable(),
    /** Whether the seat has answered the open question. */
    answered: z.boolean(),
    /** In a class room, the roster child this seat is. */
    childId: z.string().optional(),
    /** In an adaptive room, the level (1-12) the seat plays at. */
    level: z.number().int().min(1).max(12).optional(),
  })
  .strict();
export type HostPlayer = z.infer<typeof hostPlayerSchema>;

/** Answers so far to the open question. */
export const progressSchema = z
  .object({
    questionIndex: count,
    answered: count,
    /** Active students with a connection. */
    connected: count,
    /** Active students. */
    students: count,
  })
  .strict();
export type Progress = z.infer<typeof progressSchema>;

/** The whole room for the host (smartboard): everything, the answer included. */
export const hostViewSchema = z
  .object({
    code: z.string(),
    /** The QR secret the lobby's QR code carries (host only; never in a student view). */
    joinKey: z.string().nullable(),
    sessionId: z.string(),
    round: rank,
    phase: roomPhaseSchema,
    options: sessionOptionsSchema,
    /** The class the room runs for, with its roster (the seats say which children joined);
     * absent for a room open to anyone with the code. */
    classroom: /* @__PURE__ */ roomClassSchema.optional(),
    locked: z.boolean(),
    hostConnected: z.boolean(),
    players: z.array(hostPlayerSchema),
    playerCount: count,
    connectedCount: count,
    /** The open or closed question, in full (the host's screen decides what to show when). */
    question: z
      .object({ index: count, total: count, question: questionSchema })
      .strict()
      .nullable(),
    countdown: countdownSchema.nullable(),
    progress: progressSchema.nullable(),
    summary: questionSummarySchema.nullable(),
    /** Top 5 with movement (after a close; at the podium; always given to the host). */
    leaderboard: z.array(hostLeaderboardEntrySchema).max(5).nullable(),
    podium: z
      .object({
        startedAt: z.number(),
        step: z.number().int().min(-1),
        stepName: podiumStepNameSchema.nullable(),
        /** The seats placed 1 to 3, best first: more than three when places are shared (at
         * most 5; anyone else on those places is first among `others`). */
        top: z.array(hostLeaderboardEntrySchema).max(5),
        /** Everyone below the podium, with their rank. */
        others: z.array(hostLeaderboardEntrySchema),
      })
      .strict()
      .nullable(),
    stats: sessionGameStatsSchema.nullable(),
  })
  .strict();
export type HostView = z.infer<typeof hostViewSchema>;

/** One seat changed (joined, dropped, came back): the host's delta, O(1). */
export const playerDeltaSchema = z
  .object({ player: hostPlayerSchema, playerCount: count, connectedCount: count })
  .strict();
export type PlayerDelta = z.infer<typeof playerDeltaSchema>;

/** The podium reached a step of its timeline. */
export const podiumStepEventSchema = z
  .object({ step: z.number().int().min(0), stepName: podiumStepNameSchema, at: z.number() })
  .strict();
export type PodiumStepEvent = z.infer<typeof podiumStepEventSchema>;

/** Sent to a student who was kicked or banned, before the connection is dropped. */
export const removedSchema = z.object({ reason: removalReasonSchema }).strict();
export type Removed = z.infer<typeof removedSchema>;

/**
 * The server-to-client events the reducer emits, with their payload schemas (to be merged into
 * `serverEvents` in events.ts).
 */
export const roomServerEvents = {
  /** Host: the whole room. */
  'room:host': hostViewSchema,
  /** Host: answers so far to the open question (after each answer). */
  'room:progress': progressSchema,
  /** Host: one seat changed. */
  'room:player': playerDeltaSchema,
  /** Students: the room as all students see it. */
  'room:state': studentRoomViewSchema,
  /** One student: their own seat. */
  'room:you': studentSelfViewSchema,
  /** Everyone: the podium timeline moved on. */
  'room:podium': podiumStepEventSchema,
  /** One student: removed from the room. */
  'room:removed': removedSchema,
} as const;
export type RoomServerEvents = {
  [E in keyof typeof roomServerEvents]: z.infer<(typeof roomServerEvents)[E]>;
};
export type RoomServerEventName = keyof RoomServerEvents;
