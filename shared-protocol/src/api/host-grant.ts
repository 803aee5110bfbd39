import { z } from 'zod';
import { languageSchema } from '../clock/language-schema';
import { levelNumberSchema } from '../game/learner/learner-schema';
import { rosterChildSchema } from './classes';

// POST /api/internal/host-grants (the realtime server, with the service credential): may this
// signed-in user open a live room, and, when the room is for one of their classes, that class's
// roster. The realtime server has no database; it asks when a host creates a room (issue 14:
// only teacher and admin accounts host).

export const hostGrantRequestSchema = z
  .object({ userId: z.uuid(), classId: z.uuid().optional() })
  .strict();
export type HostGrantRequest = z.input<typeof hostGrantRequestSchema>;

/** Why hosting was refused. */
export const hostRefusalSchema = z.enum([
  /** The account's role is student or parent (or the profile is not complete). */
  'not_teacher',
  /** Billing is configured and the plan has no teacher tools. */
  'plan_required',
  /** No such class, or another teacher's. */
  'class_not_found',
]);
export type HostRefusal = z.infer<typeof hostRefusalSchema>;

/** A class a room runs for: its name, its language and its roster, in roster order. */
export const hostedClassSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    language: languageSchema,
    /** Each child with its current level (issue 15, from the learner model; 1 when unknown). */
    roster: z.array(rosterChildSchema.extend({ level: levelNumberSchema.optional() }).strict()),
  })
  .strict();
export type HostedClass = z.infer<typeof hostedClassSchema>;

export const hostGrantSchema = z.discriminatedUnion('allowed', [
  z.object({ allowed: z.literal(true), class: hostedClassSchema.nullable() }).strict(),
  z.object({ allowed: z.literal(false), reason: hostRefusalSchema }).strict(),
]);
export type HostGrant = z.infer<typeof hostGrantSchema>;
