// The zod schemas of the learner model and of the level fields an answer carries; the model's
// logic is in learner-model.ts.
import { z } from 'zod';
import { misconceptionTagSchema } from '../misconception-schema';
import { PURPOSES } from './purpose';
import { SKILL_MODES, SKILLS } from './skills';

export const purposeSchema = z.enum(PURPOSES);
export const skillSchema = z.enum(SKILLS);
/** A level number as an answer records it. */
export const levelNumberSchema = z.number().int().min(1).max(12);

const tagOrRight = /* @__PURE__ */ misconceptionTagSchema.nullable();
const results = z.array(z.boolean()).max(50);
const modes = z.object(
  Object.fromEntries(SKILL_MODES.map((m) => [m, results])) as Record<
    (typeof SKILL_MODES)[number],
    typeof results
  >,
);

/** The learner model as GET /api/user/:id/stats serves it (see learner-model.ts). */
export const learnerModelSchema = z.object({
  level: levelNumberSchema,
  highestLevel: levelNumberSchema,
  window: z.array(z.object({ correct: z.boolean(), tag: tagOrRight, set: z.boolean() })).max(50),
  remediation: z
    .object({ tag: misconceptionTagSchema, remaining: z.number().int().min(1).max(10) })
    .nullable(),
  remediationsAtLevel: z.number().int().min(0),
  lastLevelTags: z.array(tagOrRight).max(50),
  recent: z.array(tagOrRight).max(100),
  mastery: z.object(
    Object.fromEntries(SKILLS.map((s) => [s, modes])) as Record<
      (typeof SKILLS)[number],
      typeof modes
    >,
  ),
  mistakes: z.partialRecord(misconceptionTagSchema, z.number().int().min(0)),
  placement: z.object({ answered: z.number().int().min(0), missed: z.boolean() }),
  promotions: z.number().int().min(0),
  stepsBack: z.number().int().min(0),
  answers: z.number().int().min(0),
  lastAnswerAt: z.number().int().min(0),
});
