import type { LearnerModel } from '@ttc/shared-protocol/game/learner/learner-model';
import { isRecord, parseJson, warnIgnored } from '../guest-progress/guards';
import { storage } from '../storage';

/** Browser storage key of the last learner model the server sent (ours; the spec names none). */
export const LAST_SERVER_LEARNER_KEY = 'learner_lastServerModel';
const VERSION = 1;

/** The learner model's schema (learner-schema.ts), which the caller loads with zod. */
export type LearnerModelSchema = {
  safeParse(value: unknown): { success: true; data: LearnerModel } | { success: false };
};

/**
 * Keeps the server's latest model of a signed-in child on the device, so a game by level can
 * start at the child's level while the server cannot be reached. One child at a time: the
 * model names no one, and another child's sign-in replaces it.
 */
export function saveLastServerLearner(userId: string, model: LearnerModel): void {
  storage.set(LAST_SERVER_LEARNER_KEY, JSON.stringify({ version: VERSION, userId, model }));
}

/** The kept model of this child, checked; null when none, another child's, or unreadable. */
export function readLastServerLearner(
  userId: string,
  schema: LearnerModelSchema,
): LearnerModel | null {
  const text = storage.get(LAST_SERVER_LEARNER_KEY);
  if (text === null) return null;
  const value = parseJson(text);
  if (!isRecord(value) || value.version !== VERSION) {
    warnIgnored(LAST_SERVER_LEARNER_KEY, 'it is not a saved learner model');
    return null;
  }
  if (value.userId !== userId) return null;
  const parsed = schema.safeParse(value.model);
  if (!parsed.success) {
    warnIgnored(LAST_SERVER_LEARNER_KEY, 'the model is out of shape');
    return null;
  }
  return parsed.data;
}
