import type { ProgressAnswerInput } from '@ttc/shared-protocol/api/progress';
import { storage } from '../../../lib/storage';

// A finished assignment game waits on the device until the server has it: a tablet that loses
// the network at home keeps the answers and their game id, so a retry (now, or when the link is
// opened again) stores the game once.

/** One finished game not yet stored by the server. */
export type PendingResult = {
  gameId: string;
  childId: string;
  seatToken: string;
  answers: ProgressAnswerInput[];
};

const key = (code: string) => `ttc.play.pending.${code}`;

function isPending(value: unknown): value is PendingResult {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.gameId === 'string' &&
    typeof v.childId === 'string' &&
    typeof v.seatToken === 'string' &&
    Array.isArray(v.answers) &&
    v.answers.length > 0
  );
}

export function readPendingResult(code: string): PendingResult | null {
  const text = storage.get(key(code));
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isPending(value) ? value : null;
  } catch {
    return null;
  }
}

export function writePendingResult(code: string, pending: PendingResult): void {
  storage.set(key(code), JSON.stringify(pending));
}

export function clearPendingResult(code: string): void {
  storage.remove(key(code));
}
