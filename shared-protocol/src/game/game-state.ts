import { z } from 'zod';
import { type AnswerOutcome, evaluateAnswer } from './check-answer';
import { misconceptionTagSchema } from './misconception-schema';
import { type Answer, QUESTIONS_PER_GAME, type Question } from './question';
import { answerSchema } from './question-schema';
import { toSeed } from './random';
import { pointsFor, type ResultsEntry, resultsEntry } from './score';
import { questionTypeSchema } from './settings-schema';

/** Lives in the playground variant (spec section 9); the Student Game does not take them away. */
export const DEFAULT_LIVES = 3;
/** The default player name (spec section 9). */
export const DEFAULT_STUDENT_NAME = 'Student';

/** One answer as the game records it. */
export const recordedAnswerSchema = z
  .object({
    questionId: z.number().int().min(1),
    type: questionTypeSchema,
    answer: answerSchema,
    correct: z.boolean(),
    /** The misconception of a wrong answer (first match); null when correct. */
    tag: /* @__PURE__ */ misconceptionTagSchema.nullable(),
    /** Every matching misconception; empty when correct. */
    matches: z.array(misconceptionTagSchema),
    points: z.number().int().min(0),
    /** ms since the epoch. */
    answeredAt: z.number().int().min(0),
  })
  .strict();
export type RecordedAnswer = z.infer<typeof recordedAnswerSchema>;

/**
 * The solo Student Game state (spec section 3 "Game state"), plus the seed the questions come
 * from and the recorded answers, so that a saved game (guest progress) can be restored exactly.
 */
export const gameStateSchema = z
  .object({
    seed: z.number().int().min(0).max(0xffffffff),
    sessionCode: z.string().nullable(),
    studentName: z.string(),
    /** Index (0-based) of the question being shown. */
    currentQuestion: z.number().int().min(0),
    score: z.number().int().min(0),
    lives: z.number().int().min(0),
    questionsAnswered: z.number().int().min(0),
    correctAnswers: z.number().int().min(0),
    totalQuestions: z.number().int().min(1),
    /** Place on a leaderboard, when there is one. */
    position: z.number().int().min(1).nullable(),
    isComplete: z.boolean(),
    answers: z.array(recordedAnswerSchema),
  })
  .strict();
export type GameState = z.infer<typeof gameStateSchema>;

/** A fresh game: question 1 of 10, no score. */
export function createGameState(input: {
  seed: number;
  studentName?: string;
  sessionCode?: string | null;
  totalQuestions?: number;
}): GameState {
  return {
    seed: toSeed(input.seed),
    sessionCode: input.sessionCode ?? null,
    studentName: input.studentName ?? DEFAULT_STUDENT_NAME,
    currentQuestion: 0,
    score: 0,
    lives: DEFAULT_LIVES,
    questionsAnswered: 0,
    correctAnswers: 0,
    totalQuestions: input.totalQuestions ?? QUESTIONS_PER_GAME,
    position: null,
    isComplete: false,
    answers: [],
  };
}

/** Why an answer was not applied. */
export const ApplyAnswerError = {
  /** All questions are answered. */
  gameComplete: 'game_complete',
  /** The current question already has its answer (answers are locked after a submit). */
  alreadyAnswered: 'already_answered',
  /** The question is not the current one. */
  wrongQuestion: 'wrong_question',
} as const;
export type ApplyAnswerError = (typeof ApplyAnswerError)[keyof typeof ApplyAnswerError];

export type ApplyAnswerResult =
  | { ok: true; state: GameState; outcome: AnswerOutcome & { points: number } }
  | { ok: false; error: ApplyAnswerError };

/**
 * Records the answer to the current question: checks it (spec section 5), names the
 * misconception of a wrong one, adds 100 points when correct, and completes the game after the
 * last question. Does not move on: `nextQuestion` does that when the player continues.
 */
export function applyAnswer(
  state: GameState,
  question: Question,
  answer: Answer,
  now: number,
): ApplyAnswerResult {
  if (state.isComplete) return { ok: false, error: ApplyAnswerError.gameComplete };
  if (question.id !== state.currentQuestion + 1) {
    return { ok: false, error: ApplyAnswerError.wrongQuestion };
  }
  if (state.questionsAnswered > state.currentQuestion) {
    return { ok: false, error: ApplyAnswerError.alreadyAnswered };
  }
  const outcome = evaluateAnswer(question, answer);
  const points = pointsFor(outcome.correct);
  const questionsAnswered = state.questionsAnswered + 1;
  const recorded: RecordedAnswer = {
    questionId: question.id,
    type: question.type,
    answer,
    correct: outcome.correct,
    tag: outcome.tag,
    matches: outcome.matches,
    points,
    answeredAt: Math.max(0, Math.trunc(now)),
  };
  return {
    ok: true,
    outcome: { ...outcome, points },
    state: {
      ...state,
      score: state.score + points,
      questionsAnswered,
      correctAnswers: state.correctAnswers + (outcome.correct ? 1 : 0),
      isComplete: questionsAnswered >= state.totalQuestions,
      answers: [...state.answers, recorded],
    },
  };
}

/** Moves to the next question once the current one is answered (the Continue button). */
export function nextQuestion(state: GameState): GameState {
  const answered = state.questionsAnswered > state.currentQuestion;
  const last = state.currentQuestion >= state.totalQuestions - 1;
  if (!answered || last) return state;
  return { ...state, currentQuestion: state.currentQuestion + 1 };
}

/** The results entry of a finished (or running) solo game. */
export function gameResultsEntry(state: GameState, avatar: string): ResultsEntry {
  return resultsEntry({
    name: state.studentName,
    score: state.score,
    total: state.totalQuestions,
    avatar,
    position: state.position ?? 1,
  });
}
