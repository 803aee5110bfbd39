import { describe, expect, it } from 'vitest';
import { numberDe } from './numbers-de';

describe('numberDe', () => {
  it.each([
    [0, 'null'],
    [1, 'eins'],
    [11, 'elf'],
    [16, 'sechzehn'],
    [17, 'siebzehn'],
    [21, 'einundzwanzig'],
    [27, 'siebenundzwanzig'],
    [30, 'dreißig'],
    [36, 'sechsunddreißig'],
    [45, 'fünfundvierzig'],
    [59, 'neunundfünfzig'],
  ])('When n is %i, then it is %s', (n, word) => {
    expect(numberDe(n)).toBe(word);
  });
});
