import { describe, expect, it } from 'vitest';
import {
  BORDERLINE_NICKNAMES,
  type CorpusLanguage,
  ORDINARY_NICKNAMES,
  RUDE_NICKNAMES,
} from '../../testing/nickname-corpus';
import { normalizeNickname } from '../nickname';
import { createNicknameChecker, createNicknameScreen } from './nickname-screen';

const checker = createNicknameChecker();
const rudeWordIn = (name: string) => checker.rudeWordIn(normalizeNickname(name));
const LANGUAGES = Object.keys(RUDE_NICKNAMES) as CorpusLanguage[];

describe('createNicknameScreen', () => {
  it.each(LANGUAGES)(
    '[NS1] When a child types an ordinary name in %s (some hold a rude string: Assunta, Scunthorpe, Barsch, Salopette), then it passes',
    (language) => {
      const refused = ORDINARY_NICKNAMES[language]
        .map((name) => ({ name, word: rudeWordIn(name) }))
        .filter(({ word }) => word !== null);
      expect(refused).toEqual([]);
    },
  );

  it('[NS1] When a name is written in another script (Cyrillic, Greek, Chinese) or is a name from elsewhere, then it passes', () => {
    const refused = ORDINARY_NICKNAMES.other.filter((name) => rudeWordIn(name) !== null);
    expect(refused).toEqual([]);
  });

  it.each(LANGUAGES)(
    '[NS2] When a name holds a swear word, a slur, a Nazi slogan or a self-harm phrase in %s, plain or disguised (spaced, repeated letters, leetspeak, look-alike letters), then it is refused',
    (language) => {
      const passed = RUDE_NICKNAMES[language].filter((name) => rudeWordIn(name) === null);
      expect(passed).toEqual([]);
    },
  );

  it('[NS3] When a name is borderline, then the screen decides as the corpus says, for the reason it gives', () => {
    const decided = BORDERLINE_NICKNAMES.map(({ name, refused }) => ({
      name,
      refused: rudeWordIn(name) !== null,
      expected: refused,
    }));
    expect(decided.filter(({ refused, expected }) => refused !== expected)).toEqual([]);
  });

  it('[NS4] When a rude word is excused inside an ordinary name, then a rude word beside that name is still refused', () => {
    expect(rudeWordIn('Assunta')).toBeNull();
    expect(rudeWordIn('Assunta Fuck')).not.toBeNull();
    expect(rudeWordIn('Barsch Arsch')).not.toBeNull();
  });

  it('[NS5] When single letters stand alone or a word holds a short rude one, then nothing is refused by a collapsed pattern ("KKK" is not "K")', () => {
    for (const name of ['Mia K', 'Max X', 'K', 'Jo Bo', 'Ana L', 'Lars Chen', 'Conrad', 'Zorro']) {
      expect(rudeWordIn(name), name).toBeNull();
    }
    expect(rudeWordIn('KKKK')).not.toBeNull();
  });

  it('[NS6] When the policy function is asked, then true lets a name through and false refuses it', () => {
    const screen = createNicknameScreen();
    expect(screen('Mia')).toBe(true);
    expect(screen('kill yourself')).toBe(false);
  });
});
