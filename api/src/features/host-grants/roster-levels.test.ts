import type { LearnerAnswer } from '@ttc/shared-protocol/game/learner/learner-model';
import { describe, expect, it } from 'vitest';
import { levelFromAnswers } from './roster-levels';

const T0 = 1_750_000_000_000;

/** `n` level answers at `level`, right or wrong, a second apart from `from`. */
function played(level: number, n: number, correct: boolean, from: number): LearnerAnswer[] {
  return Array.from({ length: n }, (_, i) => ({
    correct,
    answeredAt: from + i * 1000,
    tag: null,
    questionType: i % 4 === 0 ? 'set_time' : 'multiple_choice',
    skill: 'oclock',
    level,
    purpose: 'level',
  }));
}

describe("a roster child's level from stored answers", () => {
  it('When nothing is known, then level 1; answers without a level (free practice) keep it there', () => {
    expect(levelFromAnswers([])).toBe(1);
    expect(
      levelFromAnswers([{ correct: true, answeredAt: T0, questionType: 'multiple_choice' }]),
    ).toBe(1);
  });

  it('When the child was seen playing at a level, then the model starts there and promotes after a mastered window', () => {
    expect(levelFromAnswers(played(4, 3, false, T0))).toBe(4);
    // Ten right at level 4 (three of them set the clock): promoted to 5.
    expect(levelFromAnswers(played(4, 10, true, T0))).toBe(5);
  });

  it('When the newest answers come from a higher level than the model reached, then that level (the device was ahead); answers are taken in time order', () => {
    const answers = [...played(6, 2, true, T0 + 60_000), ...played(3, 2, false, T0)];
    expect(levelFromAnswers(answers)).toBe(6);
  });
});
