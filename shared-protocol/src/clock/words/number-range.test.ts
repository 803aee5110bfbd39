import { describe, expect, it } from 'vitest';
import { checkNumberWordRange, MAX_NUMBER_WORD } from './number-range';
import { numberDe } from './numbers-de';
import { numberEn } from './numbers-en';
import { numberEs } from './numbers-es';
import { numberFr } from './numbers-fr';
import { numberIt } from './numbers-it';

const SPELLERS = { en: numberEn, de: numberDe, fr: numberFr, es: numberEs, it: numberIt };

describe('number word range', () => {
  it('When a number is 0-59, then it is accepted', () => {
    expect(MAX_NUMBER_WORD).toBe(59);
    expect(() => checkNumberWordRange(0)).not.toThrow();
    expect(() => checkNumberWordRange(59)).not.toThrow();
  });

  it.each([-1, 60, 1.5, Number.NaN])(
    'When the number is %f, then every language refuses it',
    (n) => {
      expect(() => checkNumberWordRange(n)).toThrow(RangeError);
      for (const spell of Object.values(SPELLERS)) expect(() => spell(n)).toThrow(RangeError);
    },
  );

  it.each(Object.entries(SPELLERS))(
    'When %s spells 0-59, then every word is non-empty and different',
    (_, spell) => {
      const words = Array.from({ length: 60 }, (_, n) => spell(n));
      for (const w of words) expect(w.trim()).not.toBe('');
      expect(new Set(words).size).toBe(60);
    },
  );
});
