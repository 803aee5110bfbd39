import type { ReducePolicy } from '../outcome';
import { Refusal } from '../refusals';
import type { RoomEvent } from '../room-events';
import { Rule } from '../rules';
import type { RoomState } from '../state';
import {
  ALLOW_ALL,
  accept,
  classCreateEvent,
  classLobbyWith,
  createEvent,
  currentQuestion,
  generatedName,
  HOST,
  joinEvent,
  lobbyWith,
  openWith,
  rightAnswer,
  rosterJoin,
  SYSTEM,
  screenAllowing,
  student,
  T0,
} from './builders';
import { closedWith, endedWith, firePending, OPENED, pausedWith, podiumWith } from './rooms';

/**
 * One example of every refusal the reducer can give, as (reason, rule) pairs: each place in the
 * reducer that refuses has a row here (refusals.test.ts runs them; rule-coverage.test.ts checks
 * that no pair in the reducer's source is missing).
 */
export type RefusalScenario = {
  reason: Refusal;
  rule: Rule;
  /** "When ..." for the test name. */
  when: string;
  make: () => { state: RoomState | null; event: unknown; now: number; policy?: ReducePolicy };
};

const LATE = OPENED + 60_000;

function answerOf(state: RoomState, seat: number, index = 0): RoomEvent {
  return {
    type: 'answer',
    actor: student(seat),
    questionIndex: index,
    answer: rightAnswer(currentQuestion(state)),
  };
}

function kicked(seat: number, at = T0 + 100): RoomState {
  const state = lobbyWith(2);
  return accept(state, { type: 'kick', actor: HOST, playerId: student(seat).playerId }, at).state;
}

function banned(seat: number, at = T0 + 100): RoomState {
  const state = lobbyWith(2);
  return accept(state, { type: 'ban', actor: HOST, playerId: student(seat).playerId }, at).state;
}

function typed(text: unknown): RoomEvent {
  return {
    type: 'join',
    actor: student(9),
    nickname: { kind: 'typed', text } as never,
    character: 'fox',
  };
}

export const REFUSAL_SCENARIOS: RefusalScenario[] = [
  // Shape and existence (R1, R2, R40).
  {
    reason: Refusal.invalidEvent,
    rule: Rule.version,
    when: 'the event is not an object with a type and an actor',
    make: () => ({ state: lobbyWith(1), event: { type: 'lock' }, now: T0 + 10 }),
  },
  {
    reason: Refusal.invalidEvent,
    rule: Rule.version,
    when: 'the event type is unknown',
    make: () => ({ state: lobbyWith(1), event: { type: 'teleport', actor: HOST }, now: T0 + 10 }),
  },
  {
    reason: Refusal.invalidEvent,
    rule: Rule.version,
    when: 'the time is not a finite number',
    make: () => ({ state: lobbyWith(1), event: { type: 'lock', actor: HOST }, now: Number.NaN }),
  },
  {
    reason: Refusal.roomNotFound,
    rule: Rule.create,
    when: 'an event comes for a room that does not exist',
    make: () => ({ state: null, event: joinEvent(1), now: T0 }),
  },
  {
    reason: Refusal.roomExists,
    rule: Rule.create,
    when: 'a room is created over a live one',
    make: () => ({ state: lobbyWith(0), event: createEvent(), now: T0 + 10 }),
  },
  {
    reason: Refusal.invalidEvent,
    rule: Rule.create,
    when: 'the room code is not 6 digits',
    make: () => ({ state: null, event: { ...createEvent(), code: '1234567' }, now: T0 }),
  },
  {
    reason: Refusal.invalidEvent,
    rule: Rule.create,
    when: 'the session id is empty',
    make: () => ({ state: null, event: { ...createEvent(), sessionId: '' }, now: T0 }),
  },
  {
    reason: Refusal.invalidOptions,
    rule: Rule.options,
    when: 'the options are out of bounds',
    make: () => ({
      state: null,
      event: { ...createEvent(), options: { ...createEvent().options, roomCap: 1001 } },
      now: T0,
    }),
  },
  {
    reason: Refusal.roomEnded,
    rule: Rule.end,
    when: 'a host action comes after the end',
    make: () => ({ state: endedWith(1), event: { type: 'unlock', actor: HOST }, now: LATE }),
  },
  // Who may act (R13, R14).
  {
    reason: Refusal.forbidden,
    rule: Rule.hostOnly,
    when: 'a student creates a room',
    make: () => ({ state: null, event: { ...createEvent(), actor: student(1) }, now: T0 }),
  },
  {
    reason: Refusal.forbidden,
    rule: Rule.hostOnly,
    when: 'a student sends a host action',
    make: () => ({ state: lobbyWith(1), event: { type: 'lock', actor: student(1) }, now: T0 + 10 }),
  },
  {
    reason: Refusal.forbidden,
    rule: Rule.hostOnly,
    when: "another teacher sends the host's disconnect",
    make: () => ({
      state: openWith(1),
      event: { type: 'disconnect', actor: { role: 'host', userId: 'teacher-2' } },
      now: OPENED + 10,
    }),
  },
  {
    reason: Refusal.forbidden,
    rule: Rule.hostOnly,
    when: "another teacher claims the host's return",
    make: () => ({
      state: openWith(1),
      event: { type: 'reconnect', actor: { role: 'host', userId: 'teacher-2' } },
      now: OPENED + 10,
    }),
  },
  {
    reason: Refusal.forbidden,
    rule: Rule.studentOnly,
    when: 'the host joins as a student',
    make: () => ({ state: lobbyWith(0), event: { ...joinEvent(1), actor: HOST }, now: T0 + 10 }),
  },
  {
    reason: Refusal.forbidden,
    rule: Rule.studentOnly,
    when: 'the host answers',
    make: () => {
      const state = openWith(1);
      return { state, event: { ...answerOf(state, 1), actor: HOST }, now: OPENED + 10 };
    },
  },
  {
    reason: Refusal.notInRoom,
    rule: Rule.studentOnly,
    when: 'a seat that never joined answers',
    make: () => {
      const state = openWith(1);
      return { state, event: answerOf(state, 7), now: OPENED + 10 };
    },
  },
  {
    reason: Refusal.forbidden,
    rule: Rule.staleTimer,
    when: 'a client fires a timer',
    make: () => {
      const state = openWith(1);
      const { event } = firePending(state);
      return { state, event: { ...event, actor: HOST }, now: OPENED + 10 };
    },
  },
  // Joining (R3-R12).
  {
    reason: Refusal.wrongPhase,
    rule: Rule.joinPhase,
    when: 'a student joins at the podium',
    make: () => ({ state: podiumWith(1), event: joinEvent(5), now: OPENED + 3000 }),
  },
  {
    reason: Refusal.roomLocked,
    rule: Rule.joinLocked,
    when: 'a student joins a locked room',
    make: () => ({
      state: accept(lobbyWith(1), { type: 'lock', actor: HOST }, T0 + 10).state,
      event: joinEvent(2),
      now: T0 + 20,
    }),
  },
  {
    reason: Refusal.roomFull,
    rule: Rule.joinCap,
    when: 'a student joins a full room',
    make: () => ({ state: lobbyWith(2, { roomCap: 2 }), event: joinEvent(3), now: T0 + 10 }),
  },
  {
    reason: Refusal.badCharacter,
    rule: Rule.joinCharacter,
    when: 'the character is not one of the 20',
    make: () => ({
      state: lobbyWith(0),
      event: { ...joinEvent(1), character: 'robot' },
      now: T0 + 10,
    }),
  },
  {
    reason: Refusal.nicknameInvalid,
    rule: Rule.generatedNickname,
    when: 'the generated word ids are unknown',
    make: () => ({
      state: lobbyWith(0),
      event: { ...joinEvent(1), nickname: { kind: 'generated', adjective: 'x', animal: 'y' } },
      now: T0 + 10,
    }),
  },
  {
    reason: Refusal.nicknameInvalid,
    rule: Rule.typedNickname,
    when: 'the nickname is not an object',
    make: () => ({
      state: lobbyWith(0, { nicknameMode: 'typed' }),
      event: { ...joinEvent(1), nickname: 'Sam' },
      now: T0 + 10,
    }),
  },
  {
    reason: Refusal.nicknameInvalid,
    rule: Rule.typedNickname,
    when: 'the nickname kind is unknown',
    make: () => ({
      state: lobbyWith(0, { nicknameMode: 'typed' }),
      event: { ...joinEvent(1), nickname: { kind: 'emoji', text: 'Sam' } },
      now: T0 + 10,
    }),
  },
  {
    reason: Refusal.nicknameInvalid,
    rule: Rule.typedNickname,
    when: 'the typed text is not text',
    make: () => ({
      state: lobbyWith(0, { nicknameMode: 'typed' }),
      event: typed(42),
      now: T0 + 10,
    }),
  },
  {
    reason: Refusal.nicknameInvalid,
    rule: Rule.typedNickname,
    when: 'the typed name is one letter',
    make: () => ({
      state: lobbyWith(0, { nicknameMode: 'typed' }),
      event: typed('x'),
      now: T0 + 10,
    }),
  },
  {
    reason: Refusal.nicknamePersonal,
    rule: Rule.typedNickname,
    when: 'the typed name is a full name with a number',
    make: () => ({
      state: lobbyWith(0, { nicknameMode: 'typed' }),
      event: typed('Mia Smith 2016'),
      now: T0 + 10,
    }),
  },
  // Class rooms (R41).
  {
    reason: Refusal.rosterOnly,
    rule: Rule.rosterSeat,
    when: 'a generated name is picked in a class room',
    make: () => ({ state: classLobbyWith(0), event: joinEvent(1), now: T0 + 10 }),
  },
  {
    reason: Refusal.notOnRoster,
    rule: Rule.rosterSeat,
    when: 'a roster child the class does not have is tapped',
    make: () => ({
      state: classLobbyWith(0),
      event: {
        type: 'join',
        actor: student(1),
        nickname: { kind: 'roster', childId: '99999999-9999-4999-8999-999999999999' },
        character: 'fox',
      },
      now: T0 + 10,
    }),
  },
  {
    reason: Refusal.nicknameTaken,
    rule: Rule.rosterSeat,
    when: 'a roster child another active seat holds is tapped',
    make: () => ({ state: classLobbyWith(1), event: rosterJoin(2, 0), now: T0 + 10 }),
  },
  {
    reason: Refusal.nicknameInvalid,
    rule: Rule.rosterSeat,
    when: 'a roster child is tapped in a room that is not a class room',
    make: () => ({ state: lobbyWith(0), event: rosterJoin(1, 0), now: T0 + 10 }),
  },
  {
    reason: Refusal.invalidEvent,
    rule: Rule.create,
    when: 'a class room is created without the roster of the class its options name',
    make: () => ({
      state: null,
      event: { ...classCreateEvent(), classroom: undefined },
      now: T0,
    }),
  },
  {
    reason: Refusal.typedNamesOff,
    rule: Rule.typedNickname,
    when: 'a name is typed where names are generated',
    make: () => ({ state: lobbyWith(0), event: typed('Sam'), now: T0 + 10 }),
  },
  {
    reason: Refusal.nicknameRejected,
    rule: Rule.nicknameScreen,
    when: 'the injected screen rejects the typed name',
    make: () => ({
      state: lobbyWith(0, { nicknameMode: 'typed' }),
      event: typed('Bad Word'),
      now: T0 + 10,
      policy: screenAllowing('bad word'),
    }),
  },
  {
    reason: Refusal.nicknameRejected,
    rule: Rule.nicknameScreen,
    when: 'no screen is injected (typed names fail closed)',
    make: () => ({
      state: lobbyWith(0, { nicknameMode: 'typed' }),
      event: typed('Sam'),
      now: T0 + 10,
      policy: {},
    }),
  },
  {
    reason: Refusal.nicknameTaken,
    rule: Rule.nicknameUnique,
    when: 'the generated name is taken',
    make: () => ({
      state: lobbyWith(1),
      event: { ...joinEvent(2), nickname: generatedName(1) },
      now: T0 + 10,
    }),
  },
  {
    reason: Refusal.banned,
    rule: Rule.banned,
    when: 'a banned seat joins again with its own id',
    make: () => ({ state: banned(1), event: joinEvent(1), now: T0 + 200 }),
  },
  {
    reason: Refusal.banned,
    rule: Rule.banned,
    when: 'a banned device joins with a new seat naming its old one',
    make: () => ({
      state: banned(1),
      event: { ...joinEvent(5), priorPlayerId: student(1).playerId },
      now: T0 + 200,
    }),
  },
  {
    reason: Refusal.banned,
    rule: Rule.banned,
    when: 'a banned seat comes back',
    make: () => ({
      state: banned(1),
      event: { type: 'reconnect', actor: student(1) },
      now: T0 + 200,
    }),
  },
  {
    reason: Refusal.alreadyJoined,
    rule: Rule.joinOnce,
    when: 'a seat id joins twice',
    make: () => ({ state: lobbyWith(1), event: joinEvent(1), now: T0 + 10 }),
  },
  {
    reason: Refusal.invalidEvent,
    rule: Rule.joinOnce,
    when: 'the seat id is empty',
    make: () => ({
      state: lobbyWith(0),
      event: { ...joinEvent(1), actor: { role: 'student', playerId: '' } },
      now: T0 + 10,
    }),
  },
  // The flow (R15-R20, R25, R26, R39).
  {
    reason: Refusal.noPlayers,
    rule: Rule.start,
    when: 'the host starts an empty room',
    make: () => ({
      state: lobbyWith(0),
      event: { type: 'start', actor: HOST, seed: 1 },
      now: T0 + 10,
    }),
  },
  {
    reason: Refusal.wrongPhase,
    rule: Rule.start,
    when: 'the host starts a started round',
    make: () => ({
      state: openWith(1),
      event: { type: 'start', actor: HOST, seed: 1 },
      now: OPENED + 10,
    }),
  },
  {
    reason: Refusal.invalidEvent,
    rule: Rule.start,
    when: 'the seed is not a number',
    make: () => ({
      state: lobbyWith(1),
      event: { type: 'start', actor: HOST, seed: Number.POSITIVE_INFINITY },
      now: T0 + 10,
    }),
  },
  {
    reason: Refusal.wrongPhase,
    rule: Rule.closeEarly,
    when: 'the host closes a closed question',
    make: () => ({
      state: closedWith(1),
      event: { type: 'close', actor: HOST, questionIndex: 0 },
      now: OPENED + 2000,
    }),
  },
  {
    reason: Refusal.wrongQuestion,
    rule: Rule.closeEarly,
    when: 'the host closes another question than the open one',
    make: () => ({
      state: openWith(1),
      event: { type: 'close', actor: HOST, questionIndex: 1 },
      now: OPENED + 10,
    }),
  },
  {
    reason: Refusal.wrongPhase,
    rule: Rule.next,
    when: 'the host moves on while the question is open',
    make: () => ({
      state: openWith(1),
      event: { type: 'next', actor: HOST, questionIndex: 0 },
      now: OPENED + 10,
    }),
  },
  {
    reason: Refusal.wrongQuestion,
    rule: Rule.next,
    when: 'the host moves on from another question than the closed one',
    make: () => ({
      state: closedWith(1),
      event: { type: 'next', actor: HOST, questionIndex: 3 },
      now: OPENED + 2000,
    }),
  },
  {
    reason: Refusal.wrongPhase,
    rule: Rule.skip,
    when: 'the host skips a closed question',
    make: () => ({
      state: closedWith(1),
      event: { type: 'skip', actor: HOST, questionIndex: 0 },
      now: OPENED + 2000,
    }),
  },
  {
    reason: Refusal.wrongQuestion,
    rule: Rule.skip,
    when: 'the host skips another question than the open one',
    make: () => ({
      state: openWith(1),
      event: { type: 'skip', actor: HOST, questionIndex: 2 },
      now: OPENED + 10,
    }),
  },
  {
    reason: Refusal.wrongPhase,
    rule: Rule.playAgain,
    when: 'the host plays again from the lobby',
    make: () => ({
      state: lobbyWith(1),
      event: { type: 'play-again', actor: HOST, sessionId: 'session-2' },
      now: T0 + 10,
    }),
  },
  {
    reason: Refusal.invalidEvent,
    rule: Rule.playAgain,
    when: 'the new session id is empty',
    make: () => ({
      state: podiumWith(1),
      event: { type: 'play-again', actor: HOST, sessionId: '' },
      now: OPENED + 3000,
    }),
  },
  {
    reason: Refusal.sameSession,
    rule: Rule.playAgain,
    when: 'the new round reuses the session id',
    make: () => ({
      state: podiumWith(1),
      event: { type: 'play-again', actor: HOST, sessionId: 'session-1' },
      now: OPENED + 3000,
    }),
  },
  {
    reason: Refusal.staleTimer,
    rule: Rule.staleTimer,
    when: 'a timer fires that is not the pending one',
    make: () => ({
      state: closedWith(1),
      event: {
        type: 'timer-fired',
        actor: SYSTEM,
        timerId: `123456:1:question:0:${OPENED + 20_000}`,
      },
      now: OPENED + 20_000,
    }),
  },
  // Pause (R21).
  {
    reason: Refusal.wrongPhase,
    rule: Rule.pause,
    when: 'the host pauses in the lobby',
    make: () => ({ state: lobbyWith(1), event: { type: 'pause', actor: HOST }, now: T0 + 10 }),
  },
  {
    reason: Refusal.wrongPhase,
    rule: Rule.pause,
    when: 'the host resumes a closed question',
    make: () => ({
      state: closedWith(1),
      event: { type: 'resume', actor: HOST },
      now: OPENED + 2000,
    }),
  },
  {
    reason: Refusal.alreadyPaused,
    rule: Rule.pause,
    when: 'the host pauses a paused question',
    make: () => ({
      state: pausedWith(1),
      event: { type: 'pause', actor: HOST },
      now: OPENED + 2000,
    }),
  },
  {
    reason: Refusal.notPaused,
    rule: Rule.pause,
    when: 'the host resumes a running question',
    make: () => ({ state: openWith(1), event: { type: 'resume', actor: HOST }, now: OPENED + 10 }),
  },
  {
    reason: Refusal.paused,
    rule: Rule.pause,
    when: 'a student answers while paused',
    make: () => {
      const state = pausedWith(1);
      return { state, event: answerOf(state, 1), now: OPENED + 2000 };
    },
  },
  // Kick and ban (R24).
  {
    reason: Refusal.playerNotFound,
    rule: Rule.kickBan,
    when: 'the host kicks a seat that is not in the room',
    make: () => ({
      state: lobbyWith(1),
      event: { type: 'kick', actor: HOST, playerId: 'seat-999999' },
      now: T0 + 10,
    }),
  },
  {
    reason: Refusal.playerNotFound,
    rule: Rule.kickBan,
    when: 'the host kicks a seat that was kicked already',
    make: () => ({
      state: kicked(1),
      event: { type: 'kick', actor: HOST, playerId: student(1).playerId },
      now: T0 + 200,
    }),
  },
  {
    reason: Refusal.kicked,
    rule: Rule.kickBan,
    when: 'a kicked seat comes back',
    make: () => ({
      state: kicked(1),
      event: { type: 'reconnect', actor: student(1) },
      now: T0 + 200,
    }),
  },
  // Answers (R27-R29).
  {
    reason: Refusal.wrongPhase,
    rule: Rule.answerOpenOnly,
    when: 'a student answers in the lobby',
    make: () => ({
      state: lobbyWith(1),
      event: {
        type: 'answer',
        actor: student(1),
        questionIndex: 0,
        answer: { kind: 'choice', label: '3:00' },
      },
      now: T0 + 10,
    }),
  },
  {
    reason: Refusal.questionClosed,
    rule: Rule.answerOpenOnly,
    when: 'a student answers a closed question',
    make: () => {
      const state = closedWith(2);
      return { state, event: answerOf(state, 2), now: OPENED + 2000 };
    },
  },
  {
    reason: Refusal.questionClosed,
    rule: Rule.answerOpenOnly,
    when: 'a student answers after the deadline, before its timer fired',
    make: () => {
      const state = openWith(1);
      return { state, event: answerOf(state, 1), now: OPENED + 20_000 };
    },
  },
  {
    reason: Refusal.wrongQuestion,
    rule: Rule.answerOpenOnly,
    when: 'a student answers another question than the open one',
    make: () => {
      const state = openWith(1);
      return { state, event: answerOf(state, 1, 1), now: OPENED + 10 };
    },
  },
  {
    reason: Refusal.alreadyAnswered,
    rule: Rule.oneAnswer,
    when: 'a student answers twice',
    make: () => {
      let state = openWith(2);
      state = accept(state, answerOf(state, 1), OPENED + 10).state;
      return { state, event: answerOf(state, 1), now: OPENED + 20 };
    },
  },
  {
    reason: Refusal.invalidAnswer,
    rule: Rule.scoring,
    when: 'the answer is not one of the options',
    make: () => {
      const state = openWith(1);
      const event = { ...answerOf(state, 1), answer: { kind: 'choice', label: '99:99' } };
      return { state, event, now: OPENED + 10 };
    },
  },
];

/** The policy a scenario runs with (every typed name passes unless the scenario says). */
export function policyOf(scenario: ReturnType<RefusalScenario['make']>): ReducePolicy {
  return scenario.policy ?? ALLOW_ALL;
}
