import type { SessionOptionsInput } from '@ttc/shared-protocol/classroom/options';
import type { RoomState } from '@ttc/shared-protocol/classroom/state';
import {
  accept,
  currentQuestion,
  HOST,
  lobbyWith,
  openWith,
  rightAnswer,
  student,
  T0,
  wrongAnswer,
} from '@ttc/shared-protocol/classroom/testing/builders';
import type { HostView } from '@ttc/shared-protocol/classroom/view-schemas';
import { hostView } from '@ttc/shared-protocol/classroom/views';

/** Host views made by the real reducer (so the screens are tested on what the server sends). */

export function lobbyView(players: number, options: SessionOptionsInput = {}): HostView {
  return hostView(lobbyWith(players, options));
}

export function openView(players: number, options: SessionOptionsInput = {}): HostView {
  return hostView(openWith(players, options));
}

/**
 * Question 0 closed: student 1 right, the others wrong (or, with `answers`, as given:
 * true right, false wrong, null no answer).
 */
export function closedRoom(
  players: number,
  options: SessionOptionsInput = {},
  answers?: Array<boolean | null>,
): RoomState {
  let state = openWith(players, options);
  const question = currentQuestion(state);
  for (let i = 1; i <= players; i++) {
    const right = answers ? answers[i - 1] : i === 1;
    if (right === null || right === undefined) continue;
    state = accept(
      state,
      {
        type: 'answer',
        actor: student(i),
        questionIndex: 0,
        answer: right ? rightAnswer(question) : wrongAnswer(question),
      },
      T0 + 11_000 + i,
    ).state;
  }
  if (state.stage.phase === 'question-open') {
    state = accept(state, { type: 'close', actor: HOST, questionIndex: 0 }, T0 + 20_000).state;
  }
  return state;
}

export function closedView(
  players: number,
  options: SessionOptionsInput = {},
  answers?: Array<boolean | null>,
): HostView {
  return hostView(closedRoom(players, options, answers));
}

/** The podium of a one-question session at timeline step `step`. */
export function podiumView(players: number, step: number): HostView {
  const answers = Array.from({ length: players }, (_, i) => i % 2 === 0);
  let state = closedRoom(players, { questionCount: 1 }, answers);
  state = accept(state, { type: 'next', actor: HOST, questionIndex: 0 }, T0 + 30_000).state;
  const view = hostView(state);
  if (!view.podium) throw new Error('no podium');
  return { ...view, podium: { ...view.podium, step, stepName: null } };
}
