import type { SessionOptionsInput } from '../options';
import type { RoomState } from '../state';
import {
  accept,
  currentQuestion,
  HOST,
  openWith,
  rightAnswer,
  SYSTEM,
  student,
  T0,
} from './builders';

/** Rooms in each phase, for tables of examples (builders.ts has the lobby and an open question). */

/** When `openWith` opens question 0. */
export const OPENED = T0 + 10_000;

/** Question 0 closed by the host at OPENED + 1000, student 1 having answered it rightly. */
export function closedWith(n: number, options: SessionOptionsInput = {}): RoomState {
  let state = openWith(n, options);
  const answer = rightAnswer(currentQuestion(state));
  state = accept(
    state,
    { type: 'answer', actor: student(1), questionIndex: 0, answer },
    OPENED + 500,
  ).state;
  if (state.stage.phase === 'question-open') {
    state = accept(state, { type: 'close', actor: HOST, questionIndex: 0 }, OPENED + 1000).state;
  }
  return state;
}

/** A one-question round at the podium (started at OPENED + 2000), student 1 first. */
export function podiumWith(n: number, options: SessionOptionsInput = {}): RoomState {
  const state = closedWith(n, { ...options, questionCount: 1 });
  return accept(state, { type: 'next', actor: HOST, questionIndex: 0 }, OPENED + 2000).state;
}

/** An open question paused by the host at OPENED + 1000. */
export function pausedWith(n: number, options: SessionOptionsInput = {}): RoomState {
  return accept(openWith(n, options), { type: 'pause', actor: HOST }, OPENED + 1000).state;
}

/** A room the host ended mid-question at OPENED + 1000. */
export function endedWith(n: number): RoomState {
  return accept(openWith(n), { type: 'end', actor: HOST }, OPENED + 1000).state;
}

/** The pending timer's firing event (throws when none is pending). */
export function firePending(state: RoomState) {
  const timer = state.timer;
  if (!timer) throw new Error('no pending timer');
  return {
    event: { type: 'timer-fired' as const, actor: SYSTEM, timerId: timer.id },
    at: timer.at,
  };
}
