import { describe, expect, it } from 'vitest';
import { monthLabel, percent, skillRows, tagTrend } from './chart-data';

describe('school chart data', () => {
  it('percent rounds to whole numbers and has nothing to show without answers', () => {
    expect(percent(2, 3)).toBe(67);
    expect(percent(0, 0)).toBeNull();
  });

  it('skillRows keeps the skills answered at least once, in the order given', () => {
    expect(
      skillRows([
        { skill: 'oclock', answered: 4, correct: 3 },
        { skill: 'half', answered: 0, correct: 0 },
        { skill: 'quarter', answered: 2, correct: 0 },
      ]),
    ).toEqual([
      { skill: 'oclock', answered: 4, correct: 3, percent: 75 },
      { skill: 'quarter', answered: 2, correct: 0, percent: 0 },
    ]);
  });

  it('tagTrend keeps the most frequent tags overall and gives each month per 100 answers', () => {
    const { tags, rows } = tagTrend(
      [
        {
          month: '2026-01',
          answered: 50,
          tags: [
            { tag: 'hands_swapped', count: 5 },
            { tag: 'next_hour', count: 1 },
            { tag: 'am_pm_swap', count: 2 },
          ],
        },
        { month: '2026-02', answered: 0, tags: [] },
        { month: '2026-03', answered: 200, tags: [{ tag: 'next_hour', count: 3 }] },
      ],
      2,
    );
    expect(tags).toEqual(['hands_swapped', 'next_hour']);
    expect(rows).toEqual([
      { month: '2026-01', answered: 50, hands_swapped: 10, next_hour: 2 },
      { month: '2026-02', answered: 0, hands_swapped: 0, next_hour: 0 },
      { month: '2026-03', answered: 200, hands_swapped: 0, next_hour: 1.5 },
    ]);
  });

  it('monthLabel names the month in the reader language', () => {
    expect(monthLabel('2026-03', 'en')).toBe('Mar 2026');
    expect(monthLabel('2026-03', 'de')).toBe('März 2026');
    expect(monthLabel('nonsense', 'en')).toBe('nonsense');
  });
});
