import { z } from 'zod';
import { clockTimeSchema } from '../clock/time-schema';
import { characterIdSchema } from '../game/character-schema';
import { skillSchema } from '../game/learner/learner-schema';
import { misconceptionTagSchema } from '../game/misconception-schema';
import type { Answer, Question } from '../game/question';
import { answerSchema, promptSchema } from '../game/question-schema';
import { questionTypeSchema } from '../game/settings-schema';
import { questionSkill, seatQuestion } from './adaptive';
import { copyJson } from './copy';
import { sessionOptionsSchema } from './options';
import { compareStanding, placesInOrder } from './ranking';
import { activePlayers, own, type RoomState } from './state';
import { classGoal } from './summary';
import { questionSummarySchema, sessionGameStatsSchema } from './view-schemas';

/**
 * A finished round as it is handed to the API for storage (rule R37): the players by nickname
 * and character only (no real name, no email, no token), every counted answer with its time and
 * misconception tags, the questions and their summaries. Kicked and banned seats and skipped
 * questions' answers are left out.
 */
const count = z.number().int().min(0);

export const resultQuestionSchema = z
  .object({
    index: count,
    type: questionTypeSchema,
    questionText: z.string(),
    prompt: promptSchema,
    /** The options in display order; null for set the clock (the API checks answers against them). */
    options: z.array(z.string()).nullable(),
    /** The correct option; null for set the clock. */
    correctLabel: z.string().nullable(),
    correctTime: clockTimeSchema,
    /** Null for a question that never closed (cannot happen in stored results; kept total). */
    summary: questionSummarySchema.nullable(),
  })
  .strict();

export const resultPlayerSchema = z
  .object({
    playerId: z.string(),
    nickname: z.string(),
    character: characterIdSchema,
    score: count,
    correctCount: count,
    answeredCount: count,
    totalAnswerMs: count,
    rank: z.number().int().min(1),
    joinedAt: z.number(),
    /** In a class room, the roster child this seat was. */
    childId: z.string().optional(),
  })
  .strict();

/**
 * Adaptive rooms: the question a seat actually answered (its level's, rule R42), so analytics
 * count each answer against the clock the child was shown, at its level and skill.
 */
export const resultOwnQuestionSchema = z
  .object({
    level: z.number().int().min(1).max(12),
    skill: skillSchema,
    type: questionTypeSchema,
    /** The options in display order; null for set the clock. */
    options: z.array(z.string()).nullable(),
    correctLabel: z.string().nullable(),
    correctTime: clockTimeSchema,
  })
  .strict();
export type ResultOwnQuestion = z.infer<typeof resultOwnQuestionSchema>;

export const resultAnswerSchema = z
  .object({
    playerId: z.string(),
    questionIndex: count,
    answer: answerSchema,
    correct: z.boolean(),
    tag: /* @__PURE__ */ misconceptionTagSchema.nullable(),
    matches: z.array(misconceptionTagSchema),
    answeredAt: z.number(),
    answerMs: count,
    /** Adaptive rooms: the seat's own question (absent when it was the class question). */
    question: resultOwnQuestionSchema.optional(),
  })
  .strict();

export const sessionResultsSchema = z
  .object({
    sessionId: z.string(),
    roomCode: z.string(),
    /** The teacher's user id. */
    hostId: z.string(),
    round: z.number().int().min(1),
    options: sessionOptionsSchema,
    startedAt: z.number(),
    endedAt: z.number(),
    /** The host ended before the podium. */
    endedEarly: z.boolean(),
    questions: z.array(resultQuestionSchema),
    players: z.array(resultPlayerSchema),
    answers: z.array(resultAnswerSchema),
    stats: sessionGameStatsSchema,
  })
  .strict();
export type SessionResults = z.infer<typeof sessionResultsSchema>;

/** The correct option label of a question (null for set the clock). */
export function correctLabelOf(question: Question): string | null {
  return question.type === 'set_time' ? null : question.correctLabel;
}

/** A fresh copy of an answer (a small union: cheaper than a JSON round trip per answer). */
export function copyAnswer(answer: Answer): Answer {
  return answer.kind === 'choice'
    ? { kind: 'choice', label: answer.label }
    : { kind: 'clock', time: { hour: answer.time.hour, minute: answer.time.minute } };
}

/** The level question an adaptive seat answered, as results keep it (nothing in other rooms). */
function ownQuestionOf(
  state: RoomState,
  level: number | undefined,
  index: number,
): { question?: ResultOwnQuestion } {
  if (level === undefined) return {};
  const question = seatQuestion(state, { level }, index);
  if (!question || question.level === undefined) return {};
  return {
    question: {
      level: question.level,
      skill: questionSkill(question),
      type: question.type,
      options: question.type === 'set_time' ? null : [...question.options],
      correctLabel: correctLabelOf(question),
      correctTime: { hour: question.correctAnswer.hour, minute: question.correctAnswer.minute },
    },
  };
}

/**
 * Builds the results of the round so far. O(players + answers). They share no object with the
 * state (an effect never reaches into the room): the answers, one per student and question, are
 * copied field by field, the few per-question parts through JSON. A JSON round trip of the whole
 * results cost about 25 ms at the end of a round of 300 students, in the close that the whole
 * class waits on.
 */
export function buildResults(state: RoomState, now: number, endedEarly: boolean): SessionResults {
  const asked = state.summaries.length;
  const players = activePlayers(state).sort(compareStanding);
  // Places as the podium gives them: equal points and time share one (rule R31).
  const places = placesInOrder(players);
  const answers: SessionResults['answers'] = [];
  for (let index = 0; index < asked; index++) {
    if (state.summaries[index]?.skipped) continue;
    for (const player of players) {
      const record = own(state.answers[index] ?? {}, player.id);
      if (!record) continue;
      answers.push({
        playerId: player.id,
        questionIndex: index,
        answer: copyAnswer(record.answer),
        correct: record.correct,
        tag: record.tag,
        matches: [...record.matches],
        answeredAt: record.answeredAt,
        answerMs: record.answerMs,
        ...ownQuestionOf(state, record.level, index),
      });
    }
  }
  return {
    sessionId: state.sessionId,
    roomCode: state.code,
    hostId: state.hostId,
    round: state.round,
    options: copyJson(state.options),
    startedAt: state.startedAt ?? now,
    endedAt: now,
    endedEarly,
    questions: state.questions.slice(0, asked).map((question, index) => ({
      index,
      type: question.type,
      questionText: question.questionText,
      prompt: copyJson(question.prompt),
      options: question.type === 'set_time' ? null : [...question.options],
      correctLabel: correctLabelOf(question),
      correctTime: { hour: question.correctAnswer.hour, minute: question.correctAnswer.minute },
      summary: copyJson(state.summaries[index] ?? null),
    })),
    players: players.map((p, i) => ({
      playerId: p.id,
      nickname: p.nickname,
      character: p.character,
      score: p.score,
      correctCount: p.correctCount,
      answeredCount: p.answeredCount,
      totalAnswerMs: p.totalAnswerMs,
      rank: places[i] ?? i + 1,
      joinedAt: p.joinedAt,
      ...(p.childId !== undefined ? { childId: p.childId } : {}),
    })),
    answers,
    stats: state.stats
      ? copyJson(state.stats)
      : {
          totalStudents: state.activeCount,
          totalQuestions: 0,
          averageTime: null,
          averageTimeMs: null,
          mostMissedQuestion: null,
          classGoal: classGoal(state),
          mostImproved: null,
        },
  };
}
