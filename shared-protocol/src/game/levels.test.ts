import { describe, expect, it } from 'vitest';
import { levelsResponseSchema } from '../api/levels';
import { LEVELS, levelDefinition, levelStatus, nextLevel, toPublicLevel } from './levels';
import { DIFFICULTIES, QUESTION_TYPES } from './settings';

describe('levels', () => {
  it('When listed, then there are 12 named levels numbered 1-12, each with times on its grid', () => {
    expect(LEVELS).toHaveLength(12);
    expect(LEVELS.map((l) => l.level)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    for (const l of LEVELS) {
      const step = { hour: 60, half: 30, '15': 15, '10': 10, '5': 5, '1': 1 }[l.difficulty];
      expect(l.minutes.length).toBeGreaterThan(0);
      for (const m of l.minutes) expect(m % step).toBe(0);
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

  it('When a level number is out of range, then the nearest level is used', () => {
    expect(levelDefinition(-3).level).toBe(1);
    expect(levelDefinition(99).level).toBe(12);
    expect(levelDefinition(Number.NaN).level).toBe(1);
    const last = LEVELS[LEVELS.length - 1];
    if (last) expect(nextLevel(last)).toBeNull();
  });

  it('When the hour levels are listed, then the face has hour numerals from level 1 and minute labels join at the 5-minute levels', () => {
    expect(LEVELS.every((l) => l.face.hourNumerals)).toBe(true);
    expect(LEVELS.filter((l) => l.face.minuteLabels).map((l) => l.level)).toEqual([7, 8, 11]);
    expect(levelDefinition(1).setHands).toBe('hour_only');
    expect(levelDefinition(2).setHands).toBe('independent');
  });

  it('When marking levels, then below is complete, equal is current, above is upcoming', () => {
    expect(levelStatus(2, 3)).toBe('complete');
    expect(levelStatus(3, 3)).toBe('current');
    expect(levelStatus(4, 3)).toBe('upcoming');
    expect(levelStatus(4, 3, 5)).toBe('complete');
  });
});
