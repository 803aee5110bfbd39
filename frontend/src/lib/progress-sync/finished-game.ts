import type { ProgressGameRequest } from '@ttc/shared-protocol/api/progress';
import type { AnswerRecord } from '../guest-progress/answer-history';
import { newGameId } from './game-id';
import { addPendingGame } from './pending-games';
import { toProgressAnswer } from './progress-answer';

/**
 * A signed-in user finished a Student Game: it goes into the device's pending queue under a new
 * client-made id, synchronously, before any request, so it survives a failed POST, going
 * offline or closing the tab. The sync (requestProgressSync) then sends it. Returns the queued
 * request, or null for a game without answers of this user.
 */
export function queueFinishedGame(
  userId: string,
  answers: readonly AnswerRecord[],
): ProgressGameRequest | null {
  if (answers.length === 0) return null;
  const request: ProgressGameRequest = {
    gameId: newGameId(),
    source: 'game',
    answers: answers.map(toProgressAnswer),
  };
  addPendingGame({ userId, request });
  return request;
}
