import { describe, expect, it } from 'vitest';
import { makeChoiceQuestion, makeRoomView, makeSelfView } from '../testing/live-views';
import { ownQuestionView } from './use-student-room';

const boardQuestion = makeChoiceQuestion({ index: 1, options: ['3:15', '9:15', '3:45', '4:15'] });
const ownQuestion = makeChoiceQuestion({ index: 1, options: ['5:00', '4:00', '6:00', '12:00'] });

describe('ownQuestionView (each child at their own level)', () => {
  it('When the room is not adaptive, then the shared view is shown as it is', () => {
    const room = makeRoomView({ phase: 'question-open', question: boardQuestion });
    expect(ownQuestionView(room, makeSelfView())).toBe(room);
    expect(ownQuestionView(room, null)).toBe(room);
  });

  it("When the seat has its own question, then the tablet shows it instead of the board's, and the own right answer after the close", () => {
    const open = makeRoomView({ phase: 'question-open', question: boardQuestion });
    const self = makeSelfView({ level: 2, question: ownQuestion, reveal: null });
    expect(ownQuestionView(open, self)).toEqual({ ...open, question: ownQuestion, reveal: null });

    const closed = makeRoomView({
      phase: 'question-closed',
      question: boardQuestion,
      reveal: { questionIndex: 1, correctLabel: '3:15', correctTime: { hour: 3, minute: 15 } },
    });
    const ownReveal = {
      questionIndex: 1,
      correctLabel: '5:00',
      correctTime: { hour: 5, minute: 0 },
    };
    const shown = ownQuestionView(closed, { ...self, reveal: ownReveal });
    expect(shown).toMatchObject({ question: ownQuestion, reveal: ownReveal });
  });

  it("When the seat's own view has not caught up with the room's question or answer yet, then it is behind (never the board's)", () => {
    const open = makeRoomView({ phase: 'question-open', question: { ...boardQuestion, index: 2 } });
    expect(ownQuestionView(open, makeSelfView({ level: 5, question: ownQuestion }))).toBe('behind');
    const closed = makeRoomView({
      phase: 'question-closed',
      question: boardQuestion,
      reveal: { questionIndex: 1, correctLabel: '3:15', correctTime: { hour: 3, minute: 15 } },
    });
    expect(
      ownQuestionView(closed, makeSelfView({ level: 5, question: ownQuestion, reveal: null })),
    ).toBe('behind');
    // In the lobby there is nothing to wait for.
    const lobby = makeRoomView();
    expect(ownQuestionView(lobby, makeSelfView({ level: 5, question: null }))).toEqual({
      ...lobby,
      question: null,
      reveal: null,
    });
  });
});
