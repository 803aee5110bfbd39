import {
  type LearnerAnswer,
  type LearnerModel,
  learnAnswer,
} from '@ttc/shared-protocol/game/learner/learner-model';

/**
 * The server's model of a signed-in child with the answers this device has not sent yet folded
 * on top, in time order (ties in the given order). Only answers after the server's latest are
 * folded: an older one (a guest history played before the account's last game) waits for the
 * server, which folds it in its place, and a game the server already counted but the device has
 * not yet dropped from its queue is never counted twice.
 */
export function withUnsentAnswers(
  server: LearnerModel,
  unsent: readonly LearnerAnswer[],
): LearnerModel {
  return unsent
    .map((answer, index) => ({ answer, index }))
    .filter(({ answer }) => answer.answeredAt > server.lastAnswerAt)
    .sort((a, b) => a.answer.answeredAt - b.answer.answeredAt || a.index - b.index)
    .reduce((model, { answer }) => learnAnswer(model, answer), server);
}
