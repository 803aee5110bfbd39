import { z } from 'zod';
import {
  CHARACTER_IDS,
  type Character,
  PODIUM_AVATAR_IDS,
  type PodiumAvatarId,
} from './characters';

// Apart from characters.ts so the character list never pulls zod into a page's first download.

export const characterIdSchema = /* @__PURE__ */ z.enum(CHARACTER_IDS);

export const characterSchema = /* @__PURE__ */ z
  .object({
    id: characterIdSchema,
    name: z.string(),
    emoji: z.string(),
    /** A hex colour for the character's card. */
    color: z.string().regex(/^#[0-9A-F]{6}$/),
    description: z.string(),
  })
  .strict() satisfies z.ZodType<Character>;

export const podiumAvatarIdSchema = /* @__PURE__ */ z.enum(
  PODIUM_AVATAR_IDS as [PodiumAvatarId, ...PodiumAvatarId[]],
);
