import { Agent } from 'node:http';
import { performance } from 'node:perf_hooks';
import {
  ADJECTIVE_IDS,
  type AdjectiveId,
  ANIMAL_IDS,
  type AnimalId,
} from '@ttc/shared-protocol/classroom/friendly-names';
import { MAX_ROOM_CAP, type SessionOptionsInput } from '@ttc/shared-protocol/classroom/options';
import type { NicknameChoice } from '@ttc/shared-protocol/classroom/payloads';
import { CHARACTER_IDS, type CharacterId } from '@ttc/shared-protocol/game/characters';
import type { Answer } from '@ttc/shared-protocol/game/question';
import {
  type AckOutcome,
  type ClientEnvironment,
  DEFAULT_RECONNECTION,
  LoadHost,
  LoadStudent,
  questionKey,
  type ReconnectionOptions,
} from './load-clients';
import { RawStudent } from './raw-student';
import { mapLimited, Tally } from './tally';

/**
 * The load generator: one process holding N students (and one teacher per room) over real
 * socket.io-client connections, WebSocket only (or, with `studentClient: 'raw'`, students that
 * speak the Socket.IO protocol themselves over `ws`: raw-student.ts). It joins them, drives the host through a round,
 * answers each question with a chosen right/wrong mix and timing, and reports per question when
 * every student held the leaderboard, with every ack and error. Used by `npm run bench`, the CLI
 * (`tests/load/cli.ts`) and tests.
 *
 * Many clients in one process: run with `ulimit -n` above 2 x N + 100 (each client holds a
 * socket; a server on the same box holds the other end) and, at N in the thousands, more than
 * the default local port range if several generators share one target address.
 */

export type LoadConfig = {
  /** Realtime server URL(s). Students are spread round-robin over them; hosts use the first. */
  url: string | string[];
  students: number;
  /**
   * Rooms to split the students over (round-robin). Default: as few as the room cap allows
   * (`MAX_ROOM_CAP` students a room).
   */
  rooms?: number;
  /** A host access token for room `i` (each room has its own teacher connection). */
  hostToken: (roomIndex: number) => Promise<string> | string;
  /** `room:create` options; `roomCap` defaults to the room's seat count. */
  roomOptions?: SessionOptionsInput;
  /** Connections (and joins) in flight at once. Default 200. */
  connectConcurrency?: number;
  reconnection?: Partial<ReconnectionOptions>;
  /**
   * How students talk to the server: `socket.io-client` (default; the library the app uses) or
   * `raw`, the Socket.IO wire protocol spoken over `ws` by `RawStudent` (raw-student.ts) at a
   * fraction of the CPU, for runs whose generator would otherwise saturate its core. Teachers
   * always use socket.io-client.
   */
  studentClient?: StudentClientKind;
  /** Default `performance.now`. */
  now?: () => number;
};

/** See `LoadConfig.studentClient`. */
export type StudentClientKind = 'socket.io-client' | 'raw';

/** When answers go out. */
export type AnswerTiming =
  /** All at once, as fast as the process can emit, after every student saw the question. */
  | { kind: 'burst' }
  /** Uniformly spread over `windowMs`, starting once every student saw the question. */
  | { kind: 'spread'; windowMs: number }
  /** Each student on its own, `minMs`-`maxMs` after its question arrived. */
  | { kind: 'on-open'; minMs: number; maxMs: number };

export type AnswerPolicy = {
  /** Share of students answering right (0-1), a different pick each question. Default 0.5. */
  correctShare?: number;
  /** Share of students not answering at all (the question then closes on its timer). */
  silentShare?: number;
  timing?: AnswerTiming;
  /** How long to wait for every leaderboard. Default: the question's time plus 30 s. */
  timeoutMs?: number;
};

/** One answer the server accepted: who, in which room, and whether it was the right one. */
export type AcceptedAnswer = { code: string; playerId: string; correct: boolean };

export type CpuWindow = { userMs: number; systemMs: number; wallMs: number; share: number };

export type QuestionReport = {
  key: string;
  round: number;
  index: number;
  students: number;
  sent: number;
  firstSentAt: number;
  lastSentAt: number;
  /** First to last answer emitted (the burst's width as this process achieved it). */
  emitSpreadMs: number;
  acks: { ok: number; refused: Record<string, number>; ackMs: number[] };
  accepted: AcceptedAnswer[];
  leaderboard: {
    received: number;
    missing: number;
    /** Per student: leaderboard held minus its room's last answer sent (ms). */
    latencyMs: number[];
    /** The last holder minus the last answer sent, over all rooms (ms). */
    allMs: number;
  };
  /** This process's CPU from the first answer sent to the last leaderboard held. */
  cpu: CpuWindow;
};

export type GeneratorCounts = {
  students: number;
  connects: number;
  connectErrors: number;
  disconnects: number;
  recovered: number;
  rejoins: number;
  rejoinFailures: number;
  acksOk: number;
  refused: Record<string, number>;
};

/** A room of the generator: its teacher and its students. */
export type LoadRoom = { index: number; code: string; host: LoadHost; students: LoadStudent[] };

/** Deterministic 0-1 pick per (student, question), so "half right" differs per question. */
function pick(student: number, key: string, salt: number): number {
  let h = 2166136261 ^ salt;
  for (const c of `${student}|${key}`) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  h ^= h >>> 13;
  h = Math.imul(h, 0x5bd1e995);
  h ^= h >>> 15;
  return (h >>> 0) / 2 ** 32;
}

/** The right and a wrong answer to the host's view of a question. */
function answersFor(question: LoadHost['questions'] extends Map<string, infer Q> ? Q : never): {
  right: Answer;
  wrong: Answer;
} {
  const q = question.question;
  if (q.type === 'set_time') {
    const target = q.metadata.targetTime;
    return {
      right: { kind: 'clock', time: target },
      wrong: { kind: 'clock', time: { hour: (target.hour % 12) + 1, minute: target.minute } },
    };
  }
  const wrong = q.options.find((option) => option !== q.correctLabel) ?? '';
  return {
    right: { kind: 'choice', label: q.correctLabel },
    wrong: { kind: 'choice', label: wrong },
  };
}

export class LoadGenerator {
  readonly rooms: LoadRoom[] = [];
  /** Every student, interleaved across rooms (student i is in room i mod rooms). */
  readonly students: LoadStudent[] = [];
  readonly env: ClientEnvironment;
  readonly #opened = new Tally();
  readonly #hostsOpened = new Tally();
  /** Per round: how many teachers have seen a view of it. */
  readonly #hostsInRound = new Tally();
  readonly #held = new Tally();
  /** Per question key: when each student held its leaderboard (by student index). */
  readonly #heldAt = new Map<string, Float64Array>();
  #round = 1;
  #index = -1;
  #acksOk = 0;
  readonly #refused: Record<string, number> = {};
  #onOpen: ((student: LoadStudent, key: string, at: number) => void) | null = null;

  private constructor(readonly config: LoadConfig) {
    this.env = {
      now: config.now ?? (() => performance.now()),
      // One agent for every upgrade request: no keep-alive pool to hold sockets back (an upgraded
      // socket leaves the agent anyway) and no cap on sockets per host.
      agent: new Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY }),
      reconnection: { ...DEFAULT_RECONNECTION, ...config.reconnection },
    };
  }

  /** Connects the teachers, opens the rooms, then connects and seats every student. */
  static async start(config: LoadConfig): Promise<LoadGenerator> {
    const generator = new LoadGenerator(config);
    try {
      await generator.#open();
    } catch (error) {
      generator.close();
      throw error;
    }
    return generator;
  }

  get urls(): string[] {
    return Array.isArray(this.config.url) ? this.config.url : [this.config.url];
  }

  /** The question the host was last moved to: round and index (-1 before the start). */
  get current(): { round: number; index: number; key: string } {
    return { round: this.#round, index: this.#index, key: questionKey(this.#round, this.#index) };
  }

  async #open(): Promise<void> {
    const { students: total } = this.config;
    const roomCount = this.config.rooms ?? Math.max(1, Math.ceil(total / MAX_ROOM_CAP));
    const concurrency = this.config.connectConcurrency ?? 200;
    const [firstUrl] = this.urls;
    if (!firstUrl) throw new Error('no url');

    for (let r = 0; r < roomCount; r++) {
      const seats = Math.floor(total / roomCount) + (r < total % roomCount ? 1 : 0);
      const host = new LoadHost(
        firstUrl,
        this.env,
        await this.config.hostToken(r),
        (_host, key) => this.#hostsOpened.bump(key),
        (_host, round) => this.#hostsInRound.bump(String(round)),
      );
      await host.connect();
      const code = await host.create({ roomCap: Math.max(1, seats), ...this.config.roomOptions });
      this.rooms.push({ index: r, code, host, students: [] });
    }

    const hooks = {
      opened: (student: LoadStudent, key: string, at: number) => {
        this.#opened.bump(key);
        this.#onOpen?.(student, key, at);
      },
      leaderboard: (student: LoadStudent, key: string, at: number) => {
        let times = this.#heldAt.get(key);
        if (!times) {
          times = new Float64Array(this.students.length).fill(Number.NaN);
          this.#heldAt.set(key, times);
        }
        times[student.index] = at;
        this.#held.bump(key);
      },
    };
    for (let i = 0; i < total; i++) {
      const url = this.urls[i % this.urls.length] ?? firstUrl;
      const student =
        this.config.studentClient === 'raw'
          ? new RawStudent(i, url, this.env, hooks)
          : new LoadStudent(i, url, this.env, hooks);
      this.students.push(student);
      this.rooms[i % roomCount]?.students.push(student);
    }
    const typed = this.config.roomOptions?.nicknameMode === 'typed';
    await mapLimited(this.students, concurrency, async (student) => {
      const room = this.rooms[student.index % roomCount];
      if (!room) throw new Error('no room');
      // The seat's place in its room picks a distinct generated name (32 x 32 = 1024 of them).
      const seat = Math.floor(student.index / roomCount);
      const nickname: NicknameChoice = typed
        ? { kind: 'typed', text: `Kid ${seat}` }
        : {
            kind: 'generated',
            adjective: ADJECTIVE_IDS[seat % ADJECTIVE_IDS.length] as AdjectiveId,
            animal: ANIMAL_IDS[
              Math.floor(seat / ADJECTIVE_IDS.length) % ANIMAL_IDS.length
            ] as AnimalId,
          };
      await student.connect();
      await student.join(
        room.code,
        nickname,
        CHARACTER_IDS[seat % CHARACTER_IDS.length] as CharacterId,
      );
    });
  }

  /** `host:start` in every room; resolves once every teacher and student sees question 0. */
  async startRound(timeoutMs = 60_000): Promise<void> {
    // Never behind the round `playAgain` moved to: a view that lags would bring back the keys of
    // the previous round, whose questions every client already saw open and closed.
    this.#round = Math.max(this.#round, this.rooms[0]?.host.view?.round ?? 0);
    this.#index = 0;
    await Promise.all(this.rooms.map((room) => room.host.send('host:start', {})));
    await this.#awaitOpen(timeoutMs);
  }

  /** `host:next` in every room; resolves once everyone sees the next question (false: podium). */
  async next(timeoutMs = 60_000): Promise<boolean> {
    const from = this.#index;
    await Promise.all(
      this.rooms.map((room) => room.host.send('host:next', { questionIndex: from })),
    );
    const total = this.rooms[0]?.host.view?.question?.total ?? 0;
    if (from + 1 >= total) {
      this.#index = -1;
      return false;
    }
    this.#index = from + 1;
    await this.#awaitOpen(timeoutMs);
    return true;
  }

  /**
   * From the podium: `host:play-again` (a new round, same seats); resolves once every teacher
   * holds the new round's view. Call `startRound` next.
   */
  async playAgain(timeoutMs = 60_000): Promise<void> {
    const round = this.#round + 1;
    await Promise.all(this.rooms.map((room) => room.host.send('host:play-again', {})));
    // The ack can come before the view: on the Redis Streams adapter a room broadcast is
    // delivered only once its XADD returned (the offset kept for connection-state recovery),
    // while the ack goes straight out. Reading the host view right after the ack gave the old
    // round, so round 2 was played under round 1's keys (its answers refused, then `host:next`
    // sent for a question still open: `conflict`).
    if (!(await this.#hostsInRound.wait(String(round), this.rooms.length, timeoutMs))) {
      throw new Error(
        `round ${round} reached ${this.#hostsInRound.count(String(round))}/${this.rooms.length} hosts in ${timeoutMs} ms`,
      );
    }
    this.#round = round;
    this.#index = -1;
  }

  async #awaitOpen(timeoutMs: number): Promise<void> {
    const { key } = this.current;
    const [hosts, students] = await Promise.all([
      this.#hostsOpened.wait(key, this.rooms.length, timeoutMs),
      this.#opened.wait(key, this.students.length, timeoutMs),
    ]);
    if (!hosts || !students) {
      throw new Error(
        `question ${key} reached ${this.#hostsOpened.count(key)}/${this.rooms.length} hosts and ${this.#opened.count(key)}/${this.students.length} students in ${timeoutMs} ms`,
      );
    }
  }

  /**
   * Answers the open question as `policy` says and waits until every student holds the closed
   * question's leaderboard (or the timeout). Never throws for a refused or lost answer: those are
   * counted in the report.
   */
  async answerQuestion(policy: AnswerPolicy = {}): Promise<QuestionReport> {
    const { round, index, key } = this.current;
    if (index < 0) throw new Error('no open question: call startRound or next first');
    const now = this.env.now;
    const correctShare = policy.correctShare ?? 0.5;
    const silentShare = policy.silentShare ?? 0;
    const timing = policy.timing ?? { kind: 'burst' };
    const seconds = this.rooms[0]?.host.view?.options.secondsPerQuestion ?? 20;
    const timeoutMs = policy.timeoutMs ?? seconds * 1000 + 30_000;

    const keys = new Map<string, { right: Answer; wrong: Answer }>();
    for (const room of this.rooms) {
      const question = room.host.questions.get(key);
      if (!question) throw new Error(`room ${room.code} has no host view of question ${key}`);
      keys.set(room.code, answersFor(question));
    }

    const acks = { ok: 0, refused: {} as Record<string, number>, ackMs: [] as number[] };
    const accepted: AcceptedAnswer[] = [];
    const sentAt = new Float64Array(this.students.length).fill(Number.NaN);
    const roomLastSent = new Map<string, number>();
    const ackTally = new Tally();
    let sent = 0;
    let firstSentAt = Number.POSITIVE_INFINITY;
    let lastSentAt = Number.NEGATIVE_INFINITY;

    const willAnswer = (s: LoadStudent) => pick(s.index, key, 7) >= silentShare;
    const answering = this.students.filter(willAnswer);
    const send = (student: LoadStudent) => {
      const code = student.code ?? '';
      const pair = keys.get(code);
      if (!pair || !student.seat) return;
      const correct = pick(student.index, key, 1) < correctShare;
      const { playerId } = student.seat;
      const at = now();
      student.answer(index, correct ? pair.right : pair.wrong, (outcome: AckOutcome) => {
        if (outcome.ok) {
          acks.ok += 1;
          this.#acksOk += 1;
          acks.ackMs.push(outcome.at - at);
          accepted.push({ code, playerId, correct });
        } else {
          acks.refused[outcome.code] = (acks.refused[outcome.code] ?? 0) + 1;
          this.#refused[outcome.code] = (this.#refused[outcome.code] ?? 0) + 1;
        }
        ackTally.bump('acks');
      });
      sent += 1;
      sentAt[student.index] = at;
      if (at < firstSentAt) firstSentAt = at;
      if (at > lastSentAt) lastSentAt = at;
      roomLastSent.set(code, Math.max(roomLastSent.get(code) ?? at, at));
    };

    const cpuStart = process.cpuUsage();
    const wallStart = now();
    if (timing.kind === 'burst') {
      for (const student of answering) send(student);
    } else if (timing.kind === 'spread') {
      await Promise.all(
        answering.map(
          (student) =>
            new Promise<void>((resolve) =>
              setTimeout(() => {
                send(student);
                resolve();
              }, Math.random() * timing.windowMs),
            ),
        ),
      );
    } else {
      const delay = () => timing.minMs + Math.random() * (timing.maxMs - timing.minMs);
      const scheduled = new Set<number>();
      const schedule = (student: LoadStudent) => {
        if (scheduled.has(student.index) || !willAnswer(student)) return;
        scheduled.add(student.index);
        const wait = Math.max(0, student.openAt + delay() - now());
        setTimeout(() => send(student), wait);
      };
      for (const student of this.students) if (student.openKey === key) schedule(student);
      this.#onOpen = (student, opened) => {
        if (opened === key) schedule(student);
      };
    }

    const allHeld = await this.#held.wait(key, this.students.length, timeoutMs);
    const cpuAt = process.cpuUsage(cpuStart);
    const wallEnd = now();
    this.#onOpen = null;
    // Acks of accepted answers come before the close; refused ones may trail a little.
    await ackTally.wait('acks', sent, allHeld ? 5_000 : 1_000);

    const held = this.#heldAt.get(key);
    const latencyMs: number[] = [];
    let lastHeld = Number.NEGATIVE_INFINITY;
    let received = 0;
    for (const student of this.students) {
      const at = held?.[student.index] ?? Number.NaN;
      if (Number.isNaN(at)) continue;
      received += 1;
      lastHeld = Math.max(lastHeld, at);
      const last = roomLastSent.get(student.code ?? '');
      if (last !== undefined) latencyMs.push(at - last);
    }
    const wallMs = wallEnd - wallStart;
    return {
      key,
      round,
      index,
      students: this.students.length,
      sent,
      firstSentAt,
      lastSentAt,
      emitSpreadMs: sent > 0 ? lastSentAt - firstSentAt : 0,
      acks,
      accepted,
      leaderboard: {
        received,
        missing: this.students.length - received,
        latencyMs,
        allMs: received > 0 && sent > 0 ? lastHeld - lastSentAt : Number.NaN,
      },
      cpu: {
        userMs: cpuAt.user / 1000,
        systemMs: cpuAt.system / 1000,
        wallMs,
        share: wallMs > 0 ? (cpuAt.user + cpuAt.system) / 1000 / wallMs : 0,
      },
    };
  }

  /** Connection and ack counts over every client so far. */
  counts(): GeneratorCounts {
    const total: GeneratorCounts = {
      students: this.students.length,
      connects: 0,
      connectErrors: 0,
      disconnects: 0,
      recovered: 0,
      rejoins: 0,
      rejoinFailures: 0,
      acksOk: this.#acksOk,
      refused: { ...this.#refused },
    };
    for (const client of [...this.rooms.map((r) => r.host), ...this.students]) {
      total.connects += client.counts.connects;
      total.connectErrors += client.counts.connectErrors;
      total.disconnects += client.counts.disconnects;
      total.recovered += client.counts.recovered;
      total.rejoins += client.counts.rejoins;
      total.rejoinFailures += client.counts.rejoinFailures;
    }
    return total;
  }

  /** Disconnects every client. */
  close(): void {
    for (const room of this.rooms) room.host.close();
    for (const student of this.students) student.close();
    this.env.agent.destroy();
  }
}
