import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { statsAnswersArb } from '../testing/game-arbitraries';
import { emptyLearner } from './learner/learner-model';
import {
  accuracyPercent,
  countTags,
  deriveStats,
  localDay,
  streaks,
  userStatsSchema,
} from './stats';

const DAY = 86_400_000;
const NOW = Date.UTC(2025, 8, 10, 12, 0, 0);
const at = (offsetMs: number, correct: boolean) => ({ correct, answeredAt: NOW + offsetMs });

describe('deriveStats', () => {
  it('When nothing is answered, then level 1 and zeros, accuracy 0', () => {
    expect(deriveStats([], { now: NOW })).toEqual({
      level: 1,
      score: 0,
      currentLevelProgress: 0,
      maxLevelProgress: 8,
      learner: emptyLearner(),
      streak: 0,
      bestStreak: 0,
      totalCorrect: 0,
      totalIncorrect: 0,
      accuracy: 0,
      todayCorrect: 0,
      todayIncorrect: 0,
    });
  });

  it('When answers span days, then totals, streaks, accuracy and today come out right', () => {
    const answers = [
      at(-2 * DAY, true),
      at(-2 * DAY + 1, true),
      at(-2 * DAY + 2, true),
      at(-DAY, false),
      at(-60_000, true),
      at(-30_000, false),
      at(-20_000, true),
      at(-10_000, true),
    ];
    const stats = deriveStats(answers, { now: NOW });
    // Answers without a level are free practice: points are rewards, the level stays.
    expect(stats).toMatchObject({
      level: 1,
      score: 600,
      currentLevelProgress: 0,
      maxLevelProgress: 8,
      streak: 2,
      bestStreak: 3,
      totalCorrect: 6,
      totalIncorrect: 2,
      accuracy: 75,
      todayCorrect: 3,
      todayIncorrect: 1,
    });
    expect(deriveStats([...answers].reverse(), { now: NOW })).toEqual(stats);
  });

  it('When the player is east or west of UTC, then "today" follows their local midnight', () => {
    // 23:30 UTC on the 9th is the 10th in Paris (+120) but still the 9th in New York (-240).
    const late = { correct: true, answeredAt: Date.UTC(2025, 8, 9, 23, 30) };
    const now = Date.UTC(2025, 8, 10, 9, 0);
    expect(deriveStats([late], { now, utcOffsetMinutes: 120 }).todayCorrect).toBe(1);
    expect(deriveStats([late], { now, utcOffsetMinutes: 0 }).todayCorrect).toBe(0);
    expect(localDay(now, -240)).toBe(localDay(late.answeredAt, -240) + 1);
  });

  it('When any answers are given, then the invariants hold', () => {
    fc.assert(
      fc.property(
        statsAnswersArb(),
        fc.integer({ min: 1_750_000_000_000, max: 1_750_000_000_000 + 4 * DAY }),
        fc.integer({ min: -720, max: 840 }),
        (answers, now, utcOffsetMinutes) => {
          const s = deriveStats(answers, { now, utcOffsetMinutes });
          expect(userStatsSchema.parse(s)).toEqual(s);
          expect(s.accuracy).toBeGreaterThanOrEqual(0);
          expect(s.accuracy).toBeLessThanOrEqual(100);
          expect(s.totalCorrect + s.totalIncorrect).toBe(answers.length);
          expect(s.score).toBe(100 * s.totalCorrect);
          expect(s.bestStreak).toBeGreaterThanOrEqual(s.streak);
          expect(s.bestStreak).toBeLessThanOrEqual(s.totalCorrect);
          expect(s.todayCorrect).toBeLessThanOrEqual(s.totalCorrect);
          expect(s.todayIncorrect).toBeLessThanOrEqual(s.totalIncorrect);
          expect(s.currentLevelProgress).toBeLessThanOrEqual(s.maxLevelProgress);
          if (answers.length === 0) expect(s.accuracy).toBe(0);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('helpers', () => {
  it('When counting runs, then the current run ends at the latest answer', () => {
    expect(streaks([at(0, true), at(1, false), at(2, true)])).toEqual({ streak: 1, bestStreak: 1 });
    expect(streaks([at(2, false), at(0, true), at(1, true)])).toEqual({ streak: 0, bestStreak: 2 });
  });

  it('When rounding accuracy, then whole percent', () => {
    expect(accuracyPercent(2, 3)).toBe(67);
    expect(accuracyPercent(0, 0)).toBe(0);
  });

  it('When counting tags, then only wrong answers count', () => {
    expect(
      countTags([
        { correct: false, answeredAt: 0, tag: 'next_hour' },
        { correct: false, answeredAt: 1, tag: 'next_hour' },
        { correct: false, answeredAt: 2, tag: 'hands_swapped' },
        { correct: true, answeredAt: 3, tag: null },
        { correct: false, answeredAt: 4 },
      ]),
    ).toEqual({ next_hour: 2, hands_swapped: 1 });
  });
});
