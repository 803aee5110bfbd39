import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../clock/language';
import {
  FULL_NAMES_WITH_DIGITS,
  LOOK_ALIKE_NAMES,
  NOT_FULL_NAMES_WITH_DIGITS,
  ORDINARY_NICKNAMES,
} from '../testing/nickname-corpus';
import { ADJECTIVE_IDS, ANIMAL_IDS, renderGeneratedNickname } from './friendly-names';
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

  it(`[${Rule.typedNickname}] When a name is two or more words and a number, then it is a full name with digits; one word with a number, or words without one, are not`, () => {
    for (const name of FULL_NAMES_WITH_DIGITS) {
      expect(checkTypedNickname(normalizeNickname(name)), name).toBe('full_name_with_digits');
    }
    for (const name of NOT_FULL_NAMES_WITH_DIGITS) {
      expect(checkTypedNickname(normalizeNickname(name)), name).toBeNull();
    }
    // Digits inside a word (leetspeak) do not split it into two words.
    expect(checkTypedNickname('sh1t')).toBeNull();
  });

  it(`[${Rule.nicknameUnique}] When keys are compared, then case, width and ß/SS do not matter`, () => {
    expect(nicknameKey('STRASSE')).toBe(nicknameKey('straße'));
    expect(nicknameKey('Ｌｅｏ')).toBe(nicknameKey('leo'));
  });

  it(`[${Rule.nicknameUnique}] When any text is keyed in upper, lower or its own case, then the key is the same`, () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 20 }), (text) => {
        const key = nicknameKey(text);
        expect(nicknameKey(text.toUpperCase())).toBe(key);
        expect(nicknameKey(text.toLowerCase())).toBe(key);
      }),
      { numRuns: 2000 },
    );
    expect(nicknameKey('Omar')).toBe(nicknameKey('OMAR'));
  });

  it(`[${Rule.nicknameUnique}] When names only look alike (other scripts' letters, 0 for O), then their keys are equal`, () => {
    for (const group of LOOK_ALIKE_NAMES) {
      const keys = new Set(group.map((name) => nicknameKey(name)));
      expect(keys.size, group.join(', ')).toBe(1);
    }
  });

  it(`[${Rule.nicknameUnique}] When ordinary names or generated names differ to the eye, then their keys differ`, () => {
    const ordinary = Object.values(ORDINARY_NICKNAMES).flat();
    expect(new Set(ordinary.map((name) => nicknameKey(name))).size).toBe(ordinary.length);
    expect(nicknameKey('Zoé')).not.toBe(nicknameKey('Zoe'));
    for (const language of LANGUAGES) {
      const generated = ADJECTIVE_IDS.flatMap((adjective) =>
        ANIMAL_IDS.map((animal) => renderGeneratedNickname({ adjective, animal }, language)),
      );
      const keys = new Set(generated.map((name) => nicknameKey(name)));
      expect(keys.size, language).toBe(new Set(generated).size);
    }
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
