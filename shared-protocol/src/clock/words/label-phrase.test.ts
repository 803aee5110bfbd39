import { describe, expect, it } from 'vitest';
import type { Language } from '../language';
import { labelPhrase } from './label-phrase';

describe('labelPhrase', () => {
  it.each([
    ['es', '3:15', 'las 3:15'],
    ['es', '1:15', 'la 1:15'],
    ['es', '13:15', 'las 13:15'],
    ['es', '01:05', 'la 01:05'],
    ['es', '00:30', 'las 00:30'],
    ['it', '3:15', 'le 3:15'],
    ['it', '1:30', "l'1:30"],
    ['it', '13:30', 'le 13:30'],
    ['en', '1:30', '1:30'],
    ['fr', '15:30', '15:30'],
    ['de', '3:05', '3:05'],
    ['es', '2 h 30 min', '2 h 30 min'],
  ] as const)('When %s writes %s inside a sentence, then it is "%s"', (lang, label, out) => {
    expect(labelPhrase(label, lang)).toBe(out);
  });

  it('When the language is unknown, then it throws a RangeError', () => {
    expect(() => labelPhrase('3:00', 'pt' as Language)).toThrow(RangeError);
  });
});
