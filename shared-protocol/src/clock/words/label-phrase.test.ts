import { describe, expect, it } from 'vitest';
import type { Language } from '../language';
import { labelPhrase } from './label-phrase';

describe('labelPhrase', () => {
  it.each([
    ['es', '3:15', 3, 'las 3:15'],
    ['es', '1:15', 1, 'la 1:15'],
    ['es', '13:15', 13, 'las 13:15'],
    ['es', '01:05', 1, 'la 01:05'],
    ['it', '3:15', 3, 'le 3:15'],
    ['it', '1:30', 1, "l'1:30"],
    ['it', '13:30', 13, 'le 13:30'],
    ['en', '1:30', 1, '1:30'],
    ['fr', '15:30', 15, '15:30'],
    ['de', '3:05', 3, '3:05'],
  ] as const)('When %s writes %s inside a sentence, then it is "%s"', (lang, label, hour, out) => {
    expect(labelPhrase(label, hour, lang)).toBe(out);
  });

  it('When the language is unknown, then it throws a RangeError', () => {
    expect(() => labelPhrase('3:00', 3, 'pt' as Language)).toThrow(RangeError);
  });
});
