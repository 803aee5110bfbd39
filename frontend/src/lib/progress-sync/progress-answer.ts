import type { ProgressAnswerInput } from '@ttc/shared-protocol/api/progress';
import type { AnswerRecord } from '../guest-progress/answer-history';

// The limits of the shared schema (api/progress.ts), repeated here because importing that module
// at runtime would bring zod along; progress-answer.test.ts checks that they agree.
/** PROGRESS_LABEL_MAX_LENGTH */
export const LABEL_MAX_LENGTH = 40;
/** PROGRESS_ANSWER_MS_MAX */
export const ANSWER_MS_MAX = 86_400_000;

/**
 * One recorded answer as POST /api/progress takes it: right or wrong, when, its misconception
 * tag, the question type and difficulty, the response time, what was given and what was
 * expected, and the skill, level and purpose the learner model folds (left out when the record
 * predates them, which the server reads as free practice). Values the server would refuse (a response time over a day, an over-long label) are
 * sent as unknown (null) rather than losing the whole game.
 */
export function toProgressAnswer(record: AnswerRecord): ProgressAnswerInput {
  return {
    correct: record.correct,
    answeredAt: record.answeredAt,
    tag: record.correct ? null : record.tag,
    questionType: record.type,
    difficulty: record.difficulty,
    answerMs:
      record.responseMs !== null && record.responseMs <= ANSWER_MS_MAX ? record.responseMs : null,
    given: record.answer,
    expected: record.expected.length <= LABEL_MAX_LENGTH ? record.expected : null,
    ...(record.skill != null ? { skill: record.skill } : {}),
    ...(record.level != null ? { level: record.level } : {}),
    ...(record.purpose != null ? { purpose: record.purpose } : {}),
  };
}
