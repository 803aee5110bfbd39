import { emptyLearner, learnerFromAnswers } from '@ttc/shared-protocol/game/learner/learner-model';
import { learnerModelSchema } from '@ttc/shared-protocol/game/learner/learner-schema';
import { type UserStats, userStatsSchema } from '@ttc/shared-protocol/game/stats';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../testing/render-app';
import { getUserStats, toUserStats } from './get-user-stats';

const learner = learnerFromAnswers([
  {
    correct: true,
    answeredAt: 1000,
    questionType: 'read_time',
    skill: 'oclock',
    level: 1,
    purpose: 'level',
  },
  {
    correct: false,
    answeredAt: 2000,
    questionType: 'read_time',
    skill: 'oclock',
    level: 1,
    purpose: 'level',
    tag: 'hands_swapped',
  },
]);

const valid: UserStats = {
  level: 2,
  score: 400,
  currentLevelProgress: 3,
  maxLevelProgress: 8,
  streak: 1,
  bestStreak: 3,
  totalCorrect: 4,
  totalIncorrect: 2,
  accuracy: 67,
  todayCorrect: 1,
  todayIncorrect: 0,
  learner,
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('toUserStats', () => {
  it('When the body is valid, then both checks accept it', () => {
    expect(userStatsSchema.parse(valid)).toEqual(valid);
    expect(toUserStats(valid, learnerModelSchema)).toEqual(valid);
  });

  it.each([
    ['a valid body', valid],
    ['a new child', { ...valid, learner: emptyLearner() }],
    ['level 0', { ...valid, level: 0 }],
    ['a fractional score', { ...valid, score: 1.5 }],
    ['accuracy over 100', { ...valid, accuracy: 101 }],
    ['a negative streak', { ...valid, streak: -1 }],
    ['maxLevelProgress 0', { ...valid, maxLevelProgress: 0 }],
    ['a missing field', { ...valid, todayIncorrect: undefined }],
    ['a string number', { ...valid, totalCorrect: '4' }],
    ['an unknown field', { ...valid, extra: 1 }],
    ['no learner model', { ...valid, learner: undefined }],
    ['a learner at level 13', { ...valid, learner: { ...learner, level: 13 } }],
    [
      'a learner with an unknown skill',
      {
        ...valid,
        learner: { ...learner, mastery: { ...learner.mastery, sundial: { read: [], set: [] } } },
      },
    ],
    [
      'a learner missing a skill',
      { ...valid, learner: { ...learner, mastery: { oclock: learner.mastery.oclock } } },
    ],
    [
      'a learner with an unknown mistake',
      { ...valid, learner: { ...learner, mistakes: { guessing: 2 } } },
    ],
    ['an array', [valid]],
    ['null', null],
  ])('When the body is %s, then the hand check agrees with the shared schema', (_, body) => {
    const shared = userStatsSchema.safeParse(body);
    if (shared.success) expect(toUserStats(body, learnerModelSchema)).toEqual(shared.data);
    else expect(() => toUserStats(body, learnerModelSchema)).toThrow();
  });
});

describe('getUserStats', () => {
  it('When the server answers, then the stats come back with the learner model', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(valid)),
    );
    const stats = await getUserStats('u1', 60);
    expect(stats.learner).toEqual(learner);
    expect(stats.learner.mistakes).toEqual({ hands_swapped: 1 });
  });

  it('When the learner model is out of shape, then the request fails naming it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ ...valid, learner: { level: 1 } })),
    );
    await expect(getUserStats('u1', 60)).rejects.toThrow("The stats answer's learner is invalid.");
  });
});
