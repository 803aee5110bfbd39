import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seedArb } from '../../testing/game-arbitraries';
import { LEVELS, levelDefinition, SetHands } from '../levels';
import { MisconceptionTag } from '../misconceptions';
import type { Question } from '../question';
import { questionSchema } from '../question-schema';
import { DEFAULT_GAME_SETTINGS, QuestionType } from '../settings';
import { emptyLearner, type LearnerModel } from './learner-model';
import {
  levelQuestion,
  placementQuestions,
  planLevelGame,
  REVIEWS_PER_GAME,
  type Slot,
} from './level-questions';
import { Purpose } from './purpose';

const settings = DEFAULT_GAME_SETTINGS;
const levelArb = fc.integer({ min: 1, max: 12 });

const atLevel = (level: number, more: Partial<LearnerModel> = {}): LearnerModel => ({
  ...emptyLearner(),
  level,
  highestLevel: level,
  ...more,
});

/** A whole game of 10 by level, each question made from the same model (no answers given). */
function wholeGame(model: LearnerModel, seed: number): Question[] {
  const questions: Question[] = [];
  for (const slot of planLevelGame(model, seed)) {
    questions.push(levelQuestion({ model, seed, slot, previous: questions, settings }));
  }
  return questions;
}

/** The face time a question is about (its target, for set-the-clock). */
const minuteOf = (q: Question): number =>
  q.type === 'set_time' ? q.metadata.targetTime.minute : q.correctAnswer.minute;

describe('review mix (planLevelGame)', () => {
  it('When a game by level is planned, then it has 10 places: exactly 2 reviews from level 2 on, none at level 1, never first', () => {
    fc.assert(
      fc.property(levelArb, seedArb, (level, seed) => {
        const slots = planLevelGame(atLevel(level), seed);
        expect(slots).toHaveLength(10);
        const reviews = slots.filter((s) => s.purpose === Purpose.review).length;
        expect(reviews).toBe(level === 1 ? 0 : REVIEWS_PER_GAME);
        expect(reviews / slots.length).toBe(level === 1 ? 0 : 0.2);
        expect(slots[0]?.purpose).toBe(Purpose.level);
        // Set-the-clock places are the level's own: 3 where the level teaches setting, else 2.
        const sets = slots.filter((s) => s.set);
        expect(sets.every((s) => s.purpose === Purpose.level)).toBe(true);
        expect(sets).toHaveLength(levelDefinition(level).teachesSetting ? 3 : 2);
      }),
      { numRuns: 500 },
    );
  });

  it('When planned twice from the same seed, then the plan is the same; other seeds move the reviews around', () => {
    const model = atLevel(6);
    expect(planLevelGame(model, 42)).toEqual(planLevelGame(model, 42));
    const places = new Set<number>();
    for (let seed = 0; seed < 200; seed++) {
      planLevelGame(model, seed).forEach((s, i) => {
        if (s.purpose === Purpose.review) places.add(i);
      });
    }
    // Reviews land anywhere but the first place.
    expect([...places].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it("When a review question is made, then it comes from a lower level only, with that level's own times and face", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 12 }), seedArb, (level, seed) => {
        const game = wholeGame(atLevel(level), seed);
        const reviews = game.filter((q) => q.purpose === Purpose.review);
        expect(reviews).toHaveLength(2);
        for (const q of reviews) {
          const from = levelDefinition(q.level ?? 0);
          expect(from.level).toBeLessThan(level);
          expect(q.face).toEqual(from.face);
          expect(q.type).not.toBe('set_time');
          expect(q.type).not.toBe('elapsed_time');
          expect(from.minutes).toContain(minuteOf(q));
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('level questions (levelQuestion)', () => {
  it("When a level's own question is made, then it uses that level's minutes, types and face, and is a valid question", () => {
    for (const level of LEVELS) {
      for (let seed = 0; seed < 25; seed++) {
        const own = wholeGame(atLevel(level.level), seed).filter(
          (q) => q.purpose === Purpose.level,
        );
        for (const q of own) {
          expect(questionSchema.parse(q)).toEqual(q);
          expect(q.level).toBe(level.level);
          expect(q.face).toEqual(level.face);
          expect([...level.questionTypes, QuestionType.setTime]).toContain(q.type);
          if (q.type !== 'elapsed_time') expect(level.minutes).toContain(minuteOf(q));
        }
        // Every reading type of the level is asked in a game.
        for (const type of level.questionTypes) expect(own.map((q) => q.type)).toContain(type);
      }
    }
  });

  it('When the child sets the clock, then level 1 turns the hour hand only, levels 2-6 place both hands, 7 and up are geared', () => {
    const expected = (level: number): SetHands =>
      level === 1 ? SetHands.hourOnly : level <= 6 ? SetHands.independent : SetHands.geared;
    for (const level of LEVELS) {
      for (let seed = 0; seed < 30; seed++) {
        const sets = wholeGame(atLevel(level.level), seed).filter((q) => q.type === 'set_time');
        expect(sets.length).toBeGreaterThanOrEqual(2);
        for (const q of sets) {
          if (q.type !== 'set_time') continue;
          expect(q.metadata.hands).toBe(expected(level.level));
          // Level 1 times are o'clock: the minute hand stays on the 12.
          if (level.level === 1) expect(q.metadata.targetTime.minute).toBe(0);
        }
      }
    }
  });

  it('When any level is played, then 24-hour times come only from level 10, and elapsed time only at level 12 (reviews never)', () => {
    fc.assert(
      fc.property(levelArb, seedArb, (level, seed) => {
        for (const q of wholeGame(atLevel(level), seed)) {
          expect(q.hourMode === '24h').toBe(q.level === 10);
          if (q.type === 'elapsed_time') {
            expect(level).toBe(12);
            expect(q.purpose).toBe(Purpose.level);
          }
        }
      }),
      { numRuns: 300 },
    );
    // And level 12 does ask them.
    const top = wholeGame(atLevel(12), 7).filter((q) => q.purpose === Purpose.level);
    expect(top.some((q) => q.type === 'elapsed_time')).toBe(true);
  });

  it('When made twice from the same inputs, then the question is the same', () => {
    const model = atLevel(8);
    expect(wholeGame(model, 99)).toEqual(wholeGame(model, 99));
    expect(wholeGame(model, 99)).not.toEqual(wholeGame(model, 100));
  });

  it('When a remediation set is under way, then every question is for it, with all helpers on, and the third sets the clock', () => {
    const slot: Slot = { purpose: Purpose.level, set: false };
    for (let seed = 0; seed < 40; seed++) {
      const questions: Question[] = [];
      for (const remaining of [3, 2, 1]) {
        const model = atLevel(4, {
          remediation: { tag: MisconceptionTag.handsSwapped, remaining },
        });
        questions.push(levelQuestion({ model, seed, slot, previous: questions, settings }));
      }
      for (const q of questions) {
        expect(q.purpose).toBe(Purpose.remediation);
        expect(q.level).toBe(4);
        expect(q.face).toEqual({ hourNumerals: true, minuteLabels: true, hourZones: true });
      }
      expect(questions.map((q) => q.type)).toEqual([
        'multiple_choice',
        'multiple_choice',
        'set_time',
      ]);
      const set = questions[2];
      // Hands swapped is an hour-hand mistake: at level 4 the child places the hour hand itself.
      if (set?.type === 'set_time') expect(set.metadata.hands).toBe(SetHands.independent);
    }
  });
});

describe('remediation aimed at the tag', () => {
  it("When a remediation set is for a child's mistake, then its readings offer that mistake as an option", () => {
    const cases: [number, MisconceptionTag][] = [
      [2, MisconceptionTag.handsSwapped],
      [3, MisconceptionTag.nextHour],
      [5, MisconceptionTag.pastToReversed],
      [7, MisconceptionTag.numeralAsMinutes],
      [11, MisconceptionTag.tickMiscount],
    ];
    const slot: Slot = { purpose: Purpose.level, set: false };
    for (const [level, tag] of cases) {
      let readings = 0;
      let offered = 0;
      for (let seed = 0; seed < 150; seed++) {
        for (const remaining of [3, 2]) {
          const model = atLevel(level, { remediation: { tag, remaining } });
          const q = levelQuestion({ model, seed, slot, previous: [], settings });
          if (q.type !== 'multiple_choice') continue;
          readings++;
          if (q.choices.some((c) => c.tag === tag)) offered++;
        }
      }
      expect(readings).toBe(300);
      expect(offered / readings).toBeGreaterThanOrEqual(0.95);
    }
  });
});

describe('distractor weighting seen from the outside', () => {
  /** Share of a level's own reading questions over many seeds that offer a `tag` option. */
  function offeredShare(model: LearnerModel, tag: MisconceptionTag, seeds = 400): number {
    let asked = 0;
    let offered = 0;
    const slot: Slot = { purpose: Purpose.level, set: false };
    for (let seed = 0; seed < seeds; seed++) {
      const q = levelQuestion({ model, seed, slot, previous: [], settings });
      if (q.type !== 'multiple_choice' && q.type !== 'read_time') continue;
      asked++;
      if (q.choices.some((c) => c.tag === tag)) offered++;
    }
    return offered / asked;
  }

  // Needs the weighted distractor builder (time-choices.ts with rng/levelTags/tagWeights, the
  // other helper's change for issue 13). With the fixed-menu builder of commit 63936dc the
  // options ignore the child, both shares are equal (about 91 %) and this test fails.
  it("When most of a child's recent answers are hands swapped, then hands-swapped options are offered far more often than to a new child", () => {
    const swapper = (level: number): LearnerModel =>
      atLevel(level, {
        recent: Array.from({ length: 20 }, (_, i) =>
          i % 5 === 0 ? null : MisconceptionTag.handsSwapped,
        ),
      });
    // Levels whose own focus is not the hands: there a new child rarely meets that option.
    for (const level of [6, 8, 10]) {
      const fresh = offeredShare(atLevel(level), MisconceptionTag.handsSwapped);
      const swapping = offeredShare(swapper(level), MisconceptionTag.handsSwapped);
      expect(swapping).toBeGreaterThan(fresh + 0.25);
      expect(swapping).toBeGreaterThan(0.5);
    }
  });
});

describe('placement check (placementQuestions)', () => {
  it('When a new child takes it, then it is six multiple-choice readings of growing difficulty, marked placement', () => {
    fc.assert(
      fc.property(seedArb, (seed) => {
        const questions = placementQuestions(seed, settings);
        expect(questions.map((q) => q.type)).toEqual(Array(6).fill('multiple_choice'));
        expect(questions.map(minuteOf)).toEqual([0, 30, 15, 45, 20, 40]);
        for (const q of questions) {
          expect(q.purpose).toBe(Purpose.placement);
          expect(q.hourMode).toBe('12h');
        }
      }),
      { numRuns: 100 },
    );
  });
});
