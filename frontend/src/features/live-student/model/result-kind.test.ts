import { describe, expect, it } from 'vitest';
import { resultKind } from './result-kind';

const result = (answered: boolean, correct: boolean) => ({
  questionIndex: 2,
  answered,
  correct,
  points: correct ? 900 : 0,
});

describe('resultKind', () => {
  it('When the child answered, then right is correct and wrong is incorrect', () => {
    expect(resultKind(result(true, true), null)).toBe('correct');
    expect(resultKind(result(true, false), null)).toBe('incorrect');
  });

  it('When the child did not answer, then it is noAnswer (its own words, not Good Try!)', () => {
    expect(resultKind(result(false, false), null)).toBe('noAnswer');
    // A late answer to another question does not explain this one.
    expect(resultKind(result(false, false), 1)).toBe('noAnswer');
  });

  it("When this question's answer was lost in a drop, then it is late", () => {
    expect(resultKind(result(false, false), 2)).toBe('late');
  });

  it('When there is no result for the revealed question, then it reads as a try', () => {
    expect(resultKind(null, null)).toBe('incorrect');
  });
});
