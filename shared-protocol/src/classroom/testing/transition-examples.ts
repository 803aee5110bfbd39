import type { Effect } from '../effects';
import type { ReducePolicy } from '../outcome';
import type { RoomEvent } from '../room-events';
import { Rule } from '../rules';
import type { Phase, RoomState } from '../state';
import {
  accept,
  createEvent,
  currentQuestion,
  HOST,
  joinEvent,
  lobbyWith,
  openWith,
  rightAnswer,
  student,
  T0,
  wrongAnswer,
} from './builders';
import { closedWith, endedWith, firePending, OPENED, pausedWith, podiumWith } from './rooms';

/**
 * One example of every accepted transition, named `<phase before> <event> -> <phase after>`
 * (`transitionName`); the host's own disconnect and reconnect are `host-disconnect` and
 * `host-reconnect`. transitions.test.ts runs them; rule-coverage.test.ts checks that every
 * transition the random model of reduce.property.test.ts reaches has a row here.
 */
export type TransitionExample = {
  rule: Rule;
  from: Phase | 'none';
  event: string;
  to: Phase;
  /** "then ..." for the test name, beside the phase change. */
  outcome: string;
  make: () => { state: RoomState | null; event: RoomEvent; now: number; policy?: ReducePolicy };
  /** Facts about the result, compared with `expected`. */
  facts?: (after: RoomState, effects: Effect[]) => unknown;
  expected?: unknown;
};

/** The name of an accepted event's transition. */
export function transitionName(before: RoomState | null, event: unknown, after: RoomState): string {
  const { type, actor } = event as { type: string; actor: { role: string } };
  const host = actor.role === 'host' && (type === 'disconnect' || type === 'reconnect');
  return `${before?.stage.phase ?? 'none'} ${host ? 'host-' : ''}${type} -> ${after.stage.phase}`;
}

const seat = (i: number) => student(i).playerId;
const effectTypes = (effects: Effect[]) => [...new Set(effects.map((e) => e.type))].sort();

function answer(state: RoomState, i: number, right: boolean): RoomEvent {
  const question = currentQuestion(state);
  return {
    type: 'answer',
    actor: student(i),
    questionIndex: 0,
    answer: right ? rightAnswer(question) : wrongAnswer(question),
  };
}

/** Question 0 open for `n` students with all but the last having answered. */
function allButLast(n: number): RoomState {
  let state = openWith(n);
  for (let i = 1; i < n; i++) state = accept(state, answer(state, i, true), OPENED + 100 * i).state;
  return state;
}

/** Question 0 open for 2; student 1 answered, then the teacher dropped and student 2 too. */
function awayAllAnswered(): RoomState {
  let state = allButLast(2);
  state = accept(state, { type: 'disconnect', actor: HOST }, OPENED + 1000).state;
  return accept(state, { type: 'disconnect', actor: student(2) }, OPENED + 1100).state;
}

/** Question 0 open for 2; student 1 answered, the host paused, then student 2 dropped. */
function pausedAllAnswered(): RoomState {
  let state = allButLast(2);
  state = accept(state, { type: 'pause', actor: HOST }, OPENED + 1000).state;
  return accept(state, { type: 'disconnect', actor: student(2) }, OPENED + 1100).state;
}

const wherever = (phase: Phase, make: () => RoomState, now: number) => ({ phase, make, now });
const PLACES = [
  wherever('lobby', () => lobbyWith(2), T0 + 100),
  wherever('question-open', () => openWith(2), OPENED + 100),
  wherever('question-closed', () => closedWith(2), OPENED + 2000),
  wherever('podium', () => podiumWith(2), OPENED + 3000),
] as const;

/** Transitions that do the same in every phase but the end: locks, kicks, connections. */
function everywhere(): TransitionExample[] {
  const rows: TransitionExample[] = [];
  for (const { phase, make, now } of PLACES) {
    rows.push(
      {
        rule: Rule.lock,
        from: phase,
        event: 'lock',
        to: phase,
        outcome: 'the room is locked',
        make: () => ({ state: make(), event: { type: 'lock', actor: HOST }, now }),
        facts: (s) => s.locked,
        expected: true,
      },
      {
        rule: Rule.lock,
        from: phase,
        event: 'unlock',
        to: phase,
        outcome: 'the room is open again',
        make: () => {
          const state = accept(make(), { type: 'lock', actor: HOST }, now).state;
          return { state, event: { type: 'unlock', actor: HOST }, now };
        },
        facts: (s) => s.locked,
        expected: false,
      },
      {
        rule: Rule.kickBan,
        from: phase,
        event: 'kick',
        to: phase,
        outcome: 'the seat is kicked and its connection dropped',
        make: () => ({
          state: make(),
          event: { type: 'kick', actor: HOST, playerId: seat(2) },
          now,
        }),
        facts: (s, fx) => [
          s.players[seat(2)]?.status,
          s.activeCount,
          fx.some((e) => e.type === 'drop'),
        ],
        expected: ['kicked', 1, true],
      },
      {
        rule: Rule.kickBan,
        from: phase,
        event: 'ban',
        to: phase,
        outcome: 'the seat is banned and its name stays taken',
        make: () => ({
          state: make(),
          event: { type: 'ban', actor: HOST, playerId: seat(2) },
          now,
        }),
        facts: (s) => [s.players[seat(2)]?.status, Object.values(s.nicknames).includes(seat(2))],
        expected: ['banned', true],
      },
      {
        rule: Rule.reconnect,
        from: phase,
        event: 'disconnect',
        to: phase,
        outcome: 'the seat keeps its place, disconnected',
        make: () => ({ state: make(), event: { type: 'disconnect', actor: student(2) }, now }),
        facts: (s) => [s.players[seat(2)]?.status, s.players[seat(2)]?.connected, s.connectedCount],
        expected: ['active', false, 1],
      },
      {
        rule: Rule.reconnect,
        from: phase,
        event: 'reconnect',
        to: phase,
        outcome: 'the seat is connected again and resynced',
        make: () => {
          const state = accept(make(), { type: 'disconnect', actor: student(2) }, now).state;
          return { state, event: { type: 'reconnect', actor: student(2) }, now };
        },
        facts: (s, fx) => [
          s.players[seat(2)]?.connected,
          fx.filter((e) => e.type === 'emit' && e.to.kind === 'student').length,
        ],
        expected: [true, 2],
      },
      {
        rule: Rule.hostAway,
        from: phase,
        event: 'host-disconnect',
        to: phase,
        outcome:
          phase === 'question-open'
            ? 'the question pauses for the teacher'
            : 'the room waits for the teacher, nothing reset',
        make: () => ({ state: make(), event: { type: 'disconnect', actor: HOST }, now }),
        facts: (s) => [
          s.hostConnected,
          s.stage.phase === 'question-open' ? s.stage.pause?.reason : null,
        ],
        expected: [false, phase === 'question-open' ? 'host-away' : null],
      },
      {
        rule: Rule.hostAway,
        from: phase,
        event: 'host-reconnect',
        to: phase,
        outcome:
          phase === 'question-open'
            ? 'the question runs on with the time it had left'
            : 'the host is back',
        make: () => {
          const state = accept(make(), { type: 'disconnect', actor: HOST }, now).state;
          return { state, event: { type: 'reconnect', actor: HOST }, now: now + 5000 };
        },
        facts: (s) => [s.hostConnected, s.stage.phase === 'question-open' ? s.stage.pause : null],
        expected: [true, null],
      },
    );
  }
  return rows;
}

export const TRANSITION_EXAMPLES: TransitionExample[] = [
  {
    rule: Rule.create,
    from: 'none',
    event: 'create',
    to: 'lobby',
    outcome: 'the room has version 1',
    make: () => ({ state: null, event: createEvent(), now: T0 }),
    facts: (s) => s.version,
    expected: 1,
  },
  // Joining.
  ...PLACES.filter((p) => p.phase !== 'podium').map(
    ({ phase, make, now }): TransitionExample => ({
      rule: Rule.joinPhase,
      from: phase,
      event: 'join',
      to: phase,
      outcome: 'the new seat is active and gets a resync',
      make: () => ({ state: make(), event: joinEvent(3), now }),
      facts: (s) => [s.players[seat(3)]?.status, s.activeCount],
      expected: ['active', 3],
    }),
  ),
  ...everywhere(),
  // The flow.
  {
    rule: Rule.start,
    from: 'lobby',
    event: 'start',
    to: 'question-open',
    outcome: 'question 0 opens with its deadline timer',
    make: () => ({
      state: lobbyWith(1),
      event: { type: 'start', actor: HOST, seed: 3 },
      now: OPENED,
    }),
    facts: (s, fx) => [s.stage.phase === 'question-open' && s.stage.index, effectTypes(fx)],
    expected: [0, ['emit', 'schedule']],
  },
  {
    rule: Rule.oneAnswer,
    from: 'question-open',
    event: 'answer',
    to: 'question-open',
    outcome: 'the answer is kept and the question waits for the others',
    make: () => {
      const state = openWith(2);
      return { state, event: answer(state, 1, true), now: OPENED + 100 };
    },
    facts: (s) => [s.answers[0]?.[seat(1)]?.correct, s.players[seat(1)]?.score],
    expected: [true, 0],
  },
  {
    rule: Rule.closeWhenAllAnswered,
    from: 'question-open',
    event: 'answer',
    to: 'question-closed',
    outcome: 'the last answer closes the question and scores it',
    make: () => {
      const state = allButLast(2);
      return { state, event: answer(state, 2, false), now: OPENED + 500 };
    },
    facts: (s) => [s.players[seat(1)]?.score, s.players[seat(2)]?.score, s.timer],
    expected: [100, 0, null],
  },
  {
    rule: Rule.closeWhenAllAnswered,
    from: 'question-open',
    event: 'disconnect',
    to: 'question-closed',
    outcome: 'the only student yet to answer dropping closes the question',
    make: () => ({
      state: allButLast(2),
      event: { type: 'disconnect', actor: student(2) },
      now: OPENED + 500,
    }),
    facts: (s) => s.players[seat(1)]?.score,
    expected: 100,
  },
  {
    rule: Rule.closeWhenAllAnswered,
    from: 'question-open',
    event: 'kick',
    to: 'question-closed',
    outcome: 'kicking the only student yet to answer closes the question',
    make: () => ({
      state: allButLast(2),
      event: { type: 'kick', actor: HOST, playerId: seat(2) },
      now: OPENED + 500,
    }),
    facts: (s) => [s.players[seat(1)]?.score, s.players[seat(1)]?.rank],
    expected: [100, 1],
  },
  {
    rule: Rule.closeWhenAllAnswered,
    from: 'question-open',
    event: 'ban',
    to: 'question-closed',
    outcome: 'banning the only student yet to answer closes the question',
    make: () => ({
      state: allButLast(2),
      event: { type: 'ban', actor: HOST, playerId: seat(2) },
      now: OPENED + 500,
    }),
    facts: (s) => s.players[seat(1)]?.score,
    expected: 100,
  },
  {
    rule: Rule.closeWhenAllAnswered,
    from: 'question-open',
    event: 'host-reconnect',
    to: 'question-closed',
    outcome:
      'a question everyone connected answered while the teacher was away closes on the return',
    make: () => ({
      state: awayAllAnswered(),
      event: { type: 'reconnect', actor: HOST },
      now: OPENED + 2000,
    }),
    facts: (s) => [s.hostConnected, s.players[seat(1)]?.score],
    expected: [true, 100],
  },
  {
    rule: Rule.closeWhenAllAnswered,
    from: 'question-open',
    event: 'resume',
    to: 'question-closed',
    outcome: 'a question everyone connected answered during the pause closes on resume',
    make: () => ({
      state: pausedAllAnswered(),
      event: { type: 'resume', actor: HOST },
      now: OPENED + 2000,
    }),
    facts: (s) => s.players[seat(1)]?.score,
    expected: 100,
  },
  {
    rule: Rule.pause,
    from: 'question-open',
    event: 'pause',
    to: 'question-open',
    outcome: 'the countdown stops with the time left',
    make: () => ({ state: openWith(1), event: { type: 'pause', actor: HOST }, now: OPENED + 5000 }),
    facts: (s, fx) => [
      s.stage.phase === 'question-open' && s.stage.pause,
      s.timer,
      effectTypes(fx),
    ],
    expected: [
      { at: OPENED + 5000, reason: 'host', remainingMs: 15_000 },
      null,
      ['cancel', 'emit'],
    ],
  },
  {
    rule: Rule.pause,
    from: 'question-open',
    event: 'resume',
    to: 'question-open',
    outcome: 'the countdown restarts with the time that was left',
    make: () => ({
      state: pausedWith(1),
      event: { type: 'resume', actor: HOST },
      now: OPENED + 9000,
    }),
    facts: (s) => s.timer?.at,
    expected: OPENED + 9000 + 19_000,
  },
  {
    rule: Rule.closeEarly,
    from: 'question-open',
    event: 'close',
    to: 'question-closed',
    outcome: 'the question closes now and is scored',
    make: () => {
      let state = openWith(2);
      state = accept(state, answer(state, 1, true), OPENED + 100).state;
      return { state, event: { type: 'close', actor: HOST, questionIndex: 0 }, now: OPENED + 200 };
    },
    facts: (s) => s.players[seat(1)]?.score,
    expected: 100,
  },
  {
    rule: Rule.deadline,
    from: 'question-open',
    event: 'timer-fired',
    to: 'question-closed',
    outcome: 'the deadline closes the question',
    make: () => {
      const state = openWith(1);
      const { event, at } = firePending(state);
      return { state, event, now: at };
    },
    facts: (s) => [s.stage.phase === 'question-closed' && s.stage.closedAt, s.timer],
    expected: [OPENED + 20_000, null],
  },
  {
    rule: Rule.skip,
    from: 'question-open',
    event: 'skip',
    to: 'question-open',
    outcome: 'the next question opens and the skipped one does not count',
    make: () => {
      let state = openWith(2, { questionCount: 2 });
      state = accept(state, answer(state, 1, true), OPENED + 100).state;
      return { state, event: { type: 'skip', actor: HOST, questionIndex: 0 }, now: OPENED + 200 };
    },
    facts: (s) => [
      s.stage.phase === 'question-open' && s.stage.index,
      s.summaries[0]?.skipped,
      s.players[seat(1)]?.score,
    ],
    expected: [1, true, 0],
  },
  {
    rule: Rule.skip,
    from: 'question-open',
    event: 'skip',
    to: 'podium',
    outcome: 'skipping the last question begins the podium',
    make: () => ({
      state: openWith(1, { questionCount: 1 }),
      event: { type: 'skip', actor: HOST, questionIndex: 0 },
      now: OPENED + 200,
    }),
    facts: (s, fx) => [
      s.timer?.id.endsWith(':podium:0'),
      fx.some((e) => e.type === 'persist-results'),
    ],
    expected: [true, true],
  },
  {
    rule: Rule.next,
    from: 'question-closed',
    event: 'next',
    to: 'question-open',
    outcome: 'the next question opens',
    make: () => ({
      state: closedWith(1, { questionCount: 2 }),
      event: { type: 'next', actor: HOST, questionIndex: 0 },
      now: OPENED + 2000,
    }),
    facts: (s) => s.stage.phase === 'question-open' && s.stage.index,
    expected: 1,
  },
  {
    rule: Rule.next,
    from: 'question-closed',
    event: 'next',
    to: 'podium',
    outcome: 'after the last question the podium begins with its first step scheduled',
    make: () => ({
      state: closedWith(1, { questionCount: 1 }),
      event: { type: 'next', actor: HOST, questionIndex: 0 },
      now: OPENED + 2000,
    }),
    facts: (s) => s.timer?.at,
    expected: OPENED + 2000 + 200,
  },
  {
    rule: Rule.podiumTimeline,
    from: 'podium',
    event: 'timer-fired',
    to: 'podium',
    outcome: 'the podium moves one step on its timeline',
    make: () => {
      const state = podiumWith(1);
      const { event, at } = firePending(state);
      return { state, event, now: at };
    },
    facts: (s) => [s.stage.phase === 'podium' && s.stage.step, s.timer?.at],
    expected: [0, OPENED + 2000 + 800],
  },
  {
    rule: Rule.playAgain,
    from: 'podium',
    event: 'play-again',
    to: 'lobby',
    outcome: 'a new round waits in the lobby with the seats kept',
    make: () => ({
      state: podiumWith(2),
      event: { type: 'play-again', actor: HOST, sessionId: 'session-2' },
      now: OPENED + 3000,
    }),
    facts: (s) => [s.round, s.activeCount, s.players[seat(1)]?.score],
    expected: [2, 2, 0],
  },
  // Ending.
  {
    rule: Rule.end,
    from: 'lobby',
    event: 'end',
    to: 'ended',
    outcome: 'nothing is persisted',
    make: () => ({ state: lobbyWith(1), event: { type: 'end', actor: HOST }, now: T0 + 100 }),
    facts: (_s, fx) => fx.some((e) => e.type === 'persist-results'),
    expected: false,
  },
  {
    rule: Rule.end,
    from: 'question-open',
    event: 'end',
    to: 'ended',
    outcome: 'the open question counts and the results are persisted as ended early',
    make: () => {
      let state = openWith(2);
      state = accept(state, answer(state, 1, true), OPENED + 100).state;
      return { state, event: { type: 'end', actor: HOST }, now: OPENED + 200 };
    },
    facts: (s, fx) => [
      s.players[seat(1)]?.score,
      fx
        .filter((e) => e.type === 'persist-results')
        .map((e) => e.type === 'persist-results' && e.results.endedEarly),
    ],
    expected: [100, [true]],
  },
  {
    rule: Rule.end,
    from: 'question-closed',
    event: 'end',
    to: 'ended',
    outcome: 'the results are persisted as ended early',
    make: () => ({ state: closedWith(2), event: { type: 'end', actor: HOST }, now: OPENED + 2000 }),
    facts: (s, fx) => [
      s.stage.phase === 'ended' && s.stage.early,
      fx
        .filter((e) => e.type === 'persist-results')
        .map((e) => e.type === 'persist-results' && e.results.endedEarly),
    ],
    expected: [true, [true]],
  },
  {
    rule: Rule.end,
    from: 'podium',
    event: 'end',
    to: 'ended',
    outcome:
      'the results persisted at the podium are not persisted again and its timer is cancelled',
    make: () => ({ state: podiumWith(2), event: { type: 'end', actor: HOST }, now: OPENED + 3000 }),
    facts: (s, fx) => [s.stage.phase === 'ended' && s.stage.early, effectTypes(fx), s.timer],
    expected: [false, ['cancel', 'emit'], null],
  },
  ...(['disconnect', 'reconnect'] as const).flatMap((type): TransitionExample[] => [
    {
      rule: Rule.end,
      from: 'ended',
      event: type,
      to: 'ended',
      outcome: "a student's connection is still followed",
      make: () => {
        let state = endedWith(2);
        if (type === 'reconnect') {
          state = accept(state, { type: 'disconnect', actor: student(1) }, OPENED + 2000).state;
        }
        return { state, event: { type, actor: student(1) }, now: OPENED + 3000 };
      },
      facts: (s) => s.players[seat(1)]?.connected,
      expected: type === 'reconnect',
    },
    {
      rule: Rule.end,
      from: 'ended',
      event: `host-${type}`,
      to: 'ended',
      outcome: "the teacher's connection is still followed",
      make: () => {
        let state = endedWith(2);
        if (type === 'reconnect') {
          state = accept(state, { type: 'disconnect', actor: HOST }, OPENED + 2000).state;
        }
        return { state, event: { type, actor: HOST }, now: OPENED + 3000 };
      },
      facts: (s) => s.hostConnected,
      expected: type === 'reconnect',
    },
  ]),
];
