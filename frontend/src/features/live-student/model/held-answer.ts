import type { Answer } from '@ttc/shared-protocol/game/question';
import { storage } from '../../../lib/storage';

/**
 * An answer the child gave while the connection was down, kept on the device until it goes out,
 * so a reload while offline (a tablet that is restarted, a page reloaded on bad Wi-Fi) does not
 * lose it: the play screen sends it once the seat is back, if its question is still open.
 */
export const HELD_ANSWER_KEY = 'liveHeldAnswer';
/** Older than this, a kept answer is for a question long closed. */
export const HELD_ANSWER_TTL_MS = 30 * 60 * 1000;

export type HeldAnswer = {
  code: string;
  playerId: string;
  round: number | undefined;
  questionIndex: number;
  answer: Answer;
  savedAt: number;
};

/** Light checks only: the server validates the answer itself when it arrives. */
function isAnswer(value: unknown): value is Answer {
  if (!value || typeof value !== 'object') return false;
  const answer = value as Record<string, unknown>;
  return (
    (answer.kind === 'choice' && typeof answer.label === 'string') ||
    (answer.kind === 'clock' && typeof answer.time === 'object' && answer.time !== null)
  );
}

export function holdAnswer(held: Omit<HeldAnswer, 'savedAt'>, now = Date.now()): void {
  storage.set(HELD_ANSWER_KEY, JSON.stringify({ ...held, savedAt: now }));
}

/** The answer kept for this seat, if any (another seat's, or a broken one, is ignored). */
export function heldAnswerFor(code: string, playerId: string, now = Date.now()): HeldAnswer | null {
  const raw = storage.get(HELD_ANSWER_KEY);
  if (raw === null) return null;
  try {
    const held = JSON.parse(raw) as Partial<HeldAnswer>;
    const valid =
      held.code === code &&
      held.playerId === playerId &&
      (held.round === undefined || typeof held.round === 'number') &&
      typeof held.questionIndex === 'number' &&
      isAnswer(held.answer) &&
      typeof held.savedAt === 'number' &&
      now - held.savedAt < HELD_ANSWER_TTL_MS;
    return valid ? (held as HeldAnswer) : null;
  } catch {
    return null;
  }
}

/** The kept answer went out, or its question closed: nothing is kept any more. */
export function releaseHeldAnswer(): void {
  storage.remove(HELD_ANSWER_KEY);
}
