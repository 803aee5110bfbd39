import { z } from 'zod';

/** GET /api/levels returns a list of these (spec section 7). */
export const levelSchema = z
  .object({
    level: z.number().int().min(1),
    name: z.string(),
    description: z.string(),
  })
  .strict();
export type Level = z.infer<typeof levelSchema>;
export const levelsResponseSchema = z.array(levelSchema);
