/**
 * The live-session client the fault tests drive: a teacher and students over real
 * socket.io-client connections that come back by themselves after the server or Redis went away,
 * as a tablet does. Copied in part from realtime-server/test/support/classroom-client.ts (tests
 * cannot import another package's test support); it speaks only the shared event contract.
 */

import { createHmac } from 'node:crypto';
import { Refusal, refusal } from '@ttc/shared-protocol/classroom/refusals';
import { Rule } from '@ttc/shared-protocol/classroom/rules';
import type { Ack } from '@ttc/shared-protocol/errors';
import type {
  ClientAckData,
  ClientEventName,
  ClientPayloadInput,
  ServerEventName,
  ServerPayload,
} from '@ttc/shared-protocol/events';
import type { Answer } from '@ttc/shared-protocol/game/question';
import { io as connect, type Socket } from 'socket.io-client';

/** How long one ack may take before the client counts the attempt as failed and retries. */
export const ACK_TIMEOUT_MS = 4_000;
/** Gap between retries of an event whose ack failed. */
const RETRY_DELAY_MS = 200;

/**
 * Reconnection as the app's live client does it (frontend/src/lib/realtime/open-classroom-socket.ts):
 * socket.io-client's backoff from 300 ms up to 2 s (+-50 %). With the library default (1 s doubling
 * to 5 s) a tablet could wait up to 7.5 s after the server is back, past the 5 s requirement.
 */
export const RECONNECTION = { reconnectionDelay: 300, reconnectionDelayMax: 2_000 } as const;

/** Signs a teacher's access token as the API's built-in sign-in does (HS256, GoTrue claims). */
export function signHostToken(options: { secret: string; issuer: string; userId: string }): string {
  const now = Math.floor(Date.now() / 1000);
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({
    iss: options.issuer,
    aud: 'authenticated',
    sub: options.userId,
    email: `${options.userId}@school.example`,
    role: 'authenticated',
    session_id: `faults-${options.userId}`,
    iat: now,
    exp: now + 3600,
  })}`;
  const signature = createHmac('sha256', options.secret).update(unsigned).digest('base64url');
  return `${unsigned}.${signature}`;
}

/** Every server event one client received, in order, with when it arrived. */
export class EventLog {
  readonly events: Array<{ event: string; payload: unknown; at: number }> = [];
  readonly #waiters = new Set<() => void>();

  constructor(socket: Socket) {
    socket.onAny((event: string, payload: unknown) => {
      this.events.push({ event, payload, at: Date.now() });
      for (const wake of [...this.#waiters]) wake();
    });
  }

  all<E extends ServerEventName>(event: E): Array<ServerPayload<E>> {
    return this.events.filter((e) => e.event === event).map((e) => e.payload as ServerPayload<E>);
  }

  last<E extends ServerEventName>(event: E): ServerPayload<E> | undefined {
    return this.all(event).at(-1);
  }

  /**
   * Resolves with the first payload that matches, received so far or later; `from` skips the
   * events before that position (`events.length` at some moment: only what came after it).
   */
  waitFor<E extends ServerEventName>(
    event: E,
    match: (payload: ServerPayload<E>) => boolean = () => true,
    options: { timeoutMs?: number; from?: number } = {},
  ): Promise<ServerPayload<E>> {
    const timeoutMs = options.timeoutMs ?? 15_000;
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = this.events
          .slice(options.from ?? 0)
          .filter((e) => e.event === event)
          .map((e) => e.payload as ServerPayload<E>)
          .find(match);
        if (found === undefined) return false;
        this.#waiters.delete(check);
        clearTimeout(timer);
        resolve(found);
        return true;
      };
      const timer = setTimeout(() => {
        this.#waiters.delete(check);
        reject(new Error(`No matching ${event} within ${timeoutMs} ms`));
      }, timeoutMs);
      if (!check()) this.#waiters.add(check);
    });
  }
}

function openSocket(url: string, token?: string): Promise<Socket> {
  const socket = connect(url, {
    path: '/socket.io',
    transports: ['websocket'],
    forceNew: true,
    autoConnect: false,
    ...RECONNECTION,
    ...(token ? { auth: { token } } : {}),
  });
  return new Promise((resolve, reject) => {
    // Only the first connection's failure gives up; later ones are the client reconnecting.
    const fail = (error: Error) => {
      socket.disconnect();
      reject(error);
    };
    socket.once('connect', () => {
      socket.off('connect_error', fail);
      resolve(socket);
    });
    socket.once('connect_error', fail);
    socket.connect();
  });
}

/** What one attempt at an event came back with; a missing ack is `{ ok: false, code: 'timeout' }`. */
export type Attempt<T> = Ack<T> | { ok: false; error: { code: 'timeout'; message: string } };

/** Emits once and resolves with the ack, or with a timeout outcome (never rejects). */
export async function attempt<E extends ClientEventName>(
  socket: Socket,
  event: E,
  payload: ClientPayloadInput<E>,
): Promise<Attempt<ClientAckData<E>>> {
  try {
    return (await socket.timeout(ACK_TIMEOUT_MS).emitWithAck(event, payload)) as Ack<
      ClientAckData<E>
    >;
  } catch {
    return { ok: false, error: { code: 'timeout', message: `no ack within ${ACK_TIMEOUT_MS} ms` } };
  }
}

/** Throws unless the ack is ok; resolves with its data. */
export async function sendOk<E extends ClientEventName>(
  socket: Socket,
  event: E,
  payload: ClientPayloadInput<E>,
): Promise<ClientAckData<E>> {
  const ack = await attempt(socket, event, payload);
  if (!ack.ok) throw new Error(`${event} refused: ${ack.error.code} ${ack.error.message}`);
  return ack.data;
}

/** Error acks a client retries: the server could not do it now, not "this is wrong". */
const TRANSIENT = new Set(['timeout', 'internal', 'unavailable']);

/** A refusal that is final; the attempts before it are in `failures`. */
export class Refused extends Error {
  constructor(
    readonly code: string,
    readonly failures: string[],
  ) {
    super(`refused: ${code} after ${failures.join(', ') || 'no failure'}`);
  }
}

/**
 * Sends an event until it is acknowledged, retrying after a transient error ack (Redis away: an
 * `internal` ack, or no ack) for up to `deadlineMs`. `failures` lists the error codes seen on the
 * way; a final refusal throws `Refused`.
 */
export async function sendWithRetry<E extends ClientEventName>(
  socket: Socket,
  event: E,
  payload: ClientPayloadInput<E>,
  options: {
    deadlineMs?: number;
    failures?: string[];
    /** A refusal message that means an earlier attempt whose ack was lost did it. */
    isDone?: (message: string) => boolean;
    /** A refusal that goes away by itself (the seat is not back yet): retried too. */
    isTransient?: (message: string) => boolean;
  } = {},
): Promise<{ data: ClientAckData<E> | null; failures: string[] }> {
  const failures = options.failures ?? [];
  const deadline = Date.now() + (options.deadlineMs ?? 30_000);
  for (;;) {
    const ack = await attempt(socket, event, payload);
    if (ack.ok) return { data: ack.data, failures };
    const code = ack.error.code;
    // e.g. "already answered" after an attempt whose ack was lost: the first one counted.
    if (failures.length > 0 && options.isDone?.(ack.error.message)) return { data: null, failures };
    const transient = TRANSIENT.has(code) || options.isTransient?.(ack.error.message) === true;
    if (!transient || Date.now() > deadline) throw new Refused(code, failures);
    failures.push(code);
    await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
  }
}

/** A connected teacher who reclaims the room after every reconnection that lost the session. */
export type Teacher = { socket: Socket; log: EventLog; close(): void };

export async function connectTeacher(url: string, token: string): Promise<Teacher> {
  const socket = await openSocket(url, token);
  const log = new EventLog(socket);
  let code: string | null = null;
  socket.on('connect', () => {
    if (socket.recovered || code === null) return;
    void sendWithRetry(socket, 'room:host-rejoin', { code }).catch(() => {});
  });
  const teacher: Teacher & { room(c: string): void } = {
    socket,
    log,
    close: () => socket.disconnect(),
    room: (c) => {
      code = c;
    },
  };
  return teacher;
}

/** Creates the room and remembers its code for reclaiming it. */
export async function createRoom(
  teacher: Teacher,
  options: ClientPayloadInput<'room:create'>['options'],
): Promise<string> {
  const { code } = await sendOk(teacher.socket, 'room:create', { options });
  (teacher as Teacher & { room(c: string): void }).room(code);
  return code;
}

/**
 * A seated student. After a reconnection the server could not recover (a restarted server, a
 * session lost with Redis) the client sends its rejoin token, as the app does; `backAt` is when
 * the seat was acknowledged again.
 */
export type Student = {
  socket: Socket;
  log: EventLog;
  playerId: string;
  rejoinToken: string;
  /** When each rejoin (or recovery) after a reconnection was acknowledged. */
  backAt: number[];
  close(): void;
};

/**
 * Connects and takes a seat with a generated name the server suggests. A suggestion or a join
 * that fails for the moment (`internal`, no ack: Redis away) is tried again; the codes of those
 * failures go to `failures`.
 */
export async function joinStudent(
  url: string,
  code: string,
  failures: string[] = [],
): Promise<Student> {
  const socket = await openSocket(url);
  const log = new EventLog(socket);
  for (let attemptNo = 0; ; attemptNo++) {
    const { data } = await sendWithRetry(
      socket,
      'room:suggest-names',
      { code, count: 6 },
      { failures },
    );
    const pick = data?.names[Math.floor(Math.random() * data.names.length)];
    if (!pick) throw new Error('No free name suggested');
    const ack = await attempt(socket, 'room:join', {
      code,
      nickname: { kind: 'generated', adjective: pick.adjective, animal: pick.animal },
      character: 'cat',
    });
    if (!ack.ok && TRANSIENT.has(ack.error.code) && attemptNo < 100) {
      failures.push(ack.error.code);
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
      continue;
    }
    if (ack.ok) {
      const student: Student = {
        socket,
        log,
        playerId: ack.data.playerId,
        rejoinToken: ack.data.rejoinToken,
        backAt: [],
        close: () => socket.disconnect(),
      };
      socket.on('connect', () => {
        if (socket.recovered) {
          student.backAt.push(Date.now());
          return;
        }
        void sendWithRetry(socket, 'room:rejoin', { code, rejoinToken: student.rejoinToken })
          .then(() => student.backAt.push(Date.now()))
          .catch(() => {});
      });
      return student;
    }
    // Two students picked the same suggestion at once: pick again.
    if (ack.error.code === 'conflict' && attemptNo < 100) continue;
    socket.disconnect();
    throw new Error(`room:join refused: ${ack.error.code} ${ack.error.message}`);
  }
}

/** The right (or a wrong) option of the question the host sees. */
export function choice(view: ServerPayload<'room:host'>, correct: boolean): Answer {
  const question = view.question?.question;
  if (!question || question.type === 'set_time') throw new Error('expected a choice question');
  const label = correct
    ? question.correctLabel
    : question.options.find((o) => o !== question.correctLabel);
  return { kind: 'choice', label: label ?? '' };
}

/** The message of a refusal, as its ack carries it (the rule does not change the message). */
const refusalMessage = (reason: Refusal) => refusal(reason, Rule.create).error.message;

/** One answer the server acknowledged (or refused as a repeat of one whose ack was lost). */
export type AckedAnswer = { playerId: string; questionIndex: number; correct: boolean };

/**
 * Answers until acknowledged, as a tablet that keeps the answer until the server took it: a lost
 * or failed ack is retried, "not in this room" (sent before the seat was back) is retried, and
 * "already answered" after a failed attempt means that attempt counted. `failures` collects the
 * error codes of the attempts that did not go through.
 */
export async function answerUntilAcked(
  student: Student,
  questionIndex: number,
  answer: Answer,
  correct: boolean,
  failures: string[] = [],
): Promise<AckedAnswer> {
  await sendWithRetry(
    student.socket,
    'answer:submit',
    { questionIndex, answer },
    {
      failures,
      isDone: (message) => message === refusalMessage(Refusal.alreadyAnswered),
      isTransient: (message) => message === refusalMessage(Refusal.notInRoom),
    },
  );
  return { playerId: student.playerId, questionIndex, correct };
}
