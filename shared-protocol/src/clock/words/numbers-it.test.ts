import { describe, expect, it } from 'vitest';
import { numberIt } from './numbers-it';

describe('numberIt', () => {
  it.each([
    [0, 'zero'],
    [1, 'uno'],
    [14, 'quattordici'],
    [17, 'diciassette'],
    [21, 'ventuno'],
    [23, 'ventitré'],
    [28, 'ventotto'],
    [31, 'trentuno'],
    [38, 'trentotto'],
    [43, 'quarantatré'],
    [55, 'cinquantacinque'],
    [59, 'cinquantanove'],
  ])('When n is %i, then it is %s', (n, word) => {
    expect(numberIt(n)).toBe(word);
  });
});
