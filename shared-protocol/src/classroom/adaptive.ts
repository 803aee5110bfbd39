import { emptyLearner, type LearnerModel } from '../game/learner/learner-model';
import { levelQuestion } from '../game/learner/level-questions';
import { Purpose } from '../game/learner/purpose';
import { skillOf } from '../game/learner/skills';
import { levelDefinition, TOP_LEVEL } from '../game/levels';
import type { Question } from '../game/question';
import { deriveSeed } from '../game/random';
import { gameSettingsFor, type SessionOptions } from './options';
import { rosterChild } from './roster';
import { own, type Player, type RoomState } from './state';

/**
 * Each child at their own level (issue 15, session option `adaptive`, rule R42).
 *
 * Every seat of an adaptive room plays at a level (1-12): the roster child's level (the API works
 * it out from the child's stored answers with the learner model), else the level the device sent
 * with its join (from its own learner model, or the level the child picked), else 1.
 *
 * Every question index has one question per level in play, made with the learner module's level
 * question maker from the round's seed, the level and the index alone: the same seed always gives
 * the same questions, whichever other levels are in the room and whenever a level first appears
 * (a seat of a new level joining mid-round gets the same questions it would have had at the
 * start). Each question follows the class question's kind where the level allows it: set the
 * clock when the class sets the clock, the class's reading type when the level has it, else the
 * level's own reading type. The board keeps the class question; each tablet gets its own.
 *
 * Scoring (normalised per level, so the podium stays fair): a right answer is worth the same
 * POINTS_PER_CORRECT at every level, judged against the seat's own question. A child at level 2
 * and a child at level 9 who both answer their own question right both earn 100 points; the
 * podium compares how often each child was right at their own level, and speed (total answer
 * time) only breaks ties, as in every room.
 */

/** Whether a value is a level number (1-12). */
export function isLevel(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= TOP_LEVEL;
}

/** The level a new seat plays at in an adaptive room (undefined in other rooms). */
export function joinLevel(
  state: RoomState,
  childId: string | undefined,
  sent: unknown,
): number | undefined {
  if (!state.options.adaptive) return undefined;
  const rosterLevel = childId === undefined ? undefined : rosterChild(state, childId)?.level;
  if (isLevel(rosterLevel)) return rosterLevel;
  if (isLevel(sent)) return sent;
  return 1;
}

/** A learner at `level` with no history: the level's own questions, no remediation. */
function learnerAt(level: number): LearnerModel {
  return { ...emptyLearner(), level, highestLevel: level };
}

/**
 * The round's questions at `level`: one per class question, deterministic in (seed, level, the
 * class questions' kinds). O(questions).
 */
export function makeLevelQuestions(
  seed: number,
  level: number,
  classQuestions: readonly Question[],
  options: SessionOptions,
): Question[] {
  const model = learnerAt(level);
  const settings = gameSettingsFor(options);
  const levelSeed = deriveSeed(seed, 'live-level', level);
  const made: Question[] = [];
  for (const classQuestion of classQuestions) {
    const set = classQuestion.type === 'set_time';
    made.push(
      levelQuestion({
        model,
        seed: levelSeed,
        slot: { purpose: Purpose.level, set },
        previous: made,
        settings,
        ...(set ? {} : { prefer: classQuestion.type }),
      }),
    );
  }
  return made;
}

/** Makes the round's questions at `level` if the round has started and they are not there yet. */
export function ensureLevelQuestions(state: RoomState, level: number): void {
  if (!state.options.adaptive || state.seed === undefined || state.questions.length === 0) return;
  const byLevel = state.levelQuestions ?? {};
  state.levelQuestions = byLevel;
  const key = String(level);
  if (own(byLevel, key) !== undefined) return;
  byLevel[key] = makeLevelQuestions(state.seed, level, state.questions, state.options);
}

/** At the start: the level questions of every level an active seat plays at. */
export function makeRoundLevelQuestions(state: RoomState): void {
  if (!state.options.adaptive) return;
  state.levelQuestions = {};
  const levels = new Set<number>();
  for (const player of Object.values(state.players)) {
    if (player.status === 'active' && player.level !== undefined) levels.add(player.level);
  }
  for (const level of [...levels].sort((a, b) => a - b)) ensureLevelQuestions(state, level);
}

/** The seat's own question at `index`: its level's question in an adaptive room, else the class's. */
export function seatQuestion(
  state: RoomState,
  player: Pick<Player, 'level'>,
  index: number,
): Question | undefined {
  if (state.options.adaptive && player.level !== undefined && state.levelQuestions) {
    const ownQuestion = own(state.levelQuestions, String(player.level))?.[index];
    if (ownQuestion) return ownQuestion;
  }
  return state.questions[index];
}

/** The skill a question exercises, with its level's clock (24-hour at level 10). */
export function questionSkill(question: Question) {
  const use24Hour = question.level !== undefined && levelDefinition(question.level).use24Hour;
  return skillOf(question.type, question.correctAnswer, use24Hour).skill;
}
