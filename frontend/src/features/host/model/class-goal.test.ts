import type { MostImproved } from '@ttc/shared-protocol/classroom/view-schemas';
import { describe, expect, it } from 'vitest';
import { closedView, podiumView } from '../testing/host-views';
import { CLASS_GOAL_SHARE, classProgress, mostImproved } from './class-goal';

describe('class goal', () => {
  it('When a question has closed, then the meter counts the right answers so far against the goal for the whole game', () => {
    // 4 children, 10 questions: the class aims for 80 % of 40 answers.
    const view = closedView(4, {}, [true, true, false, null]);
    expect(classProgress(view)).toEqual({
      correct: 2,
      target: Math.ceil(CLASS_GOAL_SHARE * 40),
      filled: 2 / 32,
      reached: false,
    });
  });

  it('When the final statistics carry the class goal, then the meter uses it and says when it is reached', () => {
    const view = podiumView(3, 6);
    const stats = view.stats;
    if (!stats) throw new Error('stats expected');
    const goal = (correct: number) => {
      const withGoal = { ...stats, classGoal: { correct, asked: 10, goal: 0.8 } };
      return classProgress({ ...view, stats: withGoal });
    };
    expect(goal(9)).toEqual({ correct: 9, target: 8, filled: 1, reached: true });
    expect(goal(3).reached).toBe(false);
  });

  it('When the statistics name a most improved child, then it is given; otherwise none', () => {
    const view = podiumView(3, 6);
    const stats = view.stats;
    if (!stats) throw new Error('stats expected');
    const improved = (climber: MostImproved | null) =>
      mostImproved({ ...view, stats: { ...stats, mostImproved: climber } });
    expect(improved(null)).toBeNull();
    const climber: MostImproved = { playerId: 'p', nickname: 'Zoe', character: 'cat', places: 2 };
    expect(improved(climber)).toEqual(climber);
  });
});
