import { describe, expect, it } from 'vitest';
import type { Question } from '../game/question';
import { Rule } from './rules';
import type { RoomState } from './state';
import {
  accept,
  currentQuestion,
  emitsOf,
  HOST,
  openWith,
  rightAnswer,
  student,
  T0,
} from './testing/builders';
import { hostViewSchema, studentRoomViewSchema, studentSelfViewSchema } from './view-schemas';
import { hostView, studentRoomView, studentView } from './views';

const OPENED = T0 + 10_000;

/** Whatever in a payload could give the answer of the open question away. */
function leaks(payload: unknown, question: Question): string[] {
  const text = JSON.stringify(payload);
  const found: string[] = [];
  if (/"correct(Label|Answer|DayTime|Time)?"/.test(text)) found.push('a correct* key');
  if (/"tag"|"matches"|"targetTime"|"metadata"|"choices"/.test(text)) found.push('a tag/target');
  if (question.type !== 'set_time' && question.type !== 'elapsed_time') {
    const t = question.correctAnswer;
    if (text.includes(`{"hour":${t.hour},"minute":${t.minute}}`) && question.type !== 'read_time') {
      found.push('the clock time of a reading question');
    }
  }
  return found;
}

/** Students 1..n answer right, one after the other: places 1..n. */
function answerInOrder(state: RoomState, n: number): RoomState {
  let next = state;
  for (let i = 1; i <= n; i++) {
    const answer = rightAnswer(currentQuestion(next));
    next = accept(
      next,
      { type: 'answer', actor: student(i), questionIndex: 0, answer },
      OPENED + i,
    ).state;
  }
  return next;
}

function closeAll(state: RoomState, at: number) {
  const index = state.stage.phase === 'question-open' ? state.stage.index : 0;
  return accept(state, { type: 'close', actor: HOST, questionIndex: index }, at);
}

describe('views per role', () => {
  for (const type of ['multiple_choice', 'read_time', 'set_time', 'elapsed_time'] as const) {
    it(`[${Rule.noAnswerBeforeClose}] When a ${type} question is open, then the student views carry no answer; after the close they reveal it`, () => {
      let state = openWith(2, { questionTypes: [type] });
      const question = currentQuestion(state);
      state = accept(
        state,
        { type: 'answer', actor: student(1), questionIndex: 0, answer: rightAnswer(question) },
        OPENED + 100,
      ).state;
      const open = studentView(state, 'seat-000001');
      expect(open).not.toBeNull();
      expect(leaks(open?.room, question)).toEqual([]);
      expect(open?.room.reveal).toBeNull();
      expect(open?.you.lastResult).toBeNull();
      expect(open?.you.score).toBe(0);
      const { effects } = closeAll(state, OPENED + 200);
      const room = studentRoomViewSchema.parse(emitsOf(effects, 'room:state')[0]?.payload);
      expect(room.reveal).toEqual({
        questionIndex: 0,
        correctLabel: question.type === 'set_time' ? null : question.correctLabel,
        correctTime: question.correctAnswer,
      });
    });
  }

  it(`[${Rule.noAnswerBeforeClose}] When a read-time question is open, then the tablet gets each option's time (to say it in words) and nothing marking the right one`, () => {
    const state = openWith(1, { questionTypes: ['read_time'] });
    const question = currentQuestion(state);
    const view = studentRoomView(state);
    expect(view.question?.options).toEqual(question.type === 'read_time' ? question.options : []);
    expect(view.question?.optionTimes).toHaveLength(4);
    expect(view.question?.startClock).toBeNull();
  });

  it(`[${Rule.noAnswerBeforeClose}] When set the clock is open, then the tablet gets where the hands start`, () => {
    const state = openWith(1, { questionTypes: ['set_time'] });
    const question = currentQuestion(state);
    expect(studentRoomView(state).question?.startClock).toEqual(question.clockTime);
  });

  it(`[${Rule.studentViewLimits}] When 8 students are ranked, then a student sees the top 5 and their own rank, never the class list`, () => {
    let state = answerInOrder(openWith(8), 7);
    state = closeAll(state, OPENED + 1000).state;
    const view = studentView(state, 'seat-000008');
    expect(view?.room.top).toHaveLength(5);
    expect(view?.you.rank).toBe(8);
    const text = JSON.stringify(view);
    expect(text).not.toContain('seat-000002');
    expect(text).not.toContain('"players"');
    expect(Object.keys(view?.room.top?.[0] ?? {})).not.toContain('playerId');
  });

  it(`[${Rule.studentViewLimits}] When the leaderboard waits for the end, then students see no top and no rank until the podium; the host still sees it`, () => {
    let state = answerInOrder(openWith(3, { leaderboard: 'at-end', questionCount: 1 }), 2);
    state = closeAll(state, OPENED + 1000).state;
    const view = studentView(state, 'seat-000001');
    expect(view?.room.top).toBeNull();
    expect(view?.you.rank).toBeNull();
    expect(hostView(state).leaderboard).toHaveLength(3);
    const { effects } = accept(
      state,
      { type: 'next', actor: HOST, questionIndex: 0 },
      OPENED + 2000,
    );
    const ranks = emitsOf(effects, 'room:you').map((e) => e.payload.rank);
    expect(ranks).toEqual([1, 2, 3]);
  });

  it(`[${Rule.viewsOnly}] When views are built, then they match their schemas and are fresh copies of the state`, () => {
    let state = openWith(3);
    state = closeAll(state, OPENED + 1000).state;
    const host = hostViewSchema.parse(hostView(state));
    const view = studentView(state, 'seat-000001');
    studentRoomViewSchema.parse(view?.room);
    studentSelfViewSchema.parse(view?.you);
    const question = host.question?.question;
    if (question) question.questionText = 'changed by a careless server';
    expect(state.questions[0]?.questionText).not.toBe('changed by a careless server');
    expect(host.leaderboard?.[0]).toMatchObject({ rank: 1, movement: null, previousRank: null });
  });

  it(`[${Rule.viewsOnly}] When the host view is built mid-question, then it shows who has answered and the progress`, () => {
    let state = openWith(2);
    state = accept(
      state,
      {
        type: 'answer',
        actor: student(2),
        questionIndex: 0,
        answer: rightAnswer(currentQuestion(state)),
      },
      OPENED + 100,
    ).state;
    const host = hostView(state);
    expect(host.players.map((p) => p.answered)).toEqual([false, true]);
    expect(host.progress).toEqual({ questionIndex: 0, answered: 1, connected: 2, students: 2 });
    expect(host.question?.question.type).toBe('multiple_choice');
  });

  it(`[${Rule.studentOnly}] When a view is asked for an unknown or removed seat, then there is none`, () => {
    let state = openWith(2);
    expect(studentView(state, 'seat-000009')).toBeNull();
    state = accept(state, { type: 'kick', actor: HOST, playerId: 'seat-000001' }, OPENED + 1).state;
    expect(studentView(state, 'seat-000001')).toBeNull();
  });
});
