/**
 * A small client for live sessions over real socket.io-client connections: a signed-in teacher
 * and many students. Used by this package's integration tests; the load generator and the fault
 * tests (tests/load, tests/faults) may copy it. It speaks only the shared event contract.
 */

import type { Ack } from '@ttc/shared-protocol/errors';
import type {
  ClientAckData,
  ClientEventName,
  ClientPayloadInput,
  ServerEventName,
  ServerPayload,
} from '@ttc/shared-protocol/events';
import type { CharacterId } from '@ttc/shared-protocol/game/characters';
import type { Answer } from '@ttc/shared-protocol/game/question';
import { SignJWT } from 'jose';
import { io as connect, type Socket } from 'socket.io-client';

export type ClassroomSocket = Socket;

/** How long an ack may take before the helper gives up (a test then fails, never hangs). */
export const ACK_TIMEOUT_MS = 5_000;

/**
 * Signs an access token as the API's built-in sign-in does (HS256, GoTrue claims), for a teacher
 * `userId`. `issuer` is `${PUBLIC_URL origin}/auth/v1`.
 */
export async function signHostToken(options: {
  secret: string;
  issuer: string;
  userId: string;
  email?: string;
  /** Seconds from now; negative for an expired token. Default 3600. */
  expiresInS?: number;
  now?: number;
}): Promise<string> {
  const issuedAt = Math.floor((options.now ?? Date.now()) / 1000);
  return new SignJWT({
    email: options.email ?? `${options.userId}@school.example`,
    role: 'authenticated',
    session_id: `session-${options.userId}`,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(options.issuer)
    .setAudience('authenticated')
    .setSubject(options.userId)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + (options.expiresInS ?? 3600))
    .sign(new TextEncoder().encode(options.secret));
}

/**
 * Every server event one client received, in order, so a test can wait for "the next room:state
 * where phase is podium" without missing one that arrived before it started waiting.
 */
export class EventLog {
  readonly events: Array<{ event: string; payload: unknown }> = [];
  readonly #waiters = new Set<() => void>();

  constructor(socket: ClassroomSocket) {
    socket.onAny((event: string, payload: unknown) => {
      this.events.push({ event, payload });
      for (const wake of [...this.#waiters]) wake();
    });
  }

  /** Payloads of one event so far. */
  all<E extends ServerEventName>(event: E): Array<ServerPayload<E>> {
    return this.events.filter((e) => e.event === event).map((e) => e.payload as ServerPayload<E>);
  }

  /** The latest payload of an event, if any. */
  last<E extends ServerEventName>(event: E): ServerPayload<E> | undefined {
    return this.all(event).at(-1);
  }

  /** Resolves with the first payload (received so far or later) that matches. */
  waitFor<E extends ServerEventName>(
    event: E,
    match: (payload: ServerPayload<E>) => boolean = () => true,
    timeoutMs = 10_000,
  ): Promise<ServerPayload<E>> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = this.all(event).find(match);
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

  clear(): void {
    this.events.length = 0;
  }
}

/** Opens a connection and resolves once it is accepted (rejects on `connect_error`). */
export function openSocket(
  url: string,
  options: { token?: string; origin?: string; reconnection?: boolean } = {},
): Promise<ClassroomSocket> {
  const socket = connect(url, {
    path: '/socket.io',
    transports: ['websocket'],
    forceNew: true,
    autoConnect: false,
    reconnection: options.reconnection ?? true,
    reconnectionDelay: 20,
    reconnectionDelayMax: 100,
    ...(options.token ? { auth: { token: options.token } } : {}),
    ...(options.origin ? { extraHeaders: { origin: options.origin } } : {}),
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.disconnect();
      reject(error);
    });
    socket.connect();
  });
}

/** Emits a client event and resolves with its ack (rejects if none comes in time). */
export function send<E extends ClientEventName>(
  socket: ClassroomSocket,
  event: E,
  payload: ClientPayloadInput<E>,
): Promise<Ack<ClientAckData<E>>> {
  return socket.timeout(ACK_TIMEOUT_MS).emitWithAck(event, payload) as Promise<
    Ack<ClientAckData<E>>
  >;
}

/** Like `send`, but throws unless the ack is ok; resolves with its data. */
export async function sendOk<E extends ClientEventName>(
  socket: ClassroomSocket,
  event: E,
  payload: ClientPayloadInput<E>,
): Promise<ClientAckData<E>> {
  const ack = await send(socket, event, payload);
  if (!ack.ok) throw new Error(`${event} refused: ${ack.error.code} ${ack.error.message}`);
  return ack.data;
}

/** A connected teacher with the log of what the server sent. */
export type HostClient = { socket: ClassroomSocket; log: EventLog };
/** A seated student: the seat, its rejoin token and the log. */
export type StudentClient = {
  socket: ClassroomSocket;
  log: EventLog;
  playerId: string;
  nickname: string;
  rejoinToken: string;
};

export async function connectHost(url: string, token: string): Promise<HostClient> {
  const socket = await openSocket(url, { token });
  return { socket, log: new EventLog(socket) };
}

/**
 * Connects a student and takes a seat in room `code`: with `nickname` as given, or else the first
 * free generated name the server suggests.
 */
export async function joinStudent(
  url: string,
  code: string,
  options: {
    character?: CharacterId;
    nickname?: ClientPayloadInput<'room:join'>['nickname'];
  } = {},
): Promise<StudentClient> {
  const socket = await openSocket(url);
  const log = new EventLog(socket);
  const character = options.character ?? 'cat';
  for (let attempt = 0; ; attempt++) {
    let nickname = options.nickname;
    if (!nickname) {
      const { names } = await sendOk(socket, 'room:suggest-names', { code, count: 6 });
      const pick = names[Math.floor(Math.random() * names.length)];
      if (!pick) throw new Error('No free name suggested');
      nickname = { kind: 'generated', adjective: pick.adjective, animal: pick.animal };
    }
    const ack = await send(socket, 'room:join', { code, nickname, character });
    if (ack.ok) return { socket, log, ...ack.data };
    // Two students picked the same suggestion at once: pick again.
    if (ack.error.code === 'conflict' && !options.nickname && attempt < 10) continue;
    socket.disconnect();
    throw new Error(`room:join refused: ${ack.error.code} ${ack.error.message}`);
  }
}

/** The answer a student gives to the question in `room:state`: correct or not, when it can tell. */
export function pickAnswer(
  question: NonNullable<ServerPayload<'room:state'>['question']>,
  choose: 'first' | 'last' = 'first',
): Answer {
  if (question.options) {
    const label = choose === 'first' ? question.options[0] : question.options.at(-1);
    return { kind: 'choice', label: label ?? '' };
  }
  return { kind: 'clock', time: { hour: 3, minute: 0 } };
}
