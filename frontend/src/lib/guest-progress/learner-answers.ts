import type { LearnerAnswer } from '@ttc/shared-protocol/game/learner/learner-model';
import { type AnswerRecord, readGuestAnswers } from './answer-history';

/**
 * A recorded answer as the learner model (and deriveStats) reads it. A record stored before the
 * learner model has no skill, level or purpose: it counts as free practice, its skill read from
 * its question type and correct answer.
 */
export function toLearnerAnswer(record: AnswerRecord): LearnerAnswer {
  return {
    correct: record.correct,
    answeredAt: record.answeredAt,
    tag: record.correct ? null : record.tag,
    questionType: record.type,
    expected: record.expected,
    skill: record.skill ?? null,
    level: record.level ?? null,
    purpose: record.purpose ?? null,
  };
}

/**
 * The guest's answer history on this device as the learner model reads it, oldest first: what
 * the Student Game folds (learnerFromAnswers) for a child who is not signed in. Answers already
 * claimed by an account are the account's, not the guest's, and are left out.
 */
export function deviceLearnerAnswers(): LearnerAnswer[] {
  return readGuestAnswers().map(toLearnerAnswer);
}
