import type { QuestionType } from '@ttc/shared-protocol/game/settings';

/** The spec's five praises and five encouragements (section 8), as `student-game` keys. */
export const CORRECT_MESSAGES = [
  'feedback.correct.1',
  'feedback.correct.2',
  'feedback.correct.3',
  'feedback.correct.4',
  'feedback.correct.5',
] as const;
export const INCORRECT_MESSAGES = [
  'feedback.incorrect.1',
  'feedback.incorrect.2',
  'feedback.incorrect.3',
  'feedback.incorrect.4',
  'feedback.incorrect.5',
] as const;

/**
 * Which of the five messages a child sees after question `questionIndex`: varied between
 * questions and children, and the same after a reload (no randomness in render).
 */
export function messageIndex(playerId: string, questionIndex: number): number {
  let hash = questionIndex * 31;
  for (let i = 0; i < playerId.length; i++) hash = (hash * 33 + playerId.charCodeAt(i)) >>> 0;
  return hash % 5;
}

/**
 * The message keys that fit the question: reading the clock (the spec's messages), setting it,
 * or counting the time between two clocks ("You read that clock correctly!" would not fit).
 */
export function feedbackMessageKeys(type: QuestionType | undefined, correct: boolean) {
  if (type === 'set_time') {
    return correct
      ? (['1', '2', '3', '4', '5'] as const).map((n) => `feedback.correctSet.${n}` as const)
      : (['1', '2', '3', '4', '5'] as const).map((n) => `feedback.incorrectSet.${n}` as const);
  }
  if (type === 'elapsed_time') {
    return correct
      ? (['1', '2', '3', '4', '5'] as const).map((n) => `feedback.correctElapsed.${n}` as const)
      : (['1', '2', '3', '4', '5'] as const).map((n) => `feedback.incorrectElapsed.${n}` as const);
  }
  return correct ? CORRECT_MESSAGES : INCORRECT_MESSAGES;
}
