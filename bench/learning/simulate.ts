import { evaluateAnswer } from '@ttc/shared-protocol/game/check-answer';
import { emptyLearner, type LearnerModel } from '@ttc/shared-protocol/game/learner/learner-model';
import {
  answerLevelGame,
  learnerAnswerOf,
  levelGameLength,
  startLevelGame,
} from '@ttc/shared-protocol/game/learner/level-game';
import { Purpose } from '@ttc/shared-protocol/game/learner/purpose';
import type { MisconceptionTag } from '@ttc/shared-protocol/game/misconceptions';
import type { Question } from '@ttc/shared-protocol/game/question';
import { createRng, deriveSeed } from '@ttc/shared-protocol/game/random';
import { DEFAULT_GAME_SETTINGS } from '@ttc/shared-protocol/game/settings';
import type { SimulatedChild } from './children';

/** One simulated child's run of games by level. */
export type ChildRun = {
  child: string;
  /** The level at the end of each game (index 0 = after game 1). */
  levelAfterGame: number[];
  /** The first game (1-based) after which each level was reached; level 1 is game 0. */
  gameReached: Record<number, number>;
  /** Question types met, in the order first met. */
  typesMet: string[];
  /** The game (1-based) in which each question type was first met. */
  typeFirstGame: Record<string, number>;
  /** Share of questions offering or targeting the child's own misconception, per game. */
  ownShareByGame: number[];
  /** Share of questions offering the hands-swapped option, per game. */
  handsSwappedShareByGame: number[];
  remediationSets: number;
  final: LearnerModel;
};

/** Whether a question offers `tag` as an option or is a remediation question for it. */
export function offersOrTargets(
  question: Question,
  tag: MisconceptionTag,
  remediating: MisconceptionTag | null,
): boolean {
  if (question.purpose === Purpose.remediation && remediating === tag) return true;
  if (question.type === 'set_time') return false;
  return question.choices.some((c) => c.tag === tag);
}

/** Plays `games` games by level as `child` from a new learner, every step seeded from `seed`. */
export function simulateChild(child: SimulatedChild, games: number, seed: number): ChildRun {
  const rng = createRng(deriveSeed(seed, child.id));
  let model = emptyLearner();
  let clock = 1_700_000_000_000;
  const run: ChildRun = {
    child: child.id,
    levelAfterGame: [],
    gameReached: { 1: 0 },
    typesMet: [],
    typeFirstGame: {},
    ownShareByGame: [],
    handsSwappedShareByGame: [],
    remediationSets: 0,
    final: model,
  };
  for (let g = 1; g <= games; g++) {
    let game = startLevelGame({
      model,
      seed: deriveSeed(seed, child.id, g),
      settings: DEFAULT_GAME_SETTINGS,
    });
    let own = 0;
    let swapped = 0;
    for (let i = 0; i < levelGameLength(game); i++) {
      const question = game.questions[i] as Question;
      if (!run.typesMet.includes(question.type)) {
        run.typesMet.push(question.type);
        run.typeFirstGame[question.type] = g;
      }
      const remediating = game.model.remediation?.tag ?? null;
      if (child.own && offersOrTargets(question, child.own, remediating)) own++;
      if (offersOrTargets(question, 'hands_swapped', remediating)) swapped++;
      const outcome = evaluateAnswer(question, child.answer(question, rng));
      clock += 20_000;
      const before = game.model;
      game = answerLevelGame(
        game,
        learnerAnswerOf(question, outcome, clock),
        DEFAULT_GAME_SETTINGS,
      );
      if (!before.remediation && game.model.remediation) run.remediationSets++;
      const level = game.model.level;
      if (run.gameReached[level] === undefined) run.gameReached[level] = g;
    }
    model = game.model;
    run.levelAfterGame.push(model.level);
    run.ownShareByGame.push(own / levelGameLength(game));
    run.handsSwappedShareByGame.push(swapped / levelGameLength(game));
  }
  run.final = model;
  return run;
}
