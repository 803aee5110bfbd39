import { describe, expect, it } from 'vitest';
import { LEVELS } from '../../game/levels';
import { FALLBACK_TAGS, MISCONCEPTION_TAGS } from '../../game/misconceptions';
import { groupSizes, lessonPlanForLevel, levelForTag, suggestGroups } from './practice-groups';

const kid = (n: number) => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  nickname: `Kid ${String(n).padStart(2, '0')}`,
  character: 'fox' as const,
});

describe('practice groups', () => {
  it('cuts children into the fewest groups of 2-4, as even as can be', () => {
    expect(groupSizes(1)).toEqual([]);
    expect(groupSizes(2)).toEqual([2]);
    expect(groupSizes(4)).toEqual([4]);
    expect(groupSizes(5)).toEqual([3, 2]);
    expect(groupSizes(7)).toEqual([4, 3]);
    expect(groupSizes(9)).toEqual([3, 3, 3]);
    for (let n = 2; n <= 40; n++) {
      const sizes = groupSizes(n);
      expect(sizes.reduce((a, b) => a + b, 0)).toBe(n);
      expect(sizes.every((s) => s >= 2 && s <= 4)).toBe(true);
    }
  });

  it('gives every named mistake a level that targets it and a lesson plan for that level', () => {
    for (const tag of MISCONCEPTION_TAGS) {
      const level = levelForTag(tag);
      if (FALLBACK_TAGS.includes(tag)) {
        expect(level).toBeNull();
        continue;
      }
      expect(level?.focusTags).toContain(tag);
      expect(lessonPlanForLevel(level?.level ?? 0)).not.toBeNull();
    }
    expect(LEVELS.every((l) => lessonPlanForLevel(l.level) !== null)).toBe(true);
  });

  it('picks the level at the skill where the mistake was made', () => {
    expect(levelForTag('next_hour')?.level).toBe(3);
    expect(levelForTag('next_hour', new Map([['five_minutes', 4]]))?.level).toBe(8);
    expect(levelForTag('next_hour', new Map([['one_minute', 4]]))?.level).toBe(11);
  });

  it('splits six children with the same mistake into two groups, the most affected first', () => {
    const mistakes = [3, 5, 2, 4, 6, 2, 1].map((count, i) => ({
      child: kid(i + 1),
      tag: 'hands_swapped' as const,
      count,
      skills: new Map([['oclock' as const, count]]),
    }));
    const groups = suggestGroups(mistakes);
    expect(groups.map((g) => g.children.map((c) => c.nickname))).toEqual([
      ['Kid 05', 'Kid 02', 'Kid 04'],
      ['Kid 01', 'Kid 03', 'Kid 06'],
    ]);
    expect(groups.every((g) => g.tag === 'hands_swapped' && g.level === 2)).toBe(true);
    expect(groups[0]?.lessonPlanId).toBe('oclock-both-hands');
  });
});
