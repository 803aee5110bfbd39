import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkTypedNickname, nicknameKey, normalizeNickname } from './nickname';
import { Rule } from './rules';

describe('typed nicknames', () => {
  it(`[${Rule.typedNickname}] When a name is normalised, then it is NFKC with white space collapsed and trimmed`, () => {
    expect(normalizeNickname('  Ｌｅｏ\t\n  Max  ')).toBe('Leo Max');
    expect(normalizeNickname('ﬁona')).toBe('fiona');
  });

  it(`[${Rule.typedNickname}] When names are checked, then letters in any script, digits, - ' . pass and the rest is named`, () => {
    expect(checkTypedNickname('Zoë')).toBeNull();
    expect(checkTypedNickname("O'Neil-Smith Jr.")).toBeNull();
    expect(checkTypedNickname('Léa 2')).toBeNull();
    expect(checkTypedNickname('Мария')).toBeNull();
    expect(checkTypedNickname('小明')).toBeNull();
    expect(checkTypedNickname('A')).toBe('too_short');
    expect(checkTypedNickname('abcdefghijklmnopqrstu')).toBe('too_long');
    expect(checkTypedNickname('a<b')).toBe('bad_character');
    expect(checkTypedNickname('Mia\u200D')).toBe('bad_character');
    expect(checkTypedNickname('Mia\u202E')).toBe('bad_character');
    expect(checkTypedNickname('--')).toBe('no_letter');
    expect(checkTypedNickname('Tel 12345')).toBe('too_many_digits');
  });

  it(`[${Rule.nicknameUnique}] When keys are compared, then case, width and ß/SS do not matter`, () => {
    expect(nicknameKey('STRASSE')).toBe(nicknameKey('straße'));
    expect(nicknameKey('Ｌｅｏ')).toBe(nicknameKey('leo'));
  });

  it(`[${Rule.typedNickname}] When any text is normalised and checked, then nothing throws and an accepted name is within the limits and stable`, () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (text) => {
        const name = normalizeNickname(text);
        if (checkTypedNickname(name) === null) {
          const length = [...name].length;
          expect(length).toBeGreaterThanOrEqual(2);
          expect(length).toBeLessThanOrEqual(20);
          expect(normalizeNickname(name)).toBe(name);
          expect(/[<>@\u200B-\u200F\u202A-\u202E]/u.test(name)).toBe(false);
        }
      }),
      { numRuns: 2000 },
    );
  });
});
