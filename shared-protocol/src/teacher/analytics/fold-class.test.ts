import { describe, expect, it } from 'vitest';
import { type ClassAnalytics, classAnalyticsSchema } from '../../api/analytics';
import type { AnswerGroup, SourceTotals } from './answer-groups';
import { foldClassAnalytics } from './fold-class';

const CLASS = '00000000-0000-4000-8000-000000000000';
const child = (n: number, nickname: string) => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  nickname,
  character: 'panda' as const,
});
const ANA = child(1, 'Ana');
const BEN = child(2, 'Ben');
const SESSION = '10000000-0000-4000-8000-000000000001';
const TASK = '20000000-0000-4000-8000-000000000001';

/** One answer (a group of one), right unless given a tag. */
function answer(overrides: Partial<AnswerGroup> = {}): AnswerGroup {
  const correct = overrides.tag === undefined || overrides.tag === null;
  return {
    childId: ANA.id,
    source: 'session',
    type: 'multiple_choice',
    skill: null,
    correctTime: '3:15',
    given: correct ? '3:15' : '9:15',
    correct,
    tag: null,
    count: 1,
    totalMs: 2000,
    timed: 1,
    ...overrides,
  };
}

const sources: SourceTotals[] = [
  {
    source: 'assignment',
    id: TASK,
    at: new Date('2026-03-03T10:00:00Z'),
    answered: 2,
    correct: 1,
    totalMs: 5000,
    timed: 2,
  },
  {
    source: 'session',
    id: SESSION,
    at: new Date('2026-03-02T09:00:00Z'),
    answered: 4,
    correct: 2,
    totalMs: 8000,
    timed: 3,
  },
];

function fold(groups: AnswerGroup[], withGroups = true): ClassAnalytics {
  const result = foldClassAnalytics({
    classId: CLASS,
    children: [ANA, BEN],
    groups,
    sources,
    withGroups,
  });
  expect(classAnalyticsSchema.parse(result)).toEqual(result);
  return result;
}

describe('foldClassAnalytics', () => {
  it('counts accuracy by skill (derived when the row has none) and by question type', () => {
    const result = fold([
      answer(),
      answer({ skill: 'half', correctTime: '7:30', given: '7:30' }),
      answer({ type: 'set_time', correctTime: '7:30', tag: 'next_hour', given: '8:30' }),
      answer({ type: 'elapsed_time', correctTime: null, given: '1 h', tag: 'elapsed_units' }),
      answer({ childId: null, correctTime: '4:00', given: '4:00', count: 3, totalMs: 0, timed: 0 }),
    ]);
    expect(result.answered).toBe(7);
    expect(result.correct).toBe(5);
    expect(result.averageAnswerMs).toBe(2000);
    expect(result.skills).toEqual([
      { skill: 'oclock', answered: 3, correct: 3 },
      { skill: 'half', answered: 2, correct: 1 },
      { skill: 'quarter', answered: 1, correct: 1 },
      { skill: 'elapsed', answered: 1, correct: 0 },
    ]);
    expect(result.types).toEqual([
      { type: 'multiple_choice', answered: 5, correct: 5 },
      { type: 'set_time', answered: 1, correct: 0 },
      { type: 'elapsed_time', answered: 1, correct: 0 },
    ]);
  });

  it('fills the heat-map per roster child, with up to three missed clocks per cell (guests only in the totals)', () => {
    const swap = { tag: 'hands_swapped' as const };
    const result = fold([
      answer({ ...swap, correctTime: '3:00', given: '12:15', count: 2 }),
      answer({ ...swap, correctTime: '4:00', given: '12:20' }),
      answer({ ...swap, correctTime: '5:00', given: '12:25', source: 'assignment' }),
      answer({ ...swap, correctTime: '6:00', given: '12:30' }),
      answer({ tag: 'next_hour', correctTime: '7:30', given: '8:30' }),
      answer({ childId: BEN.id }),
      answer({ childId: null, tag: 'am_pm_swap' }),
    ]);
    expect(result.tags).toEqual(['hands_swapped', 'next_hour']);
    const [ana, ben] = result.children;
    expect(ana?.answered).toBe(6);
    expect(ana?.correct).toBe(0);
    expect(ana?.cells.map((c) => [c.tag, c.count])).toEqual([
      ['hands_swapped', 5],
      ['next_hour', 1],
    ]);
    expect(ana?.cells[0]?.missed).toEqual([
      {
        type: 'multiple_choice',
        correctTime: { hour: 3, minute: 0 },
        given: '12:15',
        source: 'session',
      },
      {
        type: 'multiple_choice',
        correctTime: { hour: 4, minute: 0 },
        given: '12:20',
        source: 'session',
      },
      {
        type: 'multiple_choice',
        correctTime: { hour: 5, minute: 0 },
        given: '12:25',
        source: 'assignment',
      },
    ]);
    expect(ben).toMatchObject({ answered: 1, correct: 1, averageAnswerMs: 2000, cells: [] });
  });

  it('lists the most missed clocks with the common wrong answer and tag, at most five', () => {
    const groups = [
      answer({ correctTime: '3:45', tag: 'past_to_reversed', given: '3:15', count: 3 }),
      answer({ childId: BEN.id, correctTime: '3:45', tag: 'next_hour', given: '4:45' }),
      answer({ correctTime: '3:45', given: '3:45', count: 4 }),
      answer({ correctTime: '9:00', tag: 'hands_swapped', given: '12:45', count: 2 }),
      ...['1:00', '2:00', '4:00', '5:00'].map((t) =>
        answer({ correctTime: t, tag: 'previous_hour', given: '12:00' }),
      ),
    ];
    const result = fold(groups);
    expect(result.mostMissed).toHaveLength(5);
    expect(result.mostMissed[0]).toEqual({
      type: 'multiple_choice',
      correctTime: { hour: 3, minute: 45 },
      answered: 8,
      missed: 4,
      commonAnswer: '3:15',
      commonTag: 'past_to_reversed',
    });
    expect(result.mostMissed[1]?.correctTime).toEqual({ hour: 9, minute: 0 });
    // Ties on one miss each: face order from 12.
    expect(result.mostMissed.slice(2).map((m) => m.correctTime.hour)).toEqual([1, 2, 4]);
  });

  it('orders the trend oldest first with each source mean time', () => {
    const result = fold([]);
    expect(result.trend).toEqual([
      {
        source: 'session',
        id: SESSION,
        at: '2026-03-02T09:00:00.000Z',
        answered: 4,
        correct: 2,
        averageAnswerMs: 2667,
      },
      {
        source: 'assignment',
        id: TASK,
        at: '2026-03-03T10:00:00.000Z',
        answered: 2,
        correct: 1,
        averageAnswerMs: 2500,
      },
    ]);
    expect(result.averageAnswerMs).toBeNull();
    expect(result.children.every((c) => c.averageAnswerMs === null && c.answered === 0)).toBe(true);
  });

  it('suggests a group for two children with the same mistake twice, with its level and plan', () => {
    const swap = { tag: 'past_to_reversed' as const, correctTime: '6:45', given: '6:15' };
    const result = fold([
      answer({ ...swap, count: 3 }),
      answer({ ...swap, childId: BEN.id, count: 2 }),
      answer({ tag: 'next_hour', count: 2 }),
      answer({ tag: 'unclassified', count: 5 }),
      answer({ childId: BEN.id, tag: 'unclassified', count: 5 }),
    ]);
    expect(result.groups).toEqual([
      { tag: 'past_to_reversed', children: [ANA, BEN], level: 5, lessonPlanId: 'quarter-past' },
    ]);
    expect(fold([answer({ ...swap, count: 3 })], false).groups).toEqual([]);
  });
});
