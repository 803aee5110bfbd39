import type { AnswerOutcome } from '../check-answer';
import type { Question } from '../question';
import type { GameSettings } from '../settings';
import { type LearnerAnswer, type LearnerModel, learnAnswer } from './learner-model';
import { levelQuestion, placementQuestions, planLevelGame, type Slot } from './level-questions';
import { skillOf } from './skills';

/**
 * A Student Game played by level: its places, the questions asked so far and the learner model
 * as it stands after this game's answers. Each question is made when it is reached, from the
 * model of that moment, so a promotion or a remediation set acts on the very next question.
 * JSON-serializable: a saved game comes back exactly.
 */
export type LevelGame = {
  kind: 'level' | 'placement';
  seed: number;
  slots: Slot[];
  /** The model when the game began (the results compare it with `model`). */
  startModel: LearnerModel;
  model: LearnerModel;
  questions: Question[];
};

/** Questions in a placement check. */
export const PLACEMENT_LENGTH = 6;

/** A new game by level (or the placement check) with its first question ready. */
export function startLevelGame(input: {
  model: LearnerModel;
  seed: number;
  settings: GameSettings;
  placement?: boolean;
  count?: number;
}): LevelGame {
  const { model, seed, settings } = input;
  if (input.placement) {
    return {
      kind: 'placement',
      seed,
      slots: [],
      startModel: model,
      model,
      questions: placementQuestions(seed, settings),
    };
  }
  const slots = planLevelGame(model, seed, input.count);
  const first = levelQuestion({ model, seed, slot: slots[0] as Slot, previous: [], settings });
  return { kind: 'level', seed, slots, startModel: model, model, questions: [first] };
}

/** How many questions the game has in all. */
export function levelGameLength(game: LevelGame): number {
  return game.kind === 'placement' ? game.questions.length : game.slots.length;
}

/** The answer as the learner model reads it: right or wrong, its tag, and what was asked. */
export function learnerAnswerOf(
  question: Question,
  outcome: Pick<AnswerOutcome, 'correct' | 'tag'>,
  answeredAt: number,
): LearnerAnswer {
  return {
    correct: outcome.correct,
    tag: outcome.correct ? null : outcome.tag,
    answeredAt,
    questionType: question.type,
    skill: skillOf(question.type, question.correctAnswer, question.hourMode === '24h').skill,
    level: question.level ?? null,
    purpose: question.purpose ?? null,
  };
}

/**
 * The game after an answer to its latest question: the model learns it, and the next question
 * (if any) is made from the new model.
 */
export function answerLevelGame(
  game: LevelGame,
  answer: LearnerAnswer,
  settings: GameSettings,
): LevelGame {
  const model = learnAnswer(game.model, answer);
  const asked = game.questions.length;
  if (game.kind === 'placement' || asked >= game.slots.length) return { ...game, model };
  const next = levelQuestion({
    model,
    seed: game.seed,
    slot: game.slots[asked] as Slot,
    previous: game.questions,
    settings,
  });
  return { ...game, model, questions: [...game.questions, next] };
}
