import { createRng } from './random';

/** The 20 character ids (spec section 3, "Character"). */
export const CHARACTER_IDS = [
  'dino',
  'cat',
  'dog',
  'panda',
  'unicorn',
  'dragon',
  'owl',
  'fox',
  'penguin',
  'rabbit',
  'bear',
  'tiger',
  'elephant',
  'monkey',
  'lion',
  'octopus',
  'fish',
  'bee',
  'butterfly',
  'turtle',
] as const;
export type CharacterId = (typeof CHARACTER_IDS)[number];
/** One of the 20 characters; its schemas are in `character-schema.ts` (no zod on the pages). */
export type Character = {
  id: CharacterId;
  name: string;
  emoji: string;
  /** A hex colour for the character's card. */
  color: string;
  description: string;
};

/** The characters, in the spec's order. */
export const CHARACTERS: readonly Character[] = [
  {
    id: 'dino',
    name: 'Dino',
    emoji: '🦖',
    color: '#22C55E',
    description: 'A friendly dinosaur who stomps through time.',
  },
  {
    id: 'cat',
    name: 'Cat',
    emoji: '🐱',
    color: '#F59E0B',
    description: 'A curious cat who never misses a tick.',
  },
  {
    id: 'dog',
    name: 'Dog',
    emoji: '🐶',
    color: '#A16207',
    description: 'A happy dog who loves walk time.',
  },
  {
    id: 'panda',
    name: 'Panda',
    emoji: '🐼',
    color: '#374151',
    description: 'A calm panda who counts by fives.',
  },
  {
    id: 'unicorn',
    name: 'Unicorn',
    emoji: '🦄',
    color: '#EC4899',
    description: 'A magical unicorn with sparkly hands.',
  },
  {
    id: 'dragon',
    name: 'Dragon',
    emoji: '🐉',
    color: '#DC2626',
    description: 'A brave dragon who guards the hours.',
  },
  {
    id: 'owl',
    name: 'Owl',
    emoji: '🦉',
    color: '#92400E',
    description: 'A wise owl who knows night from day.',
  },
  {
    id: 'fox',
    name: 'Fox',
    emoji: '🦊',
    color: '#EA580C',
    description: 'A quick fox who spots the short hand first.',
  },
  {
    id: 'penguin',
    name: 'Penguin',
    emoji: '🐧',
    color: '#1E3A8A',
    description: 'A cool penguin who slides round the clock.',
  },
  {
    id: 'rabbit',
    name: 'Rabbit',
    emoji: '🐰',
    color: '#F472B6',
    description: 'A hopping rabbit who is always on time.',
  },
  {
    id: 'bear',
    name: 'Bear',
    emoji: '🐻',
    color: '#78350F',
    description: 'A cuddly bear who knows when lunch is.',
  },
  {
    id: 'tiger',
    name: 'Tiger',
    emoji: '🐯',
    color: '#F97316',
    description: 'A bold tiger who races the minute hand.',
  },
  {
    id: 'elephant',
    name: 'Elephant',
    emoji: '🐘',
    color: '#6B7280',
    description: 'An elephant who never forgets the time.',
  },
  {
    id: 'monkey',
    name: 'Monkey',
    emoji: '🐵',
    color: '#B45309',
    description: 'A playful monkey who swings on the hands.',
  },
  {
    id: 'lion',
    name: 'Lion',
    emoji: '🦁',
    color: '#EAB308',
    description: 'A proud lion who roars on the hour.',
  },
  {
    id: 'octopus',
    name: 'Octopus',
    emoji: '🐙',
    color: '#A855F7',
    description: 'An octopus with eight arms and two hands to read.',
  },
  {
    id: 'fish',
    name: 'Fish',
    emoji: '🐠',
    color: '#06B6D4',
    description: 'A bright fish who swims round the dial.',
  },
  {
    id: 'bee',
    name: 'Bee',
    emoji: '🐝',
    color: '#FACC15',
    description: 'A busy bee who buzzes every minute.',
  },
  {
    id: 'butterfly',
    name: 'Butterfly',
    emoji: '🦋',
    color: '#3B82F6',
    description: 'A butterfly who flutters from number to number.',
  },
  {
    id: 'turtle',
    name: 'Turtle',
    emoji: '🐢',
    color: '#16A34A',
    description: 'A patient turtle: slow and steady reads the clock.',
  },
];

/** A character by id, or undefined for an unknown id. */
export function characterById(id: string): Character | undefined {
  return CHARACTERS.find((c) => c.id === id);
}

/**
 * The character for a seed. The spec picks one at random and remembers it on the device: the
 * caller supplies the random seed once and stores the id.
 */
export function characterForSeed(seed: number): Character {
  return createRng(seed).pick(CHARACTERS);
}

/** The podium avatar ids and their emoji (spec section 3, "Podium student"). */
export const PODIUM_AVATARS = {
  'cool-cat-blue': '😺',
  'happy-dog-orange': '🐶',
  'space-robot-silver': '🤖',
  'magic-wizard-purple': '🧙',
  'brave-knight-red': '🛡️',
  'cute-monster-pink': '👾',
} as const;
export type PodiumAvatarId = keyof typeof PODIUM_AVATARS;
export const PODIUM_AVATAR_IDS = Object.keys(PODIUM_AVATARS) as PodiumAvatarId[];
/** The avatar shown when none (or an unknown one) is given: the cat. */
export const DEFAULT_PODIUM_AVATAR: PodiumAvatarId = 'cool-cat-blue';

/**
 * The emoji of an avatar id: a podium avatar, else a character id, else the cat (the spec's
 * default).
 */
export function avatarEmoji(id: string | null | undefined): string {
  if (id && Object.hasOwn(PODIUM_AVATARS, id)) return PODIUM_AVATARS[id as PodiumAvatarId];
  const character = id ? characterById(id) : undefined;
  return character ? character.emoji : PODIUM_AVATARS[DEFAULT_PODIUM_AVATAR];
}
