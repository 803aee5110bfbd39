import { describe, expect, it } from 'vitest';
import { closedView, lobbyView, podiumView } from '../testing/host-views';
import { noteQuestionClock } from './question-clocks';

describe('noteQuestionClock', () => {
  it('When questions pass, then each one keeps its clock by index until a new game starts', () => {
    const closed = closedView(3);
    const current = closed.question;
    if (!current) throw new Error('a question expected');
    const clocks = noteQuestionClock(new Map(), closed);
    expect(clocks.get(current.index)).toEqual(current.question.correctAnswer);
    // The same view again changes nothing (the same map).
    expect(noteQuestionClock(clocks, closed)).toBe(clocks);
    expect(noteQuestionClock(clocks, null)).toBe(clocks);
    // The podium view keeps what was noted.
    expect(noteQuestionClock(clocks, { ...podiumView(3, 6), question: null }).size).toBe(1);
    // Play again: the lobby starts afresh.
    expect(noteQuestionClock(clocks, lobbyView(3)).size).toBe(0);
  });
});
