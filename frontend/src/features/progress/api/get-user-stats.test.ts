import { type UserStats, userStatsSchema } from '@ttc/shared-protocol/game/stats';
import { describe, expect, it } from 'vitest';
import { toUserStats } from './get-user-stats';

const valid: UserStats = {
  level: 2,
  score: 400,
  currentLevelProgress: 100,
  maxLevelProgress: 400,
  streak: 1,
  bestStreak: 3,
  totalCorrect: 4,
  totalIncorrect: 2,
  accuracy: 67,
  todayCorrect: 1,
  todayIncorrect: 0,
};

describe('toUserStats', () => {
  it.each([
    ['a valid body', valid],
    ['level 0', { ...valid, level: 0 }],
    ['a fractional score', { ...valid, score: 1.5 }],
    ['accuracy over 100', { ...valid, accuracy: 101 }],
    ['a negative streak', { ...valid, streak: -1 }],
    ['maxLevelProgress 0', { ...valid, maxLevelProgress: 0 }],
    ['a missing field', { ...valid, todayIncorrect: undefined }],
    ['a string number', { ...valid, totalCorrect: '4' }],
    ['an unknown field', { ...valid, extra: 1 }],
    ['an array', [valid]],
    ['null', null],
  ])('When the body is %s, then the hand check agrees with the shared schema', (_, body) => {
    const shared = userStatsSchema.safeParse(body);
    if (shared.success) expect(toUserStats(body)).toEqual(shared.data);
    else expect(() => toUserStats(body)).toThrow();
  });
});
