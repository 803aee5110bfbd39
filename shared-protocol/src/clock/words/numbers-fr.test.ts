import { describe, expect, it } from 'vitest';
import { numberFr } from './numbers-fr';

describe('numberFr', () => {
  it.each([
    [0, 'm', 'zéro'],
    [1, 'm', 'un'],
    [1, 'f', 'une'],
    [17, 'm', 'dix-sept'],
    [21, 'm', 'vingt et un'],
    [21, 'f', 'vingt et une'],
    [22, 'f', 'vingt-deux'],
    [31, 'f', 'trente et une'],
    [45, 'm', 'quarante-cinq'],
    [51, 'f', 'cinquante et une'],
    [59, 'm', 'cinquante-neuf'],
  ] as const)('When n is %i (%s), then it is %s', (n, gender, word) => {
    expect(numberFr(n, gender)).toBe(word);
  });
});
