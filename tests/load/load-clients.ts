import type { Agent } from 'node:http';
import { EVENTS_PER_SECOND } from '@ttc/realtime-server/rate-limit';
import type { Ack } from '@ttc/shared-protocol/errors';
import type {
  ClientAckData,
  ClientEventName,
  ClientPayloadInput,
  ServerPayload,
} from '@ttc/shared-protocol/events';
import type { CharacterId } from '@ttc/shared-protocol/game/characters';
import type { Answer } from '@ttc/shared-protocol/game/question';
import { io as connect, type Socket } from 'socket.io-client';
import { Receipts } from './receipts';

/** How long a client waits for an ack before counting it as timed out. */
export const ACK_TIMEOUT_MS = 15_000;
/** How long a first connection may take (socket.io-client's default). */
export const CONNECT_TIMEOUT_MS = 20_000;

/**
 * Reconnection as socket.io-client does it by default (1 s first delay, doubling to 5 s, +-50 %):
 * what a tablet would do, so restart benchmarks see a real backoff.
 */
export type ReconnectionOptions = {
  enabled: boolean;
  delayMs: number;
  delayMaxMs: number;
  randomization: number;
};
export const DEFAULT_RECONNECTION: ReconnectionOptions = {
  enabled: true,
  delayMs: 1000,
  delayMaxMs: 5000,
  randomization: 0.5,
};

/**
 * Reconnection as the app's live screens do it (frontend/src/lib/realtime/open-classroom-socket.ts:
 * 300 ms first delay, doubling to 2 s, socket.io-client's default +-50 %). Keep the two in step.
 */
export const APP_RECONNECTION: ReconnectionOptions = {
  enabled: true,
  delayMs: 300,
  delayMaxMs: 2000,
  randomization: 0.5,
};

/** What every client of one generator shares. */
export type ClientEnvironment = {
  now: () => number;
  /** One keep-alive-less agent for every WebSocket upgrade (see load-generator.ts). */
  agent: Agent;
  reconnection: ReconnectionOptions;
};

export type AckOutcome =
  | { ok: true; at: number }
  | { ok: false; at: number; code: string; message: string };

/** A question of one round: `${round}:${index}`. */
export const questionKey = (round: number, index: number) => `${round}:${index}`;

function openSocket(url: string, env: ClientEnvironment, token?: string): Socket {
  return connect(url, {
    path: '/socket.io',
    // WebSocket only: no long-polling, so no sticky sessions and one TCP connection per client.
    transports: ['websocket'],
    // One Manager (one connection) per client: without it socket.io-client multiplexes every
    // student of the process onto a single connection.
    forceNew: true,
    autoConnect: false,
    reconnection: env.reconnection.enabled,
    reconnectionDelay: env.reconnection.delayMs,
    reconnectionDelayMax: env.reconnection.delayMaxMs,
    randomizationFactor: env.reconnection.randomization,
    timeout: CONNECT_TIMEOUT_MS,
    // engine.io-client hands `agent` to the `ws` WebSocket; its type says string | boolean.
    agent: env.agent as unknown as string,
    ...(token ? { auth: { token } } : {}),
  });
}

/** Resolves on the first `connect`; rejects on `connect_error` when the client will not retry. */
function firstConnect(socket: Socket, retrying: boolean, onError: () => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      cleanup();
      reject(new Error(`no connection within ${CONNECT_TIMEOUT_MS} ms`));
    }, CONNECT_TIMEOUT_MS);
    const onConnect = () => {
      cleanup();
      resolve();
    };
    const onConnectError = (error: Error) => {
      onError();
      if (retrying) return;
      cleanup();
      reject(error);
    };
    const cleanup = () => {
      clearTimeout(timer);
      socket.off('connect', onConnect);
      socket.off('connect_error', onConnectError);
    };
    socket.on('connect', onConnect);
    socket.on('connect_error', onConnectError);
    socket.connect();
  });
}

/** Sends a client event and calls `done` with its ack (or a `timeout` outcome). */
function emitWithOutcome<E extends ClientEventName>(
  socket: Socket,
  now: () => number,
  event: E,
  payload: ClientPayloadInput<E>,
  done: (outcome: AckOutcome, data: ClientAckData<E> | undefined) => void,
): void {
  socket.timeout(ACK_TIMEOUT_MS).emit(event, payload, (error: Error | null, ack: unknown) => {
    const at = now();
    if (error) return done({ ok: false, at, code: 'timeout', message: error.message }, undefined);
    const result = ack as Ack<ClientAckData<E>>;
    if (result.ok) return done({ ok: true, at }, result.data);
    done({ ok: false, at, code: result.error.code, message: result.error.message }, undefined);
  });
}

/** Connection-level counts of one client. */
export type ConnectionCounts = {
  connects: number;
  connectErrors: number;
  disconnects: number;
  /** Welcomes that said the session survived (connection-state recovery). */
  recovered: number;
  /** Rejoins by token (or host rejoins) after a connection that was not recovered. */
  rejoins: number;
  rejoinFailures: number;
};

export abstract class LoadClient {
  socket: Socket | null = null;
  readonly receipts = new Receipts();
  readonly counts: ConnectionCounts = {
    connects: 0,
    connectErrors: 0,
    disconnects: 0,
    recovered: 0,
    rejoins: 0,
    rejoinFailures: 0,
  };
  /** When the last connection (first or re-) was welcomed. */
  welcomedAt: number | null = null;

  constructor(
    readonly url: string,
    protected readonly env: ClientEnvironment,
  ) {}

  protected async open(token?: string): Promise<Socket> {
    const socket = openSocket(this.url, this.env, token);
    this.socket = socket;
    socket.onAny((event: string, payload: unknown) => {
      this.received(event, payload, this.env.now());
    });
    socket.on('connect', () => {
      this.counts.connects += 1;
    });
    socket.on('disconnect', () => {
      this.counts.disconnects += 1;
    });
    socket.io.on('reconnect_error', () => {
      this.counts.connectErrors += 1;
    });
    socket.on('session:welcome' as never, (welcome: ServerPayload<'session:welcome'>) => {
      this.welcomed(welcome);
    });
    for (const event of ['close', 'reconnect_attempt', 'reconnect_error', 'reconnect'] as const) {
      socket.io.on(event, (error?: unknown) => {
        if (!this.#lifecycle) return;
        // The transport's error (e.g. ECONNREFUSED) is in `description`, often an Error itself.
        const cause =
          error instanceof Error ? (error as { description?: unknown }).description : '';
        const why =
          error instanceof Error
            ? ` ${error.message} ${cause instanceof Error ? cause.message : String(cause ?? '')}`
            : '';
        this.#lifecycle(`${event}${event === 'reconnect_error' ? why.slice(0, 80) : ''}`);
      });
    }
    await firstConnect(socket, this.env.reconnection.enabled, () => {
      this.counts.connectErrors += 1;
    });
    return socket;
  }

  #lifecycle: ((event: string) => void) | null = null;

  /**
   * Tells `listener` when this client's connection closes and when it tries, fails and succeeds
   * to reconnect (`close`, `reconnect_attempt`, `reconnect_error <why>`, `reconnect`), for B5's
   * reconnection log. Set before the events happen.
   */
  watchConnection(listener: (event: string) => void): void {
    this.#lifecycle = listener;
  }

  /** For subclasses with their own transport: reports a lifecycle event to the watcher. */
  protected lifecycle(event: string): void {
    this.#lifecycle?.(event);
  }

  /** A server event arrived (recorded, then handed to `onEvent`). */
  protected received(event: string, payload: unknown, at: number): void {
    this.receipts.record(event, at, payload);
    this.onEvent(event, payload, at);
  }

  /** The server's welcome on a connection: a session it did not recover is taken back. */
  protected welcomed(welcome: ServerPayload<'session:welcome'>): void {
    this.welcomedAt = this.env.now();
    if (welcome.recovered) this.counts.recovered += 1;
    else if (this.counts.connects > 1) this.afterLostSession();
  }

  /** Sends a client event and calls `done` with its ack outcome (the transport's part). */
  protected emitOutcome<E extends ClientEventName>(
    event: E,
    payload: ClientPayloadInput<E>,
    done: (outcome: AckOutcome, data: ClientAckData<E> | undefined) => void,
  ): void {
    if (!this.socket) throw new Error('not connected');
    emitWithOutcome(this.socket, this.env.now, event, payload, done);
  }

  protected abstract onEvent(event: string, payload: unknown, at: number): void;
  /** A reconnection whose session did not survive: take the seat (or the room) back by token. */
  protected abstract afterLostSession(): void;

  send<E extends ClientEventName>(event: E, payload: ClientPayloadInput<E>) {
    return new Promise<ClientAckData<E>>((resolve, reject) => {
      this.emitOutcome(event, payload, (outcome, data) => {
        if (outcome.ok && data !== undefined) resolve(data);
        else if (!outcome.ok)
          reject(new Error(`${event} refused: ${outcome.code} ${outcome.message}`));
      });
    });
  }

  close(): void {
    this.socket?.disconnect();
  }
}

/** What the generator wants to hear from its students, at O(1) per event. */
export type StudentHooks = {
  /** The student saw question `key` open. */
  opened(student: LoadStudent, key: string, at: number): void;
  /** The student holds the closed question's leaderboard: the closing room view and its seat. */
  leaderboard(student: LoadStudent, key: string, at: number): void;
};

/** Slightly slower than the server allows (realtime-server/src/rate-limit.ts). */
const HOST_SEND_INTERVAL_MS = 1000 / (EVENTS_PER_SECOND * 0.9);

/** A seat as the join ack gave it. */
export type Seat = { playerId: string; nickname: string; rejoinToken: string };

/** One student: a connection, its seat, and what it saw when. */
export class LoadStudent extends LoadClient {
  seat: Seat | null = null;
  code: string | null = null;
  round = 1;
  /** The open question as this student last saw it. */
  openKey: string | null = null;
  openAt = 0;
  #closedKey: string | null = null;
  #closedAt = 0;
  #youKey: string | null = null;
  #youAt = 0;
  #doneKey: string | null = null;

  constructor(
    readonly index: number,
    url: string,
    env: ClientEnvironment,
    private readonly hooks: StudentHooks,
  ) {
    super(url, env);
  }

  async connect(): Promise<void> {
    await this.open();
  }

  async join(
    code: string,
    nickname: ClientPayloadInput<'room:join'>['nickname'],
    character: CharacterId,
  ) {
    const data = await this.send('room:join', { code, nickname, character });
    this.code = code;
    this.seat = { playerId: data.playerId, nickname: data.nickname, rejoinToken: data.rejoinToken };
    return this.seat;
  }

  /** Sends an answer; `done` gets the ack outcome. */
  answer(questionIndex: number, answer: Answer, done: (outcome: AckOutcome) => void): void {
    this.emitOutcome('answer:submit', { questionIndex, answer }, done);
  }

  /** The latest view of the student's own seat. */
  get you(): ServerPayload<'room:you'> | undefined {
    return this.receipts.latest.get('room:you') as ServerPayload<'room:you'> | undefined;
  }

  /** The latest shared room view. */
  get state(): ServerPayload<'room:state'> | undefined {
    return this.receipts.latest.get('room:state') as ServerPayload<'room:state'> | undefined;
  }

  protected onEvent(event: string, payload: unknown, at: number): void {
    if (event === 'room:state') {
      const view = payload as ServerPayload<'room:state'>;
      this.round = view.round;
      if (view.phase === 'question-open' && view.question) {
        const key = questionKey(view.round, view.question.index);
        if (key !== this.openKey) {
          this.openKey = key;
          this.openAt = at;
          this.hooks.opened(this, key, at);
        }
      } else if (view.phase === 'question-closed' && view.reveal) {
        const key = questionKey(view.round, view.reveal.questionIndex);
        if (key !== this.#closedKey) {
          this.#closedKey = key;
          this.#closedAt = at;
          this.#checkLeaderboard(key);
        }
      }
    } else if (event === 'room:you') {
      const self = payload as ServerPayload<'room:you'>;
      if (self.lastResult) {
        const key = questionKey(this.round, self.lastResult.questionIndex);
        if (key !== this.#youKey) {
          this.#youKey = key;
          this.#youAt = at;
          this.#checkLeaderboard(key);
        }
      }
    }
  }

  #checkLeaderboard(key: string): void {
    if (this.#doneKey === key || this.#closedKey !== key || this.#youKey !== key) return;
    this.#doneKey = key;
    this.hooks.leaderboard(this, key, Math.max(this.#closedAt, this.#youAt));
  }

  protected afterLostSession(): void {
    const { seat, code } = this;
    if (!seat || !code) return;
    this.emitOutcome('room:rejoin', { code, rejoinToken: seat.rejoinToken }, (outcome) => {
      if (outcome.ok) this.counts.rejoins += 1;
      else this.counts.rejoinFailures += 1;
    });
  }
}

/** The teacher of one room: its connection, the room code and the latest host view. */
export class LoadHost extends LoadClient {
  code: string | null = null;
  /** Host views of open questions, by question key (the generator reads the answers here). */
  readonly questions = new Map<string, NonNullable<ServerPayload<'room:host'>['question']>>();
  /** The highest round any host view carried (0 before the first view). */
  #round = 0;
  #nextSendAt = 0;

  constructor(
    url: string,
    env: ClientEnvironment,
    private readonly token: string,
    private readonly onOpen: (host: LoadHost, key: string) => void,
    private readonly onRound: (host: LoadHost, round: number) => void = () => {},
  ) {
    super(url, env);
  }

  async connect(): Promise<void> {
    await this.open(this.token);
  }

  /**
   * A teacher's sends are paced under the server's per-socket limit: on a quiet machine a room
   * of 30 goes from question to question faster than 20 events a second, and the bench's host
   * was refused `rate_limited`. The wait comes before the send, so no measured time includes it.
   */
  override async send<E extends ClientEventName>(event: E, payload: ClientPayloadInput<E>) {
    const now = this.env.now();
    const at = Math.max(now, this.#nextSendAt);
    this.#nextSendAt = at + HOST_SEND_INTERVAL_MS;
    if (at > now) await new Promise((resolve) => setTimeout(resolve, at - now));
    return super.send(event, payload);
  }

  get view(): ServerPayload<'room:host'> | undefined {
    return this.receipts.latest.get('room:host') as ServerPayload<'room:host'> | undefined;
  }

  async create(options: ClientPayloadInput<'room:create'>['options']): Promise<string> {
    const { code } = await this.send('room:create', { options });
    this.code = code;
    return code;
  }

  protected onEvent(event: string, payload: unknown): void {
    if (event !== 'room:host') return;
    const view = payload as ServerPayload<'room:host'>;
    if (view.round > this.#round) {
      this.#round = view.round;
      this.onRound(this, view.round);
    }
    if (view.phase === 'question-open' && view.question) {
      const key = questionKey(view.round, view.question.index);
      if (!this.questions.has(key)) {
        this.questions.set(key, view.question);
        this.onOpen(this, key);
      }
    }
  }

  protected afterLostSession(): void {
    const { code } = this;
    if (!code) return;
    this.emitOutcome('room:host-rejoin', { code }, (outcome) => {
      if (outcome.ok) this.counts.rejoins += 1;
      else this.counts.rejoinFailures += 1;
    });
  }
}
