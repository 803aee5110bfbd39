import { describe, expect, it } from 'vitest';
import { numberEn } from './numbers-en';

describe('numberEn', () => {
  it.each([
    [0, 'zero'],
    [1, 'one'],
    [12, 'twelve'],
    [15, 'fifteen'],
    [20, 'twenty'],
    [23, 'twenty-three'],
    [40, 'forty'],
    [59, 'fifty-nine'],
  ])('When n is %i, then it is %s', (n, word) => {
    expect(numberEn(n)).toBe(word);
  });
});
