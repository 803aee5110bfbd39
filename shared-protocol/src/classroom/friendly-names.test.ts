import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../clock/language';
import { CHARACTER_IDS } from '../game/characters';
import {
  ADJECTIVE_IDS,
  ANIMAL_IDS,
  animalOfCharacter,
  renderGeneratedNickname,
  suggestNicknames,
} from './friendly-names';
import { nicknameKey } from './nickname';
import { MAX_ROOM_CAP } from './options';
import { Rule } from './rules';

describe('generated friendly names', () => {
  it(`[${Rule.generatedNickname}] When every pair is rendered, then each language gives 1024 different names, more than the largest room`, () => {
    expect(ADJECTIVE_IDS.length * ANIMAL_IDS.length).toBeGreaterThan(MAX_ROOM_CAP);
    for (const language of LANGUAGES) {
      const keys = new Set<string>();
      for (const adjective of ADJECTIVE_IDS) {
        for (const animal of ANIMAL_IDS) {
          keys.add(nicknameKey(renderGeneratedNickname({ adjective, animal }, language)));
        }
      }
      expect(keys.size).toBe(ADJECTIVE_IDS.length * ANIMAL_IDS.length);
    }
  });

  it(`[${Rule.generatedNickname}] When a name is shown, then word order and agreement follow the language`, () => {
    const cases = [
      ['en', 'happy', 'fox', 'Happy Fox'],
      ['de', 'happy', 'fox', 'Froher Fuchs'],
      ['de', 'wise', 'cat', 'Weise Katze'],
      ['de', 'curious', 'pony', 'Neugieriges Pony'],
      ['es', 'clever', 'turtle', 'Tortuga Lista'],
      ['es', 'clever', 'dog', 'Perro Listo'],
      ['fr', 'happy', 'unicorn', 'Licorne Joyeuse'],
      ['fr', 'quick', 'cat', 'Chat Rapide'],
      ['it', 'brave', 'fox', 'Volpe Coraggiosa'],
      ['it', 'brave', 'bear', 'Orso Coraggioso'],
    ] as const;
    for (const [language, adjective, animal, text] of cases) {
      expect(renderGeneratedNickname({ adjective, animal }, language)).toBe(text);
    }
  });

  it(`[${Rule.nicknameUnique}] When names are suggested, then they are distinct, free, and the same seed gives the same ones`, () => {
    const taken = new Set(['Happy Fox']);
    const first = suggestNicknames({ seed: 5, language: 'en', isTaken: (t) => taken.has(t) });
    expect(first).toHaveLength(3);
    expect(new Set(first.map((s) => s.text)).size).toBe(3);
    expect(first.some((s) => taken.has(s.text))).toBe(false);
    for (const s of first) expect(renderGeneratedNickname(s, 'en')).toBe(s.text);
    expect(suggestNicknames({ seed: 5, language: 'en', isTaken: (t) => taken.has(t) })).toEqual(
      first,
    );
  });

  it(`[${Rule.nicknameUnique}] When all but one name are taken, then that one is still found; when all are, none`, () => {
    const free = renderGeneratedNickname({ adjective: 'sunny', animal: 'koala' }, 'fr');
    const nearlyFull = suggestNicknames({
      seed: 1,
      language: 'fr',
      isTaken: (t) => t !== free,
      count: 3,
    });
    expect(nearlyFull.map((s) => s.text)).toEqual([free]);
    expect(suggestNicknames({ seed: 1, language: 'fr', isTaken: () => true })).toEqual([]);
  });

  it(`[${Rule.generatedNickname}] When the chosen character is one of the animals, then the names are its animal's`, () => {
    for (const seed of [1, 2, 3]) {
      const names = suggestNicknames({
        seed,
        language: 'en',
        isTaken: () => false,
        character: 'turtle',
      });
      expect(names).toHaveLength(3);
      expect(names.every((s) => s.animal === 'turtle' && s.text.endsWith(' Turtle'))).toBe(true);
    }
    // Every character has its own kind among the names: the dragon plays as "Brave Dragon".
    for (const id of CHARACTER_IDS) expect(ANIMAL_IDS).toContain(animalOfCharacter(id));
    const dragons = suggestNicknames({
      seed: 5,
      language: 'es',
      isTaken: () => false,
      character: 'dragon',
    });
    expect(dragons.every((s) => s.animal === 'dragon' && s.text.startsWith('Dragón '))).toBe(true);
  });

  it(`[${Rule.nicknameUnique}] When no character is chosen, or its names are all taken, then the names come from every animal`, () => {
    const any = { seed: 4, language: 'de' as const, isTaken: () => false };
    expect(suggestNicknames({ ...any, character: null })).toEqual(suggestNicknames(any));
    const cats = suggestNicknames({
      ...any,
      character: 'cat',
      isTaken: (t) => t.endsWith(' Katze'),
    });
    expect(cats).toHaveLength(3);
    expect(cats.some((s) => s.animal === 'cat')).toBe(false);
    const oneLeft = renderGeneratedNickname({ adjective: 'brave', animal: 'cat' }, 'de');
    const mixed = suggestNicknames({
      ...any,
      character: 'cat',
      isTaken: (t) => t.endsWith(' Katze') && t !== oneLeft,
    });
    expect(mixed[0]?.text).toBe(oneLeft);
    expect(mixed).toHaveLength(3);
  });
});
