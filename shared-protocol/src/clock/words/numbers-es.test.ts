import { describe, expect, it } from 'vitest';
import { numberEs } from './numbers-es';

describe('numberEs', () => {
  it.each([
    [0, 'm', 'cero'],
    [1, 'm', 'uno'],
    [1, 'f', 'una'],
    [16, 'm', 'dieciséis'],
    [21, 'm', 'veintiuno'],
    [21, 'f', 'veintiuna'],
    [23, 'm', 'veintitrés'],
    [30, 'm', 'treinta'],
    [31, 'f', 'treinta y una'],
    [45, 'm', 'cuarenta y cinco'],
    [59, 'm', 'cincuenta y nueve'],
  ] as const)('When n is %i (%s), then it is %s', (n, gender, word) => {
    expect(numberEs(n, gender)).toBe(word);
  });
});
