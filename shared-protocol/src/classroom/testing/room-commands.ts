import fc from 'fast-check';
import { LANGUAGES } from '../../clock/language';
import { CHARACTER_IDS } from '../../game/characters';
import type { Answer, Question } from '../../game/question';
import { DIFFICULTIES, QUESTION_TYPES } from '../../game/settings';
import { seatQuestion } from '../adaptive';
import { ADJECTIVE_IDS, ANIMAL_IDS } from '../friendly-names';
import { type SessionOptionsInput, sessionOptions } from '../options';
import { type ReducePolicy, type ReduceResult, reduce } from '../reduce';
import type { Actor, RoomEvent } from '../room-events';
import { own, type RoomState } from '../state';
import {
  HOST,
  ROOM_CODE,
  rightAnswer,
  SYSTEM,
  screenAllowing,
  seatId,
  student,
  T0,
  wrongAnswer,
} from './builders';

/**
 * A model of everything that can happen to a room, for fast-check: commands are plain data
 * (so fast-check can print and shrink them) that are turned into room events against the state
 * at the moment they run ("answer the open question rightly", "fire the pending timer"), so
 * random runs reach deep into a session instead of stopping at the first refusal.
 */

/** Seats the model's students sit in (seat-000001 ... seat-000006). */
export const MODEL_SEATS = 6;

/**
 * Who sends a command: the room's host, another teacher, the server, a seat by number (which
 * may never have joined), the n-th seat in the room (any status), or a stranger.
 */
export type ActorPick = 'host' | 'other-host' | 'system' | 'stranger' | number | { seated: number };

/** A question index: the room's current one, or a number (which may be out of range). */
export type IndexPick = 'current' | number;

/** How a command's answer is made from the question it names. */
export type AnswerPick =
  | 'right'
  | 'wrong'
  /** One of the options (or a clock time) by number: right or wrong by chance. */
  | { option: number }
  /** A label that is no option. */
  | 'unknown-label'
  /** A clock off the face (hour 13, minute 60). */
  | 'off-face'
  /** A choice for set the clock, a clock for a choice question. */
  | 'other-kind'
  /** A wrong answer that claims to be right and to be worth points (a client cannot decide). */
  | 'claims-right';

export type NicknamePick =
  | { kind: 'generated'; word: number }
  | { kind: 'typed'; text: string }
  | { kind: 'unknown-words' };

export type Command =
  | { type: 'create'; actor: ActorPick; code: string; sessionId: string }
  | {
      type: 'join';
      actor: ActorPick;
      nickname: NicknamePick;
      character: string;
      priorSeat: number | null;
      /** The level the join sends (adaptive rooms; 0 and 13 are out of range). */
      level?: number | null;
    }
  | { type: 'start'; actor: ActorPick; seed: number }
  | { type: 'answer'; actor: ActorPick; index: IndexPick; answer: AnswerPick }
  | { type: 'close' | 'skip' | 'next'; actor: ActorPick; index: IndexPick }
  | {
      type: 'pause' | 'resume' | 'lock' | 'unlock' | 'end' | 'disconnect' | 'reconnect';
      actor: ActorPick;
    }
  | { type: 'kick' | 'ban'; actor: ActorPick; target: { seated: number } | 'stranger' }
  | { type: 'play-again'; actor: ActorPick; sessionId: 'new' | 'same' | 'empty' }
  /** `wait`: the clock first moves on to the timer's time, as on the server. */
  | { type: 'timer-fired'; actor: ActorPick; timer: 'pending' | 'stale' | 'made-up'; wait: boolean }
  /** A payload that is not a well-formed room event. */
  | { type: 'malformed'; name: MalformedName }
  /** A well-formed event at a time that is not a number. */
  | { type: 'bad-now'; now: number };

/** One step of a run: the command and how far the clock moves on before it (never back). */
export type TimedCommand = { command: Command; dt: number };

/** What a run starts from: the room's options and the injected nickname screen. */
export type RoomSetup = { options: SessionOptionsInput; refusedNames: string[] };

/** What happened at one step, for the properties to judge. */
export type Step = {
  command: Command;
  event: unknown;
  now: number;
  /** A deep copy of the state before the event (the reducer updates the state in place). */
  before: RoomState | null;
  /** The state object the event was applied to, as it is afterwards. */
  live: RoomState | null;
  result: ReduceResult;
};

/** Names a typed-nickname room may see: case and width twins, a refused one, bad ones. */
const TYPED_NAMES = ['Sam', 'sam', 'ＳＡＭ', 'Ada Lovelace', 'Bad Word', 'x', '12345', '  Li  '];
const REFUSED_NAMES = ['bad word'];

const CHARACTERS = [...CHARACTER_IDS.slice(0, 3), 'robot-unicorn'];

/** The n-th seat of the room in join order (kicked and banned ones too), if any. */
function seated(state: RoomState | null, n: number): string {
  const seats = state ? Object.values(state.players).sort((a, b) => a.seq - b.seq) : [];
  return seats[n % Math.max(1, seats.length)]?.id ?? 'seat-stranger';
}

function actorOf(pick: ActorPick, state: RoomState | null): Actor {
  if (pick === 'host') return HOST;
  if (pick === 'other-host') return { role: 'host', userId: 'teacher-2' };
  if (pick === 'system') return SYSTEM;
  if (pick === 'stranger') return student('seat-stranger');
  if (typeof pick === 'number') return student(pick);
  return student(seated(state, pick.seated));
}

function currentOrFirst(state: RoomState | null): number {
  const stage = state?.stage;
  if (stage && (stage.phase === 'question-open' || stage.phase === 'question-closed')) {
    return stage.index;
  }
  return 0;
}

function indexOf(pick: IndexPick, state: RoomState | null): number {
  return pick === 'current' ? currentOrFirst(state) : pick;
}

function answerFor(pick: AnswerPick, question: Question | undefined): unknown {
  if (!question) {
    return pick === 'off-face'
      ? { kind: 'clock', time: { hour: 13, minute: 60 } }
      : { kind: 'choice', label: '3:00' };
  }
  const setClock = question.type === 'set_time';
  switch (pick) {
    case 'right':
      return rightAnswer(question);
    case 'wrong':
      return wrongAnswer(question);
    case 'unknown-label':
      return { kind: 'choice', label: 'not an option' };
    case 'off-face':
      return { kind: 'clock', time: { hour: 13, minute: 60 } };
    case 'other-kind':
      return setClock
        ? { kind: 'choice', label: '3:00' }
        : { kind: 'clock', time: { ...question.correctAnswer } };
    case 'claims-right':
      return { ...wrongAnswer(question), correct: true, score: 100, points: 100 };
    default: {
      if (setClock) {
        return { kind: 'clock', time: { hour: (pick.option % 12) + 1, minute: pick.option % 60 } };
      }
      const label = question.options[pick.option % question.options.length] ?? '';
      return { kind: 'choice', label } satisfies Answer;
    }
  }
}

function nicknameOf(pick: NicknamePick): unknown {
  if (pick.kind === 'typed') return { kind: 'typed', text: pick.text };
  if (pick.kind === 'unknown-words') {
    return { kind: 'generated', adjective: 'sneaky', animal: 'hydra' };
  }
  return {
    kind: 'generated',
    adjective: ADJECTIVE_IDS[pick.word % ADJECTIVE_IDS.length] ?? 'happy',
    animal: ANIMAL_IDS[0] ?? 'fox',
  };
}

/** Malformed payloads, by name so a shrunk counterexample says which. */
const MALFORMED = {
  null: () => null,
  number: () => 42,
  string: () => 'answer',
  array: () => [],
  empty: () => ({}),
  noActor: () => ({ type: 'answer', questionIndex: 0 }),
  nullActor: () => ({ type: 'answer', actor: null }),
  adminActor: () => ({ type: 'end', actor: { role: 'admin', userId: 'teacher-1' } }),
  unknownType: () => ({ type: 'teleport', actor: HOST }),
  protoType: () => ({ type: '__proto__', actor: HOST }),
  toStringType: () => ({ type: 'toString', actor: HOST }),
  textIndex: (s: RoomState | null) => ({
    type: 'answer',
    actor: student(1),
    questionIndex: String(currentOrFirst(s)),
    answer: answerFor('right', s?.questions[currentOrFirst(s)]),
  }),
  nanIndex: () => ({ type: 'close', actor: HOST, questionIndex: Number.NaN }),
  nullAnswer: (s: RoomState | null) => ({
    type: 'answer',
    actor: student(1),
    questionIndex: currentOrFirst(s),
    answer: null,
  }),
  numberLabel: (s: RoomState | null) => ({
    type: 'answer',
    actor: student(2),
    questionIndex: currentOrFirst(s),
    answer: { kind: 'choice', label: 5 },
  }),
  nullClock: (s: RoomState | null) => ({
    type: 'answer',
    actor: student(2),
    questionIndex: currentOrFirst(s),
    answer: { kind: 'clock', time: null },
  }),
  numericSeat: (s: RoomState | null) => ({
    type: 'answer',
    actor: { role: 'student', playerId: 1 },
    questionIndex: currentOrFirst(s),
    answer: answerFor('right', s?.questions[currentOrFirst(s)]),
  }),
  protoSeatAnswer: (s: RoomState | null) => ({
    type: 'answer',
    actor: { role: 'student', playerId: '__proto__' },
    questionIndex: currentOrFirst(s),
    answer: answerFor('right', s?.questions[currentOrFirst(s)]),
  }),
  protoSeatJoin: () => ({
    type: 'join',
    actor: { role: 'student', playerId: '__proto__' },
    nickname: nicknameOf({ kind: 'generated', word: 0 }),
    character: 'fox',
  }),
  nullNickname: () => ({ type: 'join', actor: student(3), nickname: null, character: 'fox' }),
  numberTypedName: () => ({
    type: 'join',
    actor: student(3),
    nickname: { kind: 'typed', text: 7 },
    character: 'fox',
  }),
  objectKickTarget: () => ({ type: 'kick', actor: HOST, playerId: {} }),
  noKickTarget: () => ({ type: 'ban', actor: HOST }),
  nanSeed: () => ({ type: 'start', actor: HOST, seed: Number.NaN }),
  textSeed: () => ({ type: 'start', actor: HOST, seed: '7' }),
  numberTimerId: () => ({ type: 'timer-fired', actor: SYSTEM, timerId: 5 }),
  numberSessionId: () => ({ type: 'play-again', actor: HOST, sessionId: 5 }),
  scoreInEvent: (s: RoomState | null) => ({
    type: 'answer',
    actor: student(1),
    questionIndex: currentOrFirst(s),
    answer: answerFor('wrong', s?.questions[currentOrFirst(s)]),
    score: 1000,
    correct: true,
  }),
  badCreate: () => ({
    type: 'create',
    actor: HOST,
    code: '12',
    sessionId: 'session-x',
    options: sessionOptions(),
  }),
  badCreateOptions: () => ({
    type: 'create',
    actor: HOST,
    code: ROOM_CODE,
    sessionId: 'session-x',
    options: { questionCount: 99 },
  }),
} satisfies Record<string, (state: RoomState | null) => unknown>;
export type MalformedName = keyof typeof MALFORMED;
const MALFORMED_NAMES = Object.keys(MALFORMED) as MalformedName[];

/** Every timer id the run has seen scheduled (for stale timers). */
type RunMemory = { timerIds: string[]; sessions: number };

/** The event a command means in `state`; `now` may move on (a timer waited for). */
export function resolveCommand(
  command: Command,
  state: RoomState | null,
  now: number,
  memory: RunMemory,
): { event: unknown; now: number } {
  switch (command.type) {
    case 'create':
      return {
        event: {
          type: 'create',
          actor: actorOf(command.actor, state),
          code: command.code,
          sessionId: command.sessionId,
          options: sessionOptions(),
        },
        now,
      };
    case 'join':
      return {
        event: {
          type: 'join',
          actor: actorOf(command.actor, state),
          nickname: nicknameOf(command.nickname),
          character: command.character,
          priorPlayerId: command.priorSeat === null ? null : seatId(command.priorSeat),
          ...(command.level != null ? { level: command.level } : {}),
        },
        now,
      };
    case 'start':
      return {
        event: { type: 'start', actor: actorOf(command.actor, state), seed: command.seed },
        now,
      };
    case 'answer': {
      const index = indexOf(command.index, state);
      const actor = actorOf(command.actor, state);
      // A seat answers its own question (its level's in an adaptive room).
      const seat =
        state && actor.role === 'student' ? own(state.players, actor.playerId) : undefined;
      const question =
        (state && seat ? seatQuestion(state, seat, index) : state?.questions[index]) ??
        state?.questions[currentOrFirst(state)];
      return {
        event: {
          type: 'answer',
          actor,
          questionIndex: index,
          answer: answerFor(command.answer, question),
        },
        now,
      };
    }
    case 'close':
    case 'skip':
    case 'next':
      return {
        event: {
          type: command.type,
          actor: actorOf(command.actor, state),
          questionIndex: indexOf(command.index, state),
        },
        now,
      };
    case 'kick':
    case 'ban':
      return {
        event: {
          type: command.type,
          actor: actorOf(command.actor, state),
          playerId:
            command.target === 'stranger' ? 'seat-stranger' : seated(state, command.target.seated),
        },
        now,
      };
    case 'play-again': {
      memory.sessions += 1;
      const sessionId =
        command.sessionId === 'new'
          ? `session-${memory.sessions + 1}`
          : command.sessionId === 'same'
            ? (state?.sessionId ?? 'session-1')
            : '';
      return {
        event: { type: 'play-again', actor: actorOf(command.actor, state), sessionId },
        now,
      };
    }
    case 'timer-fired': {
      const pending = state?.timer ?? null;
      let timerId = `${ROOM_CODE}:1:question:0:${T0}`;
      if (command.timer === 'pending' && pending) timerId = pending.id;
      if (command.timer === 'stale') {
        timerId = memory.timerIds.find((id) => id !== pending?.id) ?? timerId;
      }
      const at = command.wait && pending ? Math.max(now, pending.at) : now;
      return {
        event: { type: 'timer-fired', actor: actorOf(command.actor, state), timerId },
        now: at,
      };
    }
    case 'malformed':
      return { event: MALFORMED[command.name](state), now };
    case 'bad-now':
      return { event: { type: 'lock', actor: HOST }, now: command.now };
    default:
      return { event: { type: command.type, actor: actorOf(command.actor, state) }, now };
  }
}

/**
 * Runs the commands from a fresh room (created with `setup`), calling `check` after every
 * step. Time starts at T0 and never runs backwards. A throw from `reduce` fails the run with
 * the event that caused it.
 */
export function runCommands(
  setup: RoomSetup,
  commands: TimedCommand[],
  check: (step: Step) => void,
): RoomState | null {
  const policy: ReducePolicy = screenAllowing(...setup.refusedNames);
  const memory: RunMemory = { timerIds: [], sessions: 1 };
  const create: Command = {
    type: 'create',
    actor: 'host',
    code: ROOM_CODE,
    sessionId: 'session-1',
  };
  const first: RoomEvent = {
    type: 'create',
    actor: HOST,
    code: ROOM_CODE,
    sessionId: 'session-1',
    options: sessionOptions(setup.options),
  };
  let state: RoomState | null = null;
  let now = T0;
  const steps: Array<{ command: Command; event: () => { event: unknown; now: number } }> = [
    { command: create, event: () => ({ event: first, now }) },
    ...commands.map(({ command, dt }) => ({
      command,
      event: () => resolveCommand(command, state, now + dt, memory),
    })),
  ];
  for (const { command, event: make } of steps) {
    const { event, now: at } = make();
    const before = state ? structuredClone(state) : null;
    let result: ReduceResult;
    try {
      result = reduce(state, event as RoomEvent, at, policy);
    } catch (error) {
      throw new Error(`reduce threw on ${JSON.stringify(event)}: ${String(error)}`);
    }
    if (Number.isFinite(at)) now = Math.max(now, at);
    check({ command, event, now: at, before, live: state, result });
    if (!('error' in result)) {
      state = result.state;
      for (const effect of result.effects) {
        if (effect.type === 'schedule') memory.timerIds.push(effect.timerId);
      }
    }
  }
  return state;
}

const actorArb: fc.Arbitrary<ActorPick> = fc.oneof(
  { weight: 4, arbitrary: fc.constant('host' as const) },
  { weight: 6, arbitrary: fc.integer({ min: 1, max: MODEL_SEATS }) },
  { weight: 1, arbitrary: fc.constantFrom('other-host' as const, 'system' as const) },
  { weight: 1, arbitrary: fc.constant('stranger' as const) },
);
const hostMostly: fc.Arbitrary<ActorPick> = fc.oneof(
  { weight: 6, arbitrary: fc.constant('host' as const) },
  { weight: 1, arbitrary: actorArb },
);
const seatedArb = fc.record({ seated: fc.nat({ max: MODEL_SEATS * 2 }) });
const studentMostly: fc.Arbitrary<ActorPick> = fc.oneof(
  { weight: 6, arbitrary: seatedArb },
  { weight: 1, arbitrary: actorArb },
);
/** Joins: a seat by number (so the same seat may try twice). */
const joinerArb: fc.Arbitrary<ActorPick> = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: 1, max: MODEL_SEATS }) },
  { weight: 1, arbitrary: actorArb },
);
const indexArb: fc.Arbitrary<IndexPick> = fc.oneof(
  { weight: 6, arbitrary: fc.constant('current' as const) },
  { weight: 1, arbitrary: fc.integer({ min: -1, max: 5 }) },
);
const answerArb: fc.Arbitrary<AnswerPick> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom('right' as const, 'wrong' as const) },
  { weight: 2, arbitrary: fc.record({ option: fc.nat({ max: 59 }) }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'unknown-label' as const,
      'off-face' as const,
      'other-kind' as const,
      'claims-right' as const,
    ),
  },
);
const nicknameArb: fc.Arbitrary<NicknamePick> = fc.oneof(
  // Few words, so generated names collide (rule R9).
  {
    weight: 4,
    arbitrary: fc.record({ kind: fc.constant('generated' as const), word: fc.nat({ max: 9 }) }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('typed' as const),
      text: fc.constantFrom(...TYPED_NAMES),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'unknown-words' as const }) },
);
const hostCommands = fc.constantFrom(
  'pause' as const,
  'resume' as const,
  'lock' as const,
  'unlock' as const,
);

/** Any command, weighted towards the ones that move a session along. */
export const commandArb: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 32,
    arbitrary: fc.record({
      type: fc.constant('join' as const),
      actor: joinerArb,
      nickname: nicknameArb,
      character: fc.constantFrom(...CHARACTERS),
      priorSeat: fc.option(fc.integer({ min: 1, max: MODEL_SEATS }), { freq: 5 }),
      level: fc.option(fc.integer({ min: 0, max: 13 }), { freq: 3 }),
    }),
  },
  {
    weight: 12,
    arbitrary: fc.record({
      type: fc.constant('start' as const),
      actor: hostMostly,
      seed: fc.integer(),
    }),
  },
  {
    weight: 64,
    arbitrary: fc.record({
      type: fc.constant('answer' as const),
      actor: studentMostly,
      index: indexArb,
      answer: answerArb,
    }),
  },
  {
    weight: 32,
    arbitrary: fc.record({
      type: fc.constantFrom('close' as const, 'skip' as const, 'next' as const),
      actor: hostMostly,
      index: indexArb,
    }),
  },
  { weight: 16, arbitrary: fc.record({ type: hostCommands, actor: hostMostly }) },
  // Rare: an end stops the rest of the run from doing much.
  { weight: 1, arbitrary: fc.record({ type: fc.constant('end' as const), actor: hostMostly }) },
  {
    weight: 16,
    arbitrary: fc.record({
      type: fc.constantFrom('disconnect' as const, 'reconnect' as const),
      actor: actorArb,
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      type: fc.constantFrom('kick' as const, 'ban' as const),
      actor: hostMostly,
      target: fc.oneof(
        { weight: 6, arbitrary: seatedArb },
        { weight: 1, arbitrary: fc.constant('stranger' as const) },
      ),
    }),
  },
  {
    weight: 8,
    arbitrary: fc.record({
      type: fc.constant('play-again' as const),
      actor: hostMostly,
      sessionId: fc.constantFrom('new' as const, 'new' as const, 'same' as const, 'empty' as const),
    }),
  },
  {
    weight: 32,
    arbitrary: fc.record({
      type: fc.constant('timer-fired' as const),
      actor: fc.oneof(
        { weight: 32, arbitrary: fc.constant('system' as const) },
        { weight: 4, arbitrary: actorArb },
      ),
      timer: fc.constantFrom(
        'pending' as const,
        'pending' as const,
        'stale' as const,
        'made-up' as const,
      ),
      wait: fc.boolean(),
    }),
  },
  {
    weight: 8,
    arbitrary: fc.record({
      type: fc.constant('malformed' as const),
      name: fc.constantFrom(...MALFORMED_NAMES),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.oneof(
      fc.record({
        type: fc.constant('create' as const),
        actor: actorArb,
        code: fc.constantFrom(ROOM_CODE, '654321'),
        sessionId: fc.constant('session-9'),
      }),
      fc.record({
        type: fc.constant('bad-now' as const),
        now: fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY),
      }),
    ),
  },
);

/** Clock steps: often none, usually a little, sometimes past a whole question's time. */
export const dtArb: fc.Arbitrary<number> = fc.oneof(
  { weight: 3, arbitrary: fc.constant(0) },
  { weight: 8, arbitrary: fc.integer({ min: 1, max: 2_000 }) },
  { weight: 1, arbitrary: fc.integer({ min: 2_000, max: 40_000 }) },
);

/** Students 1..n take seats with different names, and usually the host starts. */
const preludeArb: fc.Arbitrary<TimedCommand[]> = fc
  .tuple(
    fc.oneof(
      { weight: 1, arbitrary: fc.constant(0) },
      { weight: 6, arbitrary: fc.integer({ min: 1, max: MODEL_SEATS }) },
    ),
    fc.oneof(
      { weight: 4, arbitrary: fc.constant(true) },
      { weight: 1, arbitrary: fc.constant(false) },
    ),
    fc.integer(),
  )
  .map(([seats, started, seed]) => {
    const joins: TimedCommand[] = [];
    for (let seat = 1; seat <= seats; seat++) {
      joins.push({
        command: {
          type: 'join',
          actor: seat,
          nickname: { kind: 'generated', word: 10 + seat },
          character: 'fox',
          priorSeat: null,
        },
        dt: 100,
      });
    }
    const start: TimedCommand = { command: { type: 'start', actor: 'host', seed }, dt: 1000 };
    return started ? [...joins, start] : joins;
  });

/** A prelude that gets a session going, then up to `maxLength` random commands. */
export const timedCommandsArb = (maxLength: number): fc.Arbitrary<TimedCommand[]> =>
  fc
    .tuple(
      preludeArb,
      fc.array(fc.record({ command: commandArb, dt: dtArb }), { maxLength, size: 'max' }),
    )
    .map(([prelude, rest]) => [...prelude, ...rest]);

/** Small rooms (so caps, podiums and play again are reached) with every option varied. */
export const setupArb: fc.Arbitrary<RoomSetup> = fc.record({
  options: fc.record({
    questionCount: fc.integer({ min: 1, max: 4 }),
    questionTypes: fc.uniqueArray(fc.constantFrom(...QUESTION_TYPES), {
      minLength: 1,
      maxLength: 4,
    }),
    difficulty: fc.constantFrom(...DIFFICULTIES),
    secondsPerQuestion: fc.constantFrom(5, 20, 20, 60),
    leaderboard: fc.constantFrom('after-each' as const, 'at-end' as const),
    nicknameMode: fc.constantFrom('generated' as const, 'typed' as const),
    roomCap: fc.constantFrom(2, 4, 60),
    language: fc.constantFrom(...LANGUAGES),
    adaptive: fc.boolean(),
    hideRanks: fc.boolean(),
  }),
  refusedNames: fc.constant(REFUSED_NAMES),
});

/**
 * Deep equality of plain JSON-like data (what room state is made of): the same primitives
 * (`Object.is`), arrays and plain objects with the same own keys. Much faster than a general
 * matcher, for checking every refused event of every run; use a matcher for the diff.
 */
export function samePlainData(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;
  if (Array.isArray(a)) {
    const other = b as unknown[];
    return a.length === other.length && a.every((item, i) => samePlainData(item, other[i]));
  }
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  const recordA = a as Record<string, unknown>;
  const recordB = b as Record<string, unknown>;
  return keysA.every(
    (key) => Object.hasOwn(recordB, key) && samePlainData(recordA[key], recordB[key]),
  );
}
