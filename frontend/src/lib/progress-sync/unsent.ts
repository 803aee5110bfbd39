import type { LearnerAnswer } from '@ttc/shared-protocol/game/learner/learner-model';
import { type AnswerRecord, readAnswerHistory } from '../guest-progress/answer-history';
import { toLearnerAnswer } from '../guest-progress/learner-answers';
import { pendingGamesOf } from './pending-games';

/** A guest answer on its way to this user's account: not claimed yet, or claimed and not stored. */
function isUnsentFor(userId: string, answer: AnswerRecord): boolean {
  return !answer.merge || (answer.merge.userId === userId && !answer.merge.done);
}

/**
 * Whether this device still holds progress on its way to this user's account: a finished game
 * in the pending queue, guest answers claimed for the account but not yet acknowledged, or guest
 * answers not claimed yet (the sync claims them for the signed-in user). The Progress screen
 * says so, since the server's stats do not count them yet.
 */
export function hasUnsentProgress(userId: string): boolean {
  if (pendingGamesOf(userId).length > 0) return true;
  return readAnswerHistory().some((answer) => isUnsentFor(userId, answer));
}

/**
 * The same answers as the learner model reads them: the finished games waiting in the queue
 * and the guest answers on their way to this account. The server's model does not know them
 * yet; the Student Game folds them on top of it (lib/learner/use-learner-model.ts).
 */
export function unsentLearnerAnswers(userId: string): LearnerAnswer[] {
  const games = pendingGamesOf(userId).flatMap((game) => game.request.answers);
  const guest = readAnswerHistory()
    .filter((answer) => isUnsentFor(userId, answer))
    .map(toLearnerAnswer);
  return [...games, ...guest];
}
