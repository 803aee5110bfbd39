// The zod schema of a saved game by level (the guest's progress brings it back after sign-in);
// apart from level-game.ts so the game itself does not load zod.
import { z } from 'zod';
import { questionSchema } from '../question-schema';
import { learnerModelSchema, purposeSchema } from './learner-schema';

export const levelGameSchema = z.object({
  kind: z.enum(['level', 'placement']),
  seed: z.number().int().min(0).max(0xffffffff),
  slots: z.array(z.object({ purpose: purposeSchema, set: z.boolean() })).max(10),
  startModel: learnerModelSchema,
  model: learnerModelSchema,
  questions: z.array(questionSchema).max(10),
});
