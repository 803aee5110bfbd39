import { formatTime } from '@ttc/shared-protocol/clock/format';
import type { MinuteStep } from '@ttc/shared-protocol/clock/snap';
import type { ClockTime } from '@ttc/shared-protocol/clock/time';
import { formattedCorrectAnswer, withHourMode } from '@ttc/shared-protocol/game/check-answer';
import {
  applyAnswer,
  createGameState,
  type GameState,
  nextQuestion,
} from '@ttc/shared-protocol/game/game-state';
import { generateQuestions } from '@ttc/shared-protocol/game/generate-questions';
import type { LearnerModel } from '@ttc/shared-protocol/game/learner/learner-model';
import {
  answerLevelGame,
  type LevelGame,
  learnerAnswerOf,
  levelGameLength,
  startLevelGame,
} from '@ttc/shared-protocol/game/learner/level-game';
import type { MisconceptionTag } from '@ttc/shared-protocol/game/misconceptions';
import type { Answer, Question } from '@ttc/shared-protocol/game/question';
import type { Difficulty, GameSettings } from '@ttc/shared-protocol/game/settings';
import type { AnswerRecord } from '../../../lib/guest-progress/answer-history';

/** How many different messages each feedback title has (spec section 8: 5 and 5). */
export const FEEDBACK_MESSAGES = 5;

/** The feedback dialog's content after a submit (spec section 4: state correct or incorrect). */
export type Feedback = {
  correct: boolean;
  /** Which of the 5 messages, 0-4 (picked at random by the caller). */
  messageIndex: number;
  tag: MisconceptionTag | null;
  answer: Answer;
  /** Playing by level: the level reached by this answer when it moved (up or one step back). */
  levelChange?: { from: number; to: number } | null;
  /** Playing by level: a remediation set for this tag starts with the next question. */
  remediation?: MisconceptionTag | null;
};

/**
 * The Student Game as the screen runs it (spec section 4, "per question"): the questions, the
 * domain's game state, the player's unsubmitted selection (or set clock) and the open feedback.
 * Every function here is pure; time and randomness come in as arguments.
 */
export type GameFlow = {
  questions: readonly Question[];
  game: GameState;
  /** The chosen option or the set clock, until it is submitted. */
  selection: Answer | null;
  /** Set after a submit, until Continue; answers are locked meanwhile. */
  feedback: Feedback | null;
  /** When the current question appeared (ms), for the response time. */
  shownAt: number;
  /**
   * Playing by level: the game's places, the learner model after its answers and the questions
   * made so far (each made when reached). Null in free practice; null with no questions while the
   * child's model is still loading (the waiting view shows).
   */
  levelGame: LevelGame | null;
};

/** Snapping of the draggable minute hand for a difficulty (the clock knows 1, 5, 15 and 30). */
export function clockStep(difficulty: Difficulty): MinuteStep {
  switch (difficulty) {
    case 'hour':
    case 'half':
      return 30;
    case '15':
      return 15;
    case '10':
    case '5':
      return 5;
    default:
      return 1;
  }
}

/**
 * A new game from a seed and the settings; or a restored game state with its questions. Playing
 * by level, the questions come from the learner model: without one yet (`learner` undefined) the
 * flow waits for `beginLevelGame`.
 */
export function startFlow(input: {
  seed: number;
  settings: GameSettings;
  now: number;
  studentName?: string;
  restored?: GameState;
  restoredLevelGame?: LevelGame | null;
  learner?: LearnerModel;
  placement?: boolean;
}): GameFlow {
  const restored = input.restored;
  if (restored && input.restoredLevelGame) {
    const game = restored.isComplete ? restored : nextQuestion(restored);
    return {
      questions: input.restoredLevelGame.questions,
      game,
      selection: null,
      feedback: null,
      shownAt: input.now,
      levelGame: input.restoredLevelGame,
    };
  }
  if (!restored && input.settings.playMode === 'by_level') {
    const waiting: GameFlow = {
      questions: [],
      game: createGameState({ seed: input.seed, studentName: input.studentName }),
      selection: null,
      feedback: null,
      shownAt: input.now,
      levelGame: null,
    };
    return input.learner
      ? beginLevelGame(waiting, input.learner, input.settings, input.now, input.placement)
      : waiting;
  }
  // A restored game saved between a submit and Continue moves on to its next question.
  const game = restored
    ? restored.isComplete
      ? restored
      : nextQuestion(restored)
    : createGameState({ seed: input.seed, studentName: input.studentName });
  return {
    questions: generateQuestions(game.seed, input.settings, game.totalQuestions),
    game,
    selection: null,
    feedback: null,
    shownAt: input.now,
    levelGame: null,
  };
}

/**
 * Starts the game by level once the child's learner model is known (or the placement check of a
 * new child), on the flow's seed and player name.
 */
export function beginLevelGame(
  flow: GameFlow,
  learner: LearnerModel,
  settings: GameSettings,
  now: number,
  placement = false,
): GameFlow {
  const levelGame = startLevelGame({ model: learner, seed: flow.game.seed, settings, placement });
  return {
    questions: levelGame.questions,
    game: createGameState({
      seed: flow.game.seed,
      studentName: flow.game.studentName,
      totalQuestions: levelGameLength(levelGame),
    }),
    selection: null,
    feedback: null,
    shownAt: now,
    levelGame,
  };
}

/** Whether the flow waits for the learner model before its first question. */
export function awaitsLearner(flow: GameFlow): boolean {
  return flow.levelGame === null && flow.questions.length === 0;
}

/** The question being shown, or undefined when there is none (the waiting view). */
export function currentQuestion(flow: GameFlow): Question | undefined {
  return flow.questions[flow.game.currentQuestion];
}

/** Whether the current question already has its answer (submitted). */
export function isAnswered(flow: GameFlow): boolean {
  return flow.game.questionsAnswered > flow.game.currentQuestion;
}

/** Whether the results view shows: every question answered and the last feedback closed. */
export function isFinished(flow: GameFlow): boolean {
  return flow.game.isComplete && flow.feedback === null;
}

/** The time the clock shows: the question's time, or where the player set it. */
export function shownClockTime(flow: GameFlow): ClockTime | null {
  const question = currentQuestion(flow);
  if (!question) return null;
  if (question.type === 'set_time' && flow.selection?.kind === 'clock') return flow.selection.time;
  return question.clockTime;
}

function locked(flow: GameFlow): boolean {
  return flow.feedback !== null || flow.game.isComplete || isAnswered(flow);
}

/** Chooses one option of a choice question (ignored when locked or not an option). */
export function selectChoice(flow: GameFlow, label: string): GameFlow {
  const question = currentQuestion(flow);
  if (!question || question.type === 'set_time' || locked(flow)) return flow;
  if (!question.options.includes(label)) return flow;
  return { ...flow, selection: { kind: 'choice', label } };
}

/** Records where the player set the clock on a set-the-clock question. */
export function setClock(flow: GameFlow, time: ClockTime, hourAngle?: number): GameFlow {
  const question = currentQuestion(flow);
  if (question?.type !== 'set_time' || locked(flow)) return flow;
  const clock = { hour: time.hour, minute: time.minute };
  return {
    ...flow,
    selection:
      hourAngle === undefined
        ? { kind: 'clock', time: clock }
        : { kind: 'clock', time: clock, hourAngle: Math.round(hourAngle * 10) / 10 },
  };
}

/**
 * Spec section 5: Submit is disabled until an answer is chosen or the clock is set, and after a
 * submit.
 */
export function canSubmit(flow: GameFlow): boolean {
  return flow.selection !== null && currentQuestion(flow) !== undefined && !locked(flow);
}

/** The correct answer as the game writes it: "3:15", "15:15" or "1 h 30 min". */
export function expectedLabel(question: Question): string {
  if (question.type === 'set_time') {
    const { targetTime, targetDayTime } = question.metadata;
    return formatTime(targetDayTime ?? targetTime, question.hourMode);
  }
  return formattedCorrectAnswer(question);
}

/**
 * Submits the selection: checks it with the domain (evaluateAnswer, through applyAnswer), opens
 * the feedback with message `messageIndex` and returns the answer to record. Null when Submit is
 * not allowed.
 */
export function submitAnswer(
  flow: GameFlow,
  now: number,
  messageIndex: number,
  settings?: GameSettings,
): { flow: GameFlow; record: AnswerRecord } | null {
  const question = currentQuestion(flow);
  if (!question || !flow.selection || !canSubmit(flow)) return null;
  const result = applyAnswer(flow.game, question, flow.selection, now);
  if (!result.ok) return null;
  const { outcome } = result;
  const index = Math.min(FEEDBACK_MESSAGES - 1, Math.max(0, Math.trunc(messageIndex)));
  const learned = learnerAnswerOf(question, outcome, Math.max(0, Math.trunc(now)));
  const before = flow.levelGame;
  const levelGame = before && settings ? answerLevelGame(before, learned, settings) : before;
  const from = before?.model.level ?? 0;
  const to = levelGame?.model.level ?? 0;
  const remediation =
    levelGame?.model.remediation && !before?.model.remediation
      ? levelGame.model.remediation.tag
      : null;
  return {
    flow: {
      ...flow,
      game: result.state,
      questions: levelGame ? levelGame.questions : flow.questions,
      levelGame,
      feedback: {
        correct: outcome.correct,
        messageIndex: index,
        tag: outcome.tag,
        answer: flow.selection,
        levelChange: from !== to ? { from, to } : null,
        remediation,
      },
    },
    record: {
      skill: learned.skill ?? undefined,
      level: learned.level ?? undefined,
      purpose: learned.purpose ?? undefined,
      questionId: question.id,
      type: question.type,
      difficulty: question.difficulty,
      answer: flow.selection,
      expected: expectedLabel(question),
      correct: outcome.correct,
      tag: outcome.tag,
      matches: outcome.matches,
      answeredAt: Math.max(0, Math.trunc(now)),
      responseMs: Math.max(0, Math.round(now - flow.shownAt)),
    },
  };
}

/** Continue (spec section 4): closes the feedback, moves to the next question, clears the choice. */
export function continueGame(flow: GameFlow, now: number): GameFlow {
  if (!flow.feedback) return flow;
  return {
    ...flow,
    game: nextQuestion(flow.game),
    selection: null,
    feedback: null,
    shownAt: now,
  };
}

/**
 * A settings change while playing (spec section 4: applied immediately). The questions not yet
 * answered follow it: other question types or difficulty give them anew from `freshSeed` (kept
 * as the game's seed, so saved progress brings back the same questions); the 24-hour switch
 * converts them (withHourMode); a language change shows word options in the new language. The
 * answered ones stay as they were.
 */
export function applySettings(
  flow: GameFlow,
  before: GameSettings,
  after: GameSettings,
  freshSeed: number,
): GameFlow {
  const from = flow.game.questionsAnswered;
  if (flow.levelGame) {
    // The level decides the times and types: only the words' language follows the settings.
    if (before.language === after.language) return flow;
    const questions = flow.questions.map((q, i) =>
      i >= from && q.type === 'read_time' ? { ...q, wordsLanguage: after.language } : q,
    );
    return { ...flow, questions, levelGame: { ...flow.levelGame, questions } };
  }
  const regenerate =
    before.difficulty !== after.difficulty ||
    before.questionTypes.join() !== after.questionTypes.join();
  let questions = flow.questions;
  let game = flow.game;
  if (regenerate) {
    const fresh = generateQuestions(freshSeed, after, game.totalQuestions);
    questions = [...questions.slice(0, from), ...fresh.slice(from)];
    game = { ...game, seed: freshSeed >>> 0 };
  } else if (before.use24Hour !== after.use24Hour || before.language !== after.language) {
    questions = questions.map((q, i) => {
      if (i < from) return q;
      const converted = withHourMode(q, after.use24Hour);
      return converted.type === 'read_time'
        ? { ...converted, wordsLanguage: after.language }
        : converted;
    });
  } else {
    return flow;
  }
  const next = questions[flow.game.currentQuestion];
  return { ...flow, questions, game, selection: keptSelection(flow.selection, next, regenerate) };
}

/** A selection survives a settings change while it still names an option of the same question. */
function keptSelection(
  selection: Answer | null,
  question: Question | undefined,
  regenerated: boolean,
): Answer | null {
  if (!selection || !question || regenerated) return null;
  if (selection.kind === 'clock') return question.type === 'set_time' ? selection : null;
  return question.type !== 'set_time' && question.options.includes(selection.label)
    ? selection
    : null;
}
