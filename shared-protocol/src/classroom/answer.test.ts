import { describe, expect, it } from 'vitest';
import { evaluateAnswer } from '../game/check-answer';
import type { Question } from '../game/question';
import { answerPayloadSchema } from './payloads';
import { reduce } from './reduce';
import { Rule } from './rules';
import type { RoomState } from './state';
import {
  accept,
  currentQuestion,
  emitsOf,
  HOST,
  openWith,
  refuse,
  rightAnswer,
  student,
  T0,
  wrongAnswer,
} from './testing/builders';

const OPENED = T0 + 10_000;

function answerEvent(state: RoomState, i: number, right: boolean, index = 0) {
  const question = currentQuestion(state);
  return {
    type: 'answer' as const,
    actor: student(i),
    questionIndex: index,
    answer: right ? rightAnswer(question) : wrongAnswer(question),
  };
}

function close(state: RoomState, at: number) {
  return accept(state, { type: 'close', actor: HOST, questionIndex: 0 }, at).state;
}

describe('answering', () => {
  it(`[${Rule.scoring}] When a student answers, then the answer is kept with its time but the score does not move before the close`, () => {
    const state = openWith(2);
    const { state: next, ack, effects } = accept(state, answerEvent(state, 1, true), OPENED + 3000);
    expect(ack).toEqual({ kind: 'answered', questionIndex: 0 });
    expect(next.answers[0]?.['seat-000001']).toMatchObject({
      correct: true,
      tag: null,
      answerMs: 3000,
      answeredAt: OPENED + 3000,
    });
    expect(next.players['seat-000001']?.score).toBe(0);
    const [progress] = emitsOf(effects, 'room:progress');
    expect(progress?.payload).toEqual({ questionIndex: 0, answered: 1, connected: 2, students: 2 });
    expect(next.stage.phase).toBe('question-open');
  });

  it(`[${Rule.scoring}] When the question closes, then each right answer adds exactly 100 and a wrong one 0`, () => {
    let state = openWith(3);
    state = accept(state, answerEvent(state, 1, true), OPENED + 1000).state;
    state = accept(state, answerEvent(state, 2, false), OPENED + 2000).state;
    state = close(state, OPENED + 5000);
    expect(state.players['seat-000001']).toMatchObject({ score: 100, correctCount: 1 });
    expect(state.players['seat-000002']).toMatchObject({ score: 0, correctCount: 0 });
    expect(state.players['seat-000003']).toMatchObject({ score: 0, answeredCount: 0 });
  });

  it(`[${Rule.misconceptionTag}] When an answer is wrong, then it keeps the misconception tag and every match the game domain names`, () => {
    let state = openWith(2, { questionTypes: ['set_time'] });
    const question = currentQuestion(state);
    const answer = wrongAnswer(question);
    state = accept(state, { ...answerEvent(state, 1, false), answer }, OPENED + 1000).state;
    const expected = evaluateAnswer(question, answer);
    expect(expected.tag).not.toBeNull();
    expect(state.answers[0]?.['seat-000001']).toMatchObject({
      correct: false,
      tag: expected.tag,
      matches: expected.matches,
    });
  });

  it(`[${Rule.oneAnswer}] When a student answers twice, then the second is refused and the first stands`, () => {
    let state = openWith(2);
    state = accept(state, answerEvent(state, 1, false), OPENED + 1000).state;
    expect(refuse(state, answerEvent(state, 1, true), OPENED + 1001)).toMatchObject({
      reason: 'already_answered',
      rule: Rule.oneAnswer,
    });
    expect(state.answers[0]?.['seat-000001']?.correct).toBe(false);
  });

  it(`[${Rule.answerOpenOnly}] When the question index is not the open one, then the answer is refused`, () => {
    const state = openWith(2);
    for (const index of [1, -1, 9]) {
      expect(refuse(state, answerEvent(state, 1, true, index), OPENED + 1)).toMatchObject({
        reason: 'wrong_question',
        rule: Rule.answerOpenOnly,
      });
    }
  });

  it(`[${Rule.answerOpenOnly}] When the question is closed, or its deadline passed before the timer fired, then an answer is refused`, () => {
    const state = openWith(2);
    const late = refuse(state, answerEvent(state, 1, true), OPENED + 20_000);
    expect(late).toMatchObject({ reason: 'question_closed', rule: Rule.answerOpenOnly });
    const closed = close(state, OPENED + 1000);
    expect(refuse(closed, answerEvent(closed, 1, true), OPENED + 1001).reason).toBe(
      'question_closed',
    );
  });

  it(`[${Rule.answerOpenOnly}] When nothing is open yet (lobby), then an answer is refused`, () => {
    const state = openWith(1);
    const lobby = { ...state, stage: { phase: 'lobby' as const } };
    expect(refuse(lobby, answerEvent(state, 1, true), OPENED).reason).toBe('wrong_phase');
  });

  it(`[${Rule.scoring}] When the answer does not fit the question, then it is refused, not scored as wrong`, () => {
    const state = openWith(1);
    const question = currentQuestion(state);
    for (const answer of [
      { kind: 'choice', label: '13:99' },
      { kind: 'clock', time: { hour: 3, minute: 0 } },
    ]) {
      const event = { ...answerEvent(state, 1, true), answer } as never;
      expect(refuse(state, event, OPENED + 1)).toMatchObject({ reason: 'invalid_answer' });
    }
    expect(question.type).toBe('multiple_choice');
    const setClock = openWith(1, { questionTypes: ['set_time'] });
    for (const answer of [
      { kind: 'choice', label: '3:00' },
      { kind: 'clock', time: { hour: 13, minute: 0 } },
      { kind: 'clock', time: { hour: 3, minute: 60 } },
      { kind: 'clock', time: { hour: 3.5, minute: 0 } },
    ]) {
      const event = { ...answerEvent(setClock, 1, true), answer } as never;
      expect(refuse(setClock, event, OPENED + 1).reason).toBe('invalid_answer');
    }
  });

  it(`[${Rule.scoring}] When a client slips a score, correctness or another seat into the answer payload, then the payload schema refuses it`, () => {
    const answer = { kind: 'choice', label: '3:00' };
    expect(answerPayloadSchema.safeParse({ questionIndex: 0, answer }).success).toBe(true);
    for (const extra of [{ score: 1000 }, { correct: true }, { playerId: 'seat-000002' }]) {
      expect(answerPayloadSchema.safeParse({ questionIndex: 0, answer, ...extra }).success).toBe(
        false,
      );
    }
    expect(
      answerPayloadSchema.safeParse({ questionIndex: 0, answer: { ...answer, correct: true } })
        .success,
    ).toBe(false);
    for (const questionIndex of [-1, 10, 1e9, '0', null, 0.5]) {
      expect(answerPayloadSchema.safeParse({ questionIndex, answer }).success).toBe(false);
    }
  });

  it(`[${Rule.studentOnly}] When the host or an unknown seat answers, then it is refused`, () => {
    const state = openWith(1);
    expect(refuse(state, { ...answerEvent(state, 1, true), actor: HOST }, OPENED).reason).toBe(
      'forbidden',
    );
    expect(refuse(state, answerEvent(state, 7, true), OPENED).reason).toBe('not_in_room');
  });

  it(`[${Rule.studentOnly}] When a student answers, then only that student's seat gets the answer (the seat comes from the actor)`, () => {
    let state = openWith(3);
    state = accept(state, answerEvent(state, 2, true), OPENED + 10).state;
    expect(Object.keys(state.answers[0] ?? {})).toEqual(['seat-000002']);
  });

  it(`[${Rule.closeWhenAllAnswered}] When the last connected student answers, then the question closes at once and the timer is cancelled`, () => {
    let state = openWith(2);
    state = accept(state, answerEvent(state, 1, true), OPENED + 1000).state;
    const timerId = state.timer?.id;
    const { state: closed, effects } = accept(state, answerEvent(state, 2, true), OPENED + 2000);
    expect(closed.stage).toEqual({ phase: 'question-closed', index: 0, closedAt: OPENED + 2000 });
    expect(effects).toContainEqual({ type: 'cancel', timerId });
    expect(closed.timer).toBeNull();
  });

  it(`[${Rule.closeWhenAllAnswered}] When a disconnected student has not answered, then the connected ones answering closes the question`, () => {
    let state = openWith(3);
    state = accept(state, { type: 'disconnect', actor: student(3) }, OPENED + 100).state;
    state = accept(state, answerEvent(state, 1, true), OPENED + 1000).state;
    state = accept(state, answerEvent(state, 2, true), OPENED + 2000).state;
    expect(state.stage.phase).toBe('question-closed');
  });

  it(`[${Rule.closeWhenAllAnswered}] When the only unanswered student disconnects, then the question closes`, () => {
    let state = openWith(2);
    state = accept(state, answerEvent(state, 1, true), OPENED + 1000).state;
    state = accept(state, { type: 'disconnect', actor: student(2) }, OPENED + 1500).state;
    expect(state.stage.phase).toBe('question-closed');
  });

  it(`[${Rule.closeWhenAllAnswered}] When everyone drops (Wi-Fi), then the question stays open for the timer`, () => {
    let state = openWith(2);
    state = accept(state, { type: 'disconnect', actor: student(1) }, OPENED + 100).state;
    state = accept(state, { type: 'disconnect', actor: student(2) }, OPENED + 200).state;
    expect(state.stage.phase).toBe('question-open');
  });

  it(`[${Rule.closeWhenAllAnswered}] When everyone dropped and a student who had answered comes back first, then the question closes`, () => {
    let state = openWith(2);
    state = accept(state, answerEvent(state, 1, true), OPENED + 1000).state;
    state = accept(state, { type: 'disconnect', actor: student(1) }, OPENED + 1100).state;
    state = accept(state, { type: 'disconnect', actor: student(2) }, OPENED + 1200).state;
    expect(state.stage.phase).toBe('question-open');
    state = accept(state, { type: 'reconnect', actor: student(1) }, OPENED + 3000).state;
    expect(state.stage).toMatchObject({ phase: 'question-closed', closedAt: OPENED + 3000 });
  });

  it(`[${Rule.ranking}] When scores tie, then less total answer time ranks first; a missing answer counts the time the question was open`, () => {
    let state = openWith(3);
    state = accept(state, answerEvent(state, 2, true), OPENED + 2000).state;
    state = accept(state, answerEvent(state, 1, true), OPENED + 4000).state;
    state = close(state, OPENED + 6000);
    expect(state.players['seat-000002']).toMatchObject({ rank: 1, totalAnswerMs: 2000 });
    expect(state.players['seat-000001']).toMatchObject({ rank: 2, totalAnswerMs: 4000 });
    expect(state.players['seat-000003']).toMatchObject({ rank: 3, totalAnswerMs: 6000 });
  });

  it(`[${Rule.ranking}] When score and time tie, then the seats share a place, listed in join order`, () => {
    let state = openWith(4);
    state = close(state, OPENED + 5000);
    const ranks = [1, 2, 3, 4].map((i) => state.players[`seat-00000${i}`]?.rank);
    expect(ranks).toEqual([1, 1, 1, 1]);
    expect(state.top).toEqual(['seat-000001', 'seat-000002', 'seat-000003', 'seat-000004']);
  });

  it(`[${Rule.ranking}] When a second question closes, then previous ranks are kept for the movement`, () => {
    let state = openWith(2, { questionCount: 2 });
    state = accept(state, answerEvent(state, 1, false), OPENED + 1000).state;
    state = close(state, OPENED + 2000);
    state = accept(state, { type: 'next', actor: HOST, questionIndex: 0 }, OPENED + 3000).state;
    const q = currentQuestion(state);
    const second = {
      type: 'answer' as const,
      actor: student(2),
      questionIndex: 1,
      answer: rightAnswer(q as Question),
    };
    state = accept(state, second, OPENED + 3500).state;
    state = accept(state, { type: 'close', actor: HOST, questionIndex: 1 }, OPENED + 4000).state;
    expect(state.players['seat-000002']).toMatchObject({ rank: 1, previousRank: 2 });
    expect(state.players['seat-000001']).toMatchObject({ rank: 2, previousRank: 1 });
  });

  it(`[${Rule.version}] When an answer is refused, then nothing in the room changed`, () => {
    let state = openWith(2);
    state = accept(state, answerEvent(state, 1, true), OPENED + 1000).state;
    const before = structuredClone(state);
    const result = reduce(state, answerEvent(state, 1, false), OPENED + 2000);
    expect('error' in result).toBe(true);
    expect(state).toEqual(before);
  });
});
