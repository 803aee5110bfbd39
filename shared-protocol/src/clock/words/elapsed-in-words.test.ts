import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { languageArb } from '../../testing/clock-arbitraries';
import type { Language } from '../language';
import { elapsedInWords } from './elapsed-in-words';

describe('elapsedInWords', () => {
  it.each([
    [135, 'en', '2 hours 15 minutes'],
    [60, 'en', '1 hour'],
    [45, 'en', '45 minutes'],
    [1, 'en', '1 minute'],
    [0, 'en', '0 minutes'],
    [61, 'en', '1 hour 1 minute'],
    [-150, 'en', '2 hours 30 minutes'],
    [65, 'fr', '1 heure 5 minutes'],
    [120, 'fr', '2 heures'],
    [0, 'fr', '0 minute'],
    [135, 'de', '2 Stunden 15 Minuten'],
    [60, 'de', '1 Stunde'],
    [1, 'de', '1 Minute'],
    [135, 'es', '2 horas y 15 minutos'],
    [60, 'es', '1 hora'],
    [45, 'es', '45 minutos'],
    [65, 'it', '1 ora e 5 minuti'],
    [120, 'it', '2 ore'],
    [1, 'it', '1 minuto'],
  ] as const)('When %i minutes passed in %s, then it reads "%s"', (m, lang, words) => {
    expect(elapsedInWords(m, lang)).toBe(words);
  });

  it('When any span is read, then forwards and backwards read the same and different spans differ', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1440 }),
        fc.integer({ min: 0, max: 1440 }),
        languageArb,
        (a, b, lang) => {
          expect(elapsedInWords(-a, lang)).toBe(elapsedInWords(a, lang));
          if (a !== b) expect(elapsedInWords(a, lang)).not.toBe(elapsedInWords(b, lang));
        },
      ),
    );
  });

  it('When the minutes are not an integer or the language is unknown, then it throws a RangeError', () => {
    expect(() => elapsedInWords(1.5, 'en')).toThrow(RangeError);
    expect(() => elapsedInWords(Number.POSITIVE_INFINITY, 'en')).toThrow(RangeError);
    expect(() => elapsedInWords(5, 'xx' as Language)).toThrow(RangeError);
  });
});
