import type { Answer, Question } from '../../game/question';
import type { Effect, EmitEffect } from '../effects';
import { ADJECTIVE_IDS, ANIMAL_IDS } from '../friendly-names';
import { type SessionOptionsInput, sessionOptions } from '../options';
import type { ReducePolicy, ReduceResult, ReduceSuccess } from '../reduce';
import { reduce } from '../reduce';
import type { HostActor, RoomEvent, RoomEventOf, StudentActor } from '../room-events';
import type { RoomState } from '../state';

/** Builders for classroom tests (here and in the realtime server). */

export const T0 = 1_750_000_000_000;
export const HOST_ID = 'teacher-1';
export const HOST: HostActor = { role: 'host', userId: HOST_ID };
export const SYSTEM = { role: 'system' } as const;
export const ROOM_CODE = '123456';

/** A screen that lets every name through except the ones listed. */
export function screenAllowing(...refused: string[]): ReducePolicy {
  const bad = new Set(refused.map((n) => n.toLowerCase()));
  return { screenNickname: (name) => !bad.has(name.toLowerCase()) };
}
export const ALLOW_ALL: ReducePolicy = screenAllowing();

/** Seat id number i: "seat-000001". */
export function seatId(i: number): string {
  return `seat-${String(i).padStart(6, '0')}`;
}

export function student(i: number | string): StudentActor {
  return { role: 'student', playerId: typeof i === 'number' ? seatId(i) : i };
}

/** The i-th generated nickname (distinct for i < 1024). */
export function generatedName(i: number) {
  const adjective = ADJECTIVE_IDS[i % ADJECTIVE_IDS.length] ?? 'happy';
  const animal = ANIMAL_IDS[Math.floor(i / ADJECTIVE_IDS.length) % ANIMAL_IDS.length] ?? 'fox';
  return { kind: 'generated' as const, adjective, animal };
}

/** Applies an event that must be accepted; throws with the refusal otherwise. */
export function accept(
  state: RoomState | null,
  event: RoomEvent,
  now: number,
  policy: ReducePolicy = ALLOW_ALL,
): ReduceSuccess {
  const result = reduce(state, event, now, policy);
  if ('error' in result) {
    throw new Error(`${event.type} refused: ${result.error.reason} (${result.error.rule})`);
  }
  return result;
}

/** One answer: the seat, right or not, and how long after the open it came. */
export type Given = [seat: number, right: boolean, ms: number];

/** Plays the open question with these answers (in time order) and closes it if it is still open. */
export function playQuestion(state: RoomState, answers: Given[]): RoomState {
  const { stage } = state;
  if (stage.phase !== 'question-open') throw new Error(`no open question in ${stage.phase}`);
  let next = state;
  for (const [seat, right, ms] of answers) {
    const question = currentQuestion(next);
    const answer = right ? rightAnswer(question) : wrongAnswer(question);
    next = accept(
      next,
      { type: 'answer', actor: student(seat), questionIndex: stage.index, answer },
      stage.openedAt + ms,
    ).state;
  }
  if (next.stage.phase !== 'question-open') return next;
  const close = { type: 'close' as const, actor: HOST, questionIndex: stage.index };
  return accept(next, close, stage.openedAt + 10_000).state;
}

/** The host moves on `afterMs` after the close (the next question, or the podium after the last). */
export function moveOn(state: RoomState, afterMs = 1000): ReduceSuccess {
  const { stage } = state;
  if (stage.phase !== 'question-closed') throw new Error(`not closed: ${stage.phase}`);
  return accept(
    state,
    { type: 'next', actor: HOST, questionIndex: stage.index },
    stage.closedAt + afterMs,
  );
}

/** Applies an event that must be refused; returns the refusal. */
export function refuse(
  state: RoomState | null,
  event: RoomEvent,
  now: number,
  policy: ReducePolicy = ALLOW_ALL,
) {
  const result: ReduceResult = reduce(state, event, now, policy);
  if (!('error' in result)) throw new Error(`${event.type} was accepted`);
  return result.error;
}

export function createEvent(
  options: SessionOptionsInput = {},
  sessionId = 'session-1',
): RoomEventOf<'create'> {
  return {
    type: 'create',
    actor: HOST,
    code: ROOM_CODE,
    sessionId,
    options: sessionOptions(options),
  };
}

export function joinEvent(i: number): RoomEvent {
  return { type: 'join', actor: student(i), nickname: generatedName(i), character: 'fox' };
}

/** A room in the lobby with students 1..n seated. */
export function lobbyWith(n: number, options: SessionOptionsInput = {}): RoomState {
  let { state } = accept(null, createEvent(options), T0);
  for (let i = 1; i <= n; i++) state = accept(state, joinEvent(i), T0 + i).state;
  return state;
}

/** A room with n students and question 0 open (opened at T0 + 10_000). */
export function openWith(n: number, options: SessionOptionsInput = {}, seed = 7): RoomState {
  const state = lobbyWith(n, options);
  return accept(state, { type: 'start', actor: HOST, seed }, T0 + 10_000).state;
}

export function rightAnswer(question: Question): Answer {
  return question.type === 'set_time'
    ? { kind: 'clock', time: { ...question.metadata.targetTime } }
    : { kind: 'choice', label: question.correctLabel };
}

export function wrongAnswer(question: Question): Answer {
  if (question.type === 'set_time') {
    const t = question.metadata.targetTime;
    return { kind: 'clock', time: { hour: (t.hour % 12) + 1, minute: t.minute } };
  }
  const wrong = question.options.find((o) => o !== question.correctLabel);
  return { kind: 'choice', label: wrong ?? '' };
}

/** The open (or closed) question of the room. */
export function currentQuestion(state: RoomState): Question {
  const { stage } = state;
  const index =
    stage.phase === 'question-open' || stage.phase === 'question-closed' ? stage.index : -1;
  const question = state.questions[index];
  if (!question) throw new Error(`no current question in phase ${stage.phase}`);
  return question;
}

export function emits(effects: Effect[]): EmitEffect[] {
  return effects.filter((e): e is EmitEffect => e.type === 'emit');
}

export function emitsOf<E extends EmitEffect['event']>(
  effects: Effect[],
  event: E,
): Extract<EmitEffect, { event: E }>[] {
  return emits(effects).filter((e): e is Extract<EmitEffect, { event: E }> => e.event === event);
}

/** A class of three (ids are UUIDs, as the API makes them). */
export const CLASS_ID = '0b7f0a8e-5a0c-4d7e-9f3a-1c2d3e4f5a6b';
export const ROSTER = [
  { childId: '11111111-1111-4111-8111-111111111111', nickname: 'Mia', character: 'cat' },
  { childId: '22222222-2222-4222-8222-222222222222', nickname: 'Leo', character: 'owl' },
  { childId: '33333333-3333-4333-8333-333333333333', nickname: 'Ian', character: 'bear' },
] as const satisfies ReadonlyArray<{ childId: string; nickname: string; character: string }>;

/** Creating a room for the class above (`options.classId` and its roster). */
export function classCreateEvent(options: SessionOptionsInput = {}): RoomEventOf<'create'> {
  return {
    ...createEvent({ ...options, classId: CLASS_ID }),
    classroom: {
      id: CLASS_ID,
      name: 'Room 4',
      roster: ROSTER.map((child) => ({ ...child })),
    },
  };
}

/** Student i taps roster child `childIndex` (0-2). */
export function rosterJoin(i: number, childIndex: number): RoomEvent {
  const child = ROSTER[childIndex];
  return {
    type: 'join',
    actor: student(i),
    nickname: { kind: 'roster', childId: child?.childId ?? 'nobody' },
    character: 'fox',
  };
}

/** A class room in the lobby with students 1..n seated as roster children 0..n-1. */
export function classLobbyWith(n: number, options: SessionOptionsInput = {}): RoomState {
  let { state } = accept(null, classCreateEvent(options), T0);
  for (let i = 1; i <= n; i++) state = accept(state, rosterJoin(i, i - 1), T0 + i).state;
  return state;
}
