import type { StudentSelfView } from '@ttc/shared-protocol/classroom/view-schemas';

/**
 * How the result screen speaks to the child: praise for a right answer, the right time for a
 * wrong one, and for no answer its own kind words ("Time is up!"), never "Good Try!" for a try
 * the child did not make. `late`: the child did answer but the answer was lost in a drop.
 */
export type ResultKind = 'correct' | 'incorrect' | 'noAnswer' | 'late';

export function resultKind(
  result: StudentSelfView['lastResult'] | null,
  lateAnswerFor: number | null,
): ResultKind {
  if (result?.correct === true) return 'correct';
  if (result && !result.answered) {
    return lateAnswerFor === result.questionIndex ? 'late' : 'noAnswer';
  }
  return 'incorrect';
}
