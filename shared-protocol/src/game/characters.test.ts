import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { characterSchema } from './character-schema';
import {
  avatarEmoji,
  CHARACTER_IDS,
  CHARACTERS,
  characterById,
  characterForSeed,
  PODIUM_AVATARS,
} from './characters';

describe('characters', () => {
  it('When listed, then the 20 characters of the spec, in order, each valid', () => {
    expect(CHARACTERS.map((c) => c.id)).toEqual([...CHARACTER_IDS]);
    expect(CHARACTERS).toHaveLength(20);
    for (const c of CHARACTERS) expect(characterSchema.parse(c)).toEqual(c);
    expect(new Set(CHARACTERS.map((c) => c.emoji)).size).toBe(20);
  });

  it('When picked by seed, then it is one of them and the same seed gives the same one', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        expect(CHARACTERS).toContain(characterForSeed(seed));
        expect(characterForSeed(seed)).toBe(characterForSeed(seed));
      }),
    );
    expect(characterById('owl')?.emoji).toBe('🦉');
    expect(characterById('unicorn-x')).toBeUndefined();
  });

  it('When an avatar id is shown, then its emoji; unknown or none gives the cat', () => {
    expect(Object.keys(PODIUM_AVATARS)).toEqual([
      'cool-cat-blue',
      'happy-dog-orange',
      'space-robot-silver',
      'magic-wizard-purple',
      'brave-knight-red',
      'cute-monster-pink',
    ]);
    expect(avatarEmoji('space-robot-silver')).toBe('🤖');
    expect(avatarEmoji('dino')).toBe('🦖');
    expect(avatarEmoji('nope')).toBe(PODIUM_AVATARS['cool-cat-blue']);
    expect(avatarEmoji(null)).toBe(PODIUM_AVATARS['cool-cat-blue']);
    expect(avatarEmoji('constructor')).toBe(PODIUM_AVATARS['cool-cat-blue']);
  });
});
