import type { ProgressGameRequest } from '@ttc/shared-protocol/api/progress';
import {
  type AnswerRecord,
  readAnswerHistory,
  updateAnswerHistory,
} from '../guest-progress/answer-history';
import { stableGameId } from './game-id';
import { toProgressAnswer } from './progress-answer';

/**
 * Answers per merged game. One POST carries at most 3,000 answers (PROGRESS_ANSWERS_MAX) and
 * 1 MB; 1,000 answers are about 200 KB, so a full device history goes in three requests.
 */
export const MERGE_CHUNK_SIZE = 1000;

/**
 * Spec sections 3-4, guest progress: the answers a guest played on this device before signing in
 * are merged into the account exactly once. Step 1, the claim: every answer no account has
 * claimed yet is marked for this user, in chunks, each chunk under an id computed from its
 * answers (`stableGameId`). Claimed answers are no longer the guest's: a later sign-in, by this
 * user or another, never sends them again, and a second tab claiming at the same moment reads
 * the same answers and so computes the same ids, which the server stores once. Returns how many
 * answers were claimed.
 */
export function claimGuestAnswers(userId: string): number {
  let claimed = 0;
  updateAnswerHistory((answers) => {
    const unclaimed = answers.filter((answer) => answer.merge === undefined);
    if (unclaimed.length === 0) return null;
    const gameIdOf = new Map<AnswerRecord, string>();
    for (let start = 0; start < unclaimed.length; start += MERGE_CHUNK_SIZE) {
      const chunk = unclaimed.slice(start, start + MERGE_CHUNK_SIZE);
      const gameId = stableGameId(`guest-history:v1:${JSON.stringify(chunk)}`);
      for (const answer of chunk) gameIdOf.set(answer, gameId);
    }
    claimed = unclaimed.length;
    return answers.map((answer) => {
      const gameId = gameIdOf.get(answer);
      return gameId ? { ...answer, merge: { gameId, userId, done: false } } : answer;
    });
  });
  return claimed;
}

/**
 * Step 2: the claimed answers of this user that the server has not acknowledged, as POST
 * /api/progress bodies (source `guest_history`), oldest first.
 */
export function pendingGuestMerges(userId: string): ProgressGameRequest[] {
  const games = new Map<string, ProgressGameRequest>();
  for (const answer of readAnswerHistory()) {
    const merge = answer.merge;
    if (!merge || merge.done || merge.userId !== userId) continue;
    let game = games.get(merge.gameId);
    if (!game) {
      game = { gameId: merge.gameId, source: 'guest_history', answers: [] };
      games.set(merge.gameId, game);
    }
    game.answers.push(toProgressAnswer(answer));
  }
  return [...games.values()];
}

/** Step 3: the server stored the game, so its answers are marked merged on the device. */
export function markGuestMergeDone(userId: string, gameId: string): void {
  updateAnswerHistory((answers) => {
    let changed = false;
    const next = answers.map((answer) => {
      const merge = answer.merge;
      if (!merge || merge.done || merge.userId !== userId || merge.gameId !== gameId) return answer;
      changed = true;
      return { ...answer, merge: { ...merge, done: true } };
    });
    return changed ? next : null;
  });
}
