import type { HostView } from '@ttc/shared-protocol/classroom/view-schemas';
import type { ClockTime } from '@ttc/shared-protocol/clock/time';

/** Each asked question's clock (the time it revealed), by question index. */
export type QuestionClocks = ReadonlyMap<number, ClockTime>;

/**
 * Notes the clock of the question in view, so the podium's "most missed question" can say which
 * clock it was (its statistics carry the prompt only). A new game (the lobby) starts afresh.
 * Returns the same map when nothing changed, so React keeps its state.
 */
export function noteQuestionClock(clocks: QuestionClocks, view: HostView | null): QuestionClocks {
  if (!view) return clocks;
  if (view.phase === 'lobby') return clocks.size === 0 ? clocks : new Map();
  const current = view.question;
  if (!current) return clocks;
  const time = current.question.correctAnswer;
  const known = clocks.get(current.index);
  if (known && known.hour === time.hour && known.minute === time.minute) return clocks;
  return new Map(clocks).set(current.index, time);
}
