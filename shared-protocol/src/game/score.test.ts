import { describe, expect, it } from 'vitest';
import {
  correctCountFromScore,
  POINTS_PER_CORRECT,
  pointsFor,
  resultsEntry,
  scoreFor,
} from './score';

describe('score', () => {
  it('When answers are correct, then each is worth 100 points (spec 9)', () => {
    expect(POINTS_PER_CORRECT).toBe(100);
    expect(scoreFor(7)).toBe(700);
    expect(pointsFor(true)).toBe(100);
    expect(pointsFor(false)).toBe(0);
  });

  it('When a results entry is made, then correct = score / 100', () => {
    expect(correctCountFromScore(700)).toBe(7);
    expect(resultsEntry({ name: 'Sam', score: 300, total: 10, avatar: 'fox' })).toEqual({
      name: 'Sam',
      score: 300,
      correct: 3,
      total: 10,
      avatar: 'fox',
      position: 1,
    });
  });
});
