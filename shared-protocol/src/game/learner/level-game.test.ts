import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seedArb } from '../../testing/game-arbitraries';
import { MISCONCEPTION_TAGS, MisconceptionTag } from '../misconceptions';
import type { Question } from '../question';
import { questionSchema } from '../question-schema';
import { DEFAULT_GAME_SETTINGS } from '../settings';
import { emptyLearner, type LearnerModel } from './learner-model';
import {
  answerLevelGame,
  type LevelGame,
  learnerAnswerOf,
  levelGameLength,
  startLevelGame,
} from './level-game';
import { Purpose } from './purpose';

const settings = DEFAULT_GAME_SETTINGS;
const START = 1_750_000_000_000;
const ALL_HELPERS = { hourNumerals: true, minuteLabels: true, hourZones: true };

const atLevel = (level: number, more: Partial<LearnerModel> = {}): LearnerModel => ({
  ...emptyLearner(),
  level,
  highestLevel: level,
  ...more,
});

const latest = (game: LevelGame): Question => game.questions[game.questions.length - 1] as Question;

/** Answers the game's latest question with the given outcome. */
function answer(game: LevelGame, correct: boolean, tag: MisconceptionTag | null = null): LevelGame {
  const at = START + game.questions.length * 1000 + game.model.answers * 10;
  return answerLevelGame(game, learnerAnswerOf(latest(game), { correct, tag }, at), settings);
}

describe('a game by level', () => {
  it('When a named tag is answered twice in the last 3, then the very next question is a remediation question for it with every helper on, for 3 questions', () => {
    for (let seed = 0; seed < 30; seed++) {
      let game = startLevelGame({ model: atLevel(3), seed, settings });
      game = answer(game, false, MisconceptionTag.nextHour);
      game = answer(game, true);
      expect(latest(game).purpose).not.toBe(Purpose.remediation);
      game = answer(game, false, MisconceptionTag.nextHour);
      expect(game.model.remediation).toEqual({ tag: MisconceptionTag.nextHour, remaining: 3 });
      const set: Question[] = [];
      for (let i = 0; i < 3; i++) {
        const q = latest(game);
        set.push(q);
        expect(q.purpose).toBe(Purpose.remediation);
        expect(q.face).toEqual(ALL_HELPERS);
        // next_hour shows from half past on: the set asks those times.
        const time = q.type === 'set_time' ? q.metadata.targetTime : q.correctAnswer;
        expect(time.minute).toBe(30);
        game = answer(game, i > 0);
      }
      expect(game.model.remediation).toBeNull();
      expect(set[2]?.type).toBe('set_time');
      // The game goes on with its own places.
      expect(latest(game).purpose).not.toBe(Purpose.remediation);
      expect(game.questions).toHaveLength(7);
    }
  });

  it('When a game ends during a remediation set, then the next game opens with the rest of the set', () => {
    let game = startLevelGame({ model: atLevel(2), seed: 5, settings });
    while (game.questions.length < levelGameLength(game) - 1) game = answer(game, true);
    game = answer(game, false, MisconceptionTag.handsSwapped);
    game = answer(game, false, MisconceptionTag.handsSwapped);
    expect(game.questions).toHaveLength(10);
    expect(game.model.remediation).toEqual({ tag: MisconceptionTag.handsSwapped, remaining: 3 });
    const next = startLevelGame({ model: game.model, seed: 6, settings });
    expect(next.questions[0]).toMatchObject({ purpose: Purpose.remediation, face: ALL_HELPERS });
  });

  it('When a child is promoted in the middle of a game, then the next question is of the new level', () => {
    let game = startLevelGame({ model: atLevel(1), seed: 11, settings });
    while (game.model.level === 1) game = answer(game, true);
    expect(game.model.level).toBe(2);
    expect(game.questions.length).toBeLessThan(10);
    expect(latest(game)).toMatchObject({ level: 2, purpose: Purpose.level });
  });

  // Fails with level-questions.ts as committed (1314c6f): a game planned at level 2 has review
  // places; if the child steps back to level 1 during it, the next review place asks
  // reviewLevel() for a level below 1, gets undefined and throws "Cannot read properties of
  // undefined (reading 'difficulty')". The learning bench hit it with the hands-swapper.
  // Proposed fix: in levelQuestion, take a review place as the level's own when model.level is 1
  // (`slot.purpose === Purpose.review && model.level > 1 ? reviewLevel(...) : ...`, and mark
  // the question Purpose.level).
  it('When the child steps back to level 1 during a game that has review places, then the game goes on at level 1', () => {
    const shaky = atLevel(2, {
      remediationsAtLevel: 2,
      window: Array.from({ length: 9 }, () => ({
        correct: false,
        tag: MisconceptionTag.unclassified,
        set: false,
      })),
    });
    let seed = 0;
    while (startLevelGame({ model: shaky, seed, settings }).slots[1]?.purpose !== Purpose.review) {
      seed++;
    }
    const game = startLevelGame({ model: shaky, seed, settings });
    const after = answer(game, false, MisconceptionTag.unclassified);
    expect(after.model.level).toBe(1);
    expect(latest(after).level).toBe(1);
    expect(latest(after).purpose).not.toBe(Purpose.review);
  });

  it('When a child answers anything at all for several games, then every question is valid and of a level the child could be at', () => {
    const outcomeArb = fc.record({
      correct: fc.boolean(),
      tag: fc.constantFrom(...MISCONCEPTION_TAGS),
    });
    fc.assert(
      fc.property(
        seedArb,
        fc.integer({ min: 1, max: 12 }),
        fc.array(outcomeArb, { minLength: 30, maxLength: 30 }),
        (seed, level, outcomes) => {
          let model = atLevel(level);
          let k = 0;
          for (let g = 0; g < 3; g++) {
            let game = startLevelGame({ model, seed: seed + g, settings });
            for (let i = 0; i < levelGameLength(game); i++) {
              const q = latest(game);
              expect(questionSchema.parse(q)).toEqual(q);
              if (q.purpose === Purpose.review) expect(q.level).toBeLessThan(game.model.level);
              else expect(q.level).toBe(game.model.level);
              const o = outcomes[k++ % outcomes.length] ?? { correct: true, tag: null };
              game = answer(game, o.correct, o.correct ? null : o.tag);
            }
            model = game.model;
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});
