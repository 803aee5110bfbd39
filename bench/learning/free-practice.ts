import { evaluateAnswer } from '@ttc/shared-protocol/game/check-answer';
import { generateQuestions } from '@ttc/shared-protocol/game/generate-questions';
import { MisconceptionTag } from '@ttc/shared-protocol/game/misconceptions';
import { createRng, deriveSeed } from '@ttc/shared-protocol/game/random';
import { DEFAULT_GAME_SETTINGS } from '@ttc/shared-protocol/game/settings';
import type { SimulatedChild } from './children';
import { offersOrTargets } from './simulate';

/**
 * The level rule the product had before issue 13: a level was total points (100 per right
 * answer) past these thresholds (levels 1-12), whatever was asked.
 */
export const POINTS_PER_RIGHT = 100;
export const POINT_THRESHOLDS = [
  0, 300, 700, 1200, 1800, 2500, 3300, 4200, 5200, 6300, 7500, 9000,
] as const;

export function levelByPoints(points: number): number {
  return POINT_THRESHOLDS.filter((t) => points >= t).length;
}

/** One simulated child's run of the old free-practice game (the baseline). */
export type FreeRun = {
  child: string;
  /** The level by points after each game (index 0 = after game 1). */
  levelAfterGame: number[];
  /** Share of questions offering the hands-swapped option, per game. */
  handsSwappedShareByGame: number[];
  /** Share of questions offering the child's own misconception, per game (none: empty). */
  ownShareByGame: number[];
  /** Share of answers right over all games. */
  rightShare: number;
};

/**
 * Plays `games` games of the free-practice game the product had before (generateQuestions with
 * DEFAULT_GAME_SETTINGS: 5-minute multiple choice, the same whoever plays) and scores them with
 * the old points rule. The child answers with the same habits as when playing by level.
 */
export function simulateFreePractice(child: SimulatedChild, games: number, seed: number): FreeRun {
  const rng = createRng(deriveSeed(seed, child.id, 'free'));
  const run: FreeRun = {
    child: child.id,
    levelAfterGame: [],
    handsSwappedShareByGame: [],
    ownShareByGame: [],
    rightShare: 0,
  };
  let points = 0;
  let right = 0;
  let asked = 0;
  for (let g = 1; g <= games; g++) {
    const questions = generateQuestions(
      deriveSeed(seed, child.id, 'free', g),
      DEFAULT_GAME_SETTINGS,
    );
    let swapped = 0;
    let own = 0;
    for (const question of questions) {
      if (offersOrTargets(question, MisconceptionTag.handsSwapped, null)) swapped++;
      if (child.own && offersOrTargets(question, child.own, null)) own++;
      const { correct } = evaluateAnswer(question, child.answer(question, rng));
      asked++;
      if (correct) {
        right++;
        points += POINTS_PER_RIGHT;
      }
    }
    run.levelAfterGame.push(levelByPoints(points));
    run.handsSwappedShareByGame.push(swapped / questions.length);
    if (child.own) run.ownShareByGame.push(own / questions.length);
  }
  run.rightShare = asked > 0 ? right / asked : 0;
  return run;
}
