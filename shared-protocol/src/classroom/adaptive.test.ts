import { describe, expect, it } from 'vitest';
import { POINTS_PER_CORRECT } from '../game/score';
import { makeLevelQuestions, seatQuestion } from './adaptive';
import { buildResults, sessionResultsSchema } from './results';
import type { RoomEvent } from './room-events';
import { Rule } from './rules';
import type { RoomState } from './state';
import {
  accept,
  CLASS_ID,
  classCreateEvent,
  createEvent,
  emitsOf,
  generatedName,
  HOST,
  ROSTER,
  rightAnswer,
  rosterJoin,
  student,
  T0,
  wrongAnswer,
} from './testing/builders';
import { studentSelfViewSchema } from './view-schemas';
import { studentSelfView, studentView } from './views';

const OPENED = T0 + 10_000;

function joinAt(i: number, level?: number): RoomEvent {
  return {
    type: 'join',
    actor: student(i),
    nickname: generatedName(i),
    character: 'fox',
    ...(level !== undefined ? { level } : {}),
  };
}

/** An adaptive room: seat 1 at level 2, seat 2 at level 9, question 0 open. */
function adaptiveOpen(options = {}): RoomState {
  let { state } = accept(null, createEvent({ adaptive: true, questionCount: 4, ...options }), T0);
  state = accept(state, joinAt(1, 2), T0 + 1).state;
  state = accept(state, joinAt(2, 9), T0 + 2).state;
  return accept(state, { type: 'start', actor: HOST, seed: 42 }, OPENED).state;
}

function own(state: RoomState, seat: number, index = 0) {
  const player = state.players[student(seat).playerId];
  if (!player) throw new Error(`no seat ${seat}`);
  const question = seatQuestion(state, player, index);
  if (!question) throw new Error(`no question ${index} for seat ${seat}`);
  return question;
}

describe('each child at their own level (adaptive rooms)', () => {
  it(`[${Rule.adaptive}] When two seats at different levels play, then each gets its own level's question in its own view, and the room view keeps the class question`, () => {
    let { state } = accept(null, createEvent({ adaptive: true, questionCount: 4 }), T0);
    state = accept(state, joinAt(1, 2), T0 + 1).state;
    state = accept(state, joinAt(2, 9), T0 + 2).state;
    const { state: open, effects } = accept(
      state,
      { type: 'start', actor: HOST, seed: 42 },
      OPENED,
    );
    expect(open.players[student(1).playerId]?.level).toBe(2);
    expect(open.players[student(2).playerId]?.level).toBe(9);
    const low = own(open, 1);
    const high = own(open, 2);
    expect(low.level).toBe(2);
    expect(high.level).toBe(9);
    // Level 2 asks o'clock times only; level 9 any five-minute time.
    expect(low.correctAnswer.minute).toBe(0);
    expect(high.correctAnswer).not.toEqual(low.correctAnswer);

    const selves = emitsOf(effects, 'room:you');
    const bySeat = new Map(selves.map((e) => [e.payload.playerId, e.payload]));
    const youLow = studentSelfViewSchema.parse(bySeat.get(student(1).playerId));
    const youHigh = studentSelfViewSchema.parse(bySeat.get(student(2).playerId));
    expect(youLow.level).toBe(2);
    expect(youHigh.level).toBe(9);
    expect(youLow.question?.type).toBe(low.type);
    expect(youHigh.question?.type).toBe(high.type);
    expect(youLow.question?.options).toEqual(low.type === 'set_time' ? null : low.options);
    expect(youHigh.question?.options).toEqual(high.type === 'set_time' ? null : high.options);
    expect(youLow.question?.options).not.toEqual(youHigh.question?.options);
    // Nothing tells the answer while open.
    expect(youLow.reveal).toBeNull();
    // The tablet shows the child's own clock to read (the board shows the class question's).
    expect(youLow.question?.level).toBe(2);
    if (low.type !== 'set_time') expect(youLow.question?.clock).toEqual(low.clockTime);
    if (high.type !== 'set_time') expect(youHigh.question?.clock).toEqual(high.clockTime);
    // Each seat's own view is sent before the room broadcast, so a tablet never shows the board's.
    const order = effects.filter((e) => e.type === 'emit').map((e) => e.event);
    expect(order.indexOf('room:you')).toBeLessThan(order.indexOf('room:state'));
    // The broadcast keeps the class question for the board.
    const [room] = emitsOf(effects, 'room:state');
    expect(room?.payload.question?.questionText).toBe(open.questions[0]?.questionText);
    expect(room?.payload.question).not.toHaveProperty('clock');
    // The host sees each child's level beside the name.
    const [host] = emitsOf(effects, 'room:host');
    expect(host?.payload.players.map((p) => p.level)).toEqual([2, 9]);
  });

  it(`[${Rule.adaptive}] When a seat answers, then it is judged on its own question, and a right answer is worth the same at every level`, () => {
    let state = adaptiveOpen();
    const low = own(state, 1);
    const high = own(state, 2);
    state = accept(
      state,
      { type: 'answer', actor: student(2), questionIndex: 0, answer: rightAnswer(high) },
      OPENED + 1000,
    ).state;
    state = accept(
      state,
      { type: 'answer', actor: student(1), questionIndex: 0, answer: rightAnswer(low) },
      OPENED + 2000,
    ).state;
    // Both answered: the question closed.
    expect(state.stage.phase).toBe('question-closed');
    const p1 = state.players[student(1).playerId];
    const p2 = state.players[student(2).playerId];
    expect(p1?.score).toBe(POINTS_PER_CORRECT);
    expect(p2?.score).toBe(POINTS_PER_CORRECT);
    // Equal scores: speed breaks the tie (seat 2 answered a second sooner).
    expect(p2?.rank).toBe(1);
    expect(p1?.rank).toBe(2);
    // The summary counts every seat, each right at its own level; no pick counts as a pick of
    // the class question's options (the seats saw other options).
    expect(state.summaries[0]).toMatchObject({ correctCount: 2, wrongCount: 0 });
    expect(state.summaries[0]?.optionCounts?.every((n) => n === 0) ?? true).toBe(true);
    // The reveal each seat gets is its own question's answer.
    const view = studentView(state, student(1).playerId);
    expect(view?.you.reveal?.correctTime).toEqual(low.correctAnswer);
    expect(view?.room.reveal?.correctTime).toEqual(state.questions[0]?.correctAnswer);
  });

  it(`[${Rule.adaptive}] When a seat answers its own question wrongly, then it scores nothing, while the other level scores 100`, () => {
    let state = adaptiveOpen();
    state = accept(
      state,
      { type: 'answer', actor: student(1), questionIndex: 0, answer: wrongAnswer(own(state, 1)) },
      OPENED + 500,
    ).state;
    state = accept(
      state,
      { type: 'answer', actor: student(2), questionIndex: 0, answer: rightAnswer(own(state, 2)) },
      OPENED + 900,
    ).state;
    expect(state.players[student(1).playerId]?.score).toBe(0);
    expect(state.players[student(2).playerId]?.score).toBe(POINTS_PER_CORRECT);
    expect(state.summaries[0]).toMatchObject({ correctCount: 1, wrongCount: 1 });
  });

  it(`[${Rule.adaptive}] When a tablet reloads mid-question, then its seat's view holds the same own question`, () => {
    let state = adaptiveOpen();
    const before = studentView(state, student(1).playerId)?.you.question;
    state = accept(state, { type: 'disconnect', actor: student(1) }, OPENED + 300).state;
    const { effects } = accept(state, { type: 'reconnect', actor: student(1) }, OPENED + 600);
    const you = emitsOf(effects, 'room:you').find(
      (e) => e.payload.playerId === student(1).playerId,
    );
    expect(you?.payload.question).toEqual(before);
    expect(you?.payload.question?.questionText).toBe(own(state, 1).questionText);
  });

  it(`[${Rule.adaptive}] When the same seed and level are used, then the same questions come, whichever other levels are in play; a seat of a new level joining mid-round gets them`, () => {
    const state = adaptiveOpen();
    const fresh = makeLevelQuestions(42, 5, state.questions, state.options);
    expect(makeLevelQuestions(42, 5, state.questions, state.options)).toEqual(fresh);
    expect(makeLevelQuestions(43, 5, state.questions, state.options)).not.toEqual(fresh);
    const late = accept(state, joinAt(3, 5), OPENED + 100).state;
    expect(late.levelQuestions?.['5']).toEqual(fresh);
    expect(own(late, 3).questionText).toBe(fresh[0]?.questionText);
    // Level 2's questions did not change when level 5 came in.
    expect(late.levelQuestions?.['2']).toEqual(state.levelQuestions?.['2']);
  });

  it(`[${Rule.adaptive}] When the class sets the clock, then every level sets the clock; a reading class question keeps its type where the level has it`, () => {
    const state = adaptiveOpen({ questionTypes: ['set_time', 'read_time'] });
    state.questions.forEach((classQuestion, index) => {
      for (const level of ['2', '9']) {
        const mine = state.levelQuestions?.[level]?.[index];
        expect(mine?.type).toBe(classQuestion.type);
      }
    });
  });

  it(`[${Rule.adaptive}] When a seat sets its own clock, then its view carries its level's hands and face (the hour hand alone at level 1, geared at level 9)`, () => {
    let { state } = accept(
      null,
      createEvent({ adaptive: true, questionCount: 2, questionTypes: ['set_time'] }),
      T0,
    );
    state = accept(state, joinAt(1, 1), T0 + 1).state;
    state = accept(state, joinAt(2, 9), T0 + 2).state;
    state = accept(state, { type: 'start', actor: HOST, seed: 42 }, OPENED).state;
    const seat = (i: number) => {
      const player = state.players[student(i).playerId];
      if (!player) throw new Error(`no seat ${i}`);
      return studentSelfViewSchema.parse(studentSelfView(state, player)).question;
    };
    const low = seat(1);
    const high = seat(2);
    expect(low?.type).toBe('set_time');
    expect(low?.hands).toBe('hour_only');
    expect(low?.face).toEqual(own(state, 1).face);
    expect(high?.hands).toBe('geared');
  });

  it(`[${Rule.adaptive}] When a join sends no level or an out-of-range one, then the seat plays at level 1; a roster child's level from the API comes first; rooms that are not adaptive keep no level`, () => {
    let { state } = accept(null, createEvent({ adaptive: true }), T0);
    state = accept(state, joinAt(1), T0 + 1).state;
    state = accept(state, joinAt(2, 13), T0 + 2).state;
    expect(state.players[student(1).playerId]?.level).toBe(1);
    expect(state.players[student(2).playerId]?.level).toBe(1);

    const create = classCreateEvent({ adaptive: true });
    create.classroom = {
      id: CLASS_ID,
      name: 'Room 4',
      roster: ROSTER.map((child, i) => ({ ...child, level: i + 3 })),
    };
    let room = accept(null, create, T0).state;
    room = accept(room, { ...rosterJoin(1, 1), level: 11 } as RoomEvent, T0 + 1).state;
    expect(room.players[student(1).playerId]?.level).toBe(4);

    let plain = accept(null, createEvent(), T0).state;
    plain = accept(plain, joinAt(1, 7), T0 + 1).state;
    expect(plain.players[student(1).playerId]?.level).toBeUndefined();
    const open = accept(plain, { type: 'start', actor: HOST, seed: 1 }, OPENED);
    expect(open.state.levelQuestions).toBeUndefined();
    expect(studentView(open.state, student(1).playerId)?.you).not.toHaveProperty('question');
  });

  it(`[${Rule.adaptive}] When the results are built, then each answer names the question the seat got (level, skill, type and right answer)`, () => {
    let state = adaptiveOpen({ questionCount: 1 });
    const low = own(state, 1);
    state = accept(
      state,
      { type: 'answer', actor: student(1), questionIndex: 0, answer: rightAnswer(low) },
      OPENED + 500,
    ).state;
    state = accept(
      state,
      { type: 'answer', actor: student(2), questionIndex: 0, answer: wrongAnswer(own(state, 2)) },
      OPENED + 700,
    ).state;
    const results = sessionResultsSchema.parse(buildResults(state, OPENED + 1000, false));
    const bySeat = new Map(results.answers.map((a) => [a.playerId, a]));
    expect(bySeat.get(student(1).playerId)?.question).toMatchObject({
      level: 2,
      skill: 'oclock',
      type: low.type,
      correctTime: low.correctAnswer,
    });
    expect(bySeat.get(student(2).playerId)?.question?.level).toBe(9);
    expect(bySeat.get(student(2).playerId)?.correct).toBe(false);
  });

  it(`[${Rule.adaptive}] When the host plays again, then the seats keep their levels and the new round makes new level questions`, () => {
    let state = adaptiveOpen({ questionCount: 1 });
    state = accept(state, { type: 'close', actor: HOST, questionIndex: 0 }, OPENED + 1000).state;
    state = accept(state, { type: 'next', actor: HOST, questionIndex: 0 }, OPENED + 2000).state;
    state = accept(
      state,
      { type: 'play-again', actor: HOST, sessionId: 'session-2' },
      OPENED + 3000,
    ).state;
    expect(state.levelQuestions).toBeUndefined();
    expect(state.players[student(2).playerId]?.level).toBe(9);
    state = accept(state, { type: 'start', actor: HOST, seed: 9 }, OPENED + 4000).state;
    expect(own(state, 2).level).toBe(9);
  });
});
