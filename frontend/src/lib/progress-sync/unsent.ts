import { readAnswerHistory } from '../guest-progress/answer-history';
import { pendingGamesOf } from './pending-games';

/**
 * Whether this device still holds progress on its way to this user's account: a finished game
 * in the pending queue, guest answers claimed for the account but not yet acknowledged, or guest
 * answers not claimed yet (the sync claims them for the signed-in user). The Progress screen
 * says so, since the server's stats do not count them yet.
 */
export function hasUnsentProgress(userId: string): boolean {
  if (pendingGamesOf(userId).length > 0) return true;
  return readAnswerHistory().some(
    (answer) => !answer.merge || (answer.merge.userId === userId && !answer.merge.done),
  );
}
