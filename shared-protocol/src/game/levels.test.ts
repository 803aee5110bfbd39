import { describe, expect, it } from 'vitest';
import { levelsResponseSchema } from '../api/levels';
import {
  LEVELS,
  levelForScore,
  levelProgress,
  levelStatus,
  nextLevel,
  TOP_LEVEL_PROGRESS,
  toPublicLevel,
} from './levels';
import { DIFFICULTIES, QUESTION_TYPES } from './settings';

describe('levels', () => {
  it('When listed, then there are 12 named levels numbered 1-12 with rising thresholds from 0', () => {
    expect(LEVELS).toHaveLength(12);
    expect(LEVELS.map((l) => l.level)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(LEVELS[0]?.minScore).toBe(0);
    for (let i = 1; i < LEVELS.length; i++) {
      expect(LEVELS[i]?.minScore).toBeGreaterThan(LEVELS[i - 1]?.minScore ?? 0);
    }
    expect(new Set(LEVELS.map((l) => l.name)).size).toBe(12);
    for (const l of LEVELS) {
      expect(l.description.length).toBeGreaterThan(10);
      expect(DIFFICULTIES).toContain(l.difficulty);
      for (const t of l.questionTypes) expect(QUESTION_TYPES).toContain(t);
    }
  });

  it('When served by GET /api/levels, then the public shape is exactly {level, name, description}', () => {
    const list = LEVELS.map(toPublicLevel);
    expect(levelsResponseSchema.parse(list)).toEqual(list);
    expect(list[0]).toEqual({
      level: 1,
      name: 'Little Hand Hero',
      description: 'Find the hour with the short hand.',
    });
  });

  it('When a score is given, then the level is the highest threshold reached', () => {
    expect(levelForScore(-50).level).toBe(1);
    expect(levelForScore(0).level).toBe(1);
    expect(levelForScore(299).level).toBe(1);
    expect(levelForScore(300).level).toBe(2);
    expect(levelForScore(9000).level).toBe(12);
    expect(levelForScore(1e9).level).toBe(12);
    for (const l of LEVELS) expect(levelForScore(l.minScore)).toBe(l);
  });

  it('When progress is asked, then the bar runs from this threshold to the next', () => {
    expect(levelProgress(450)).toMatchObject({
      currentLevelProgress: 150,
      maxLevelProgress: 400,
    });
    expect(levelProgress(450).level.level).toBe(2);
    expect(levelProgress(450).next?.level).toBe(3);
    const top = levelProgress(20000);
    expect(top.next).toBeNull();
    expect(top.currentLevelProgress).toBe(TOP_LEVEL_PROGRESS);
    expect(top.maxLevelProgress).toBe(TOP_LEVEL_PROGRESS);
    const last = LEVELS[LEVELS.length - 1];
    if (last) expect(nextLevel(last)).toBeNull();
  });

  it('When marking levels, then below is complete, equal is current, above is upcoming', () => {
    expect(levelStatus(2, 3)).toBe('complete');
    expect(levelStatus(3, 3)).toBe('current');
    expect(levelStatus(4, 3)).toBe('upcoming');
  });
});
