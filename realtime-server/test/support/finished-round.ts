import { randomUUID } from 'node:crypto';
import type { Effect } from '@ttc/shared-protocol/classroom/effects';
import { sessionOptions } from '@ttc/shared-protocol/classroom/options';
import type { SessionResults } from '@ttc/shared-protocol/classroom/results';
import type { RoomState } from '@ttc/shared-protocol/classroom/state';
import {
  accept,
  currentQuestion,
  joinEvent,
  ROOM_CODE,
  rightAnswer,
  student,
  T0,
  wrongAnswer,
} from '@ttc/shared-protocol/classroom/testing/builders';

/**
 * The results of a real round played through the reducer: three students, three questions
 * (seed 3: multiple choice, set the clock, multiple choice). Question 0: seats 1 and 2 right,
 * seat 3 wrong; question 1: seat 1 right, seat 2 wrong, seat 3 silent, closed by the host;
 * question 2: skipped by the host, then the podium comes, or (`endEarly`) the host ends while it
 * is open. Returns what the `persist-results` effect carried.
 */
export function finishedRound(
  options: { hostId?: string; sessionId?: string; endEarly?: boolean } = {},
): SessionResults {
  const host = { role: 'host' as const, userId: options.hostId ?? randomUUID() };
  let state: RoomState = accept(
    null,
    {
      type: 'create',
      actor: host,
      code: ROOM_CODE,
      sessionId: options.sessionId ?? randomUUID(),
      options: sessionOptions({
        questionCount: 3,
        questionTypes: ['set_time', 'multiple_choice'],
      }),
    },
    T0,
  ).state;
  for (let i = 1; i <= 3; i++) state = accept(state, joinEvent(i), T0 + i).state;
  let now = T0 + 10_000;
  state = accept(state, { type: 'start', actor: host, seed: 3 }, now).state;
  const answer = (seat: number, right: boolean, index: number) => {
    const question = currentQuestion(state);
    now += 1500;
    state = accept(
      state,
      {
        type: 'answer',
        actor: student(seat),
        questionIndex: index,
        answer: right ? rightAnswer(question) : wrongAnswer(question),
      },
      now,
    ).state;
  };
  answer(1, true, 0);
  answer(2, true, 0);
  answer(3, false, 0);
  now += 1000;
  state = accept(state, { type: 'next', actor: host, questionIndex: 0 }, now).state;
  answer(1, true, 1);
  answer(2, false, 1);
  now += 1000;
  state = accept(state, { type: 'close', actor: host, questionIndex: 1 }, now).state;
  now += 1000;
  state = accept(state, { type: 'next', actor: host, questionIndex: 1 }, now).state;
  now += 1000;
  const last = options.endEarly
    ? accept(state, { type: 'end', actor: host }, now)
    : // Skipping the last question moves on to the podium.
      accept(state, { type: 'skip', actor: host, questionIndex: 2 }, now);
  const persisted = last.effects.find(
    (effect): effect is Extract<Effect, { type: 'persist-results' }> =>
      effect.type === 'persist-results',
  );
  if (!persisted) throw new Error('the round did not persist results');
  return persisted.results;
}
