import type { Agent } from 'node:http';
import { WebSocket } from 'ws';
import type { ReconnectionOptions } from './load-clients';

/**
 * A Socket.IO v4 client that speaks the wire protocol itself over one `ws` WebSocket, for load
 * generators: thousands of these in one process cost a fraction of socket.io-client's CPU (no
 * Emitter chains, no Engine.IO transport layer, no per-emit timers, no debug builds).
 *
 * What it does, as socket.io-client 4.8 does it on the WebSocket transport:
 * - Engine.IO v4: `GET <path>/?EIO=4&transport=websocket` upgraded to a WebSocket; the server's
 *   OPEN packet (`0{"sid",...,"pingInterval","pingTimeout"}`), a PONG (`3`) for every PING (`2`),
 *   and the connection counted dead when no ping came for pingInterval + pingTimeout.
 * - Socket.IO v4 on the main namespace: CONNECT (`40`, with the auth object as JSON, plus
 *   `pid` and `offset` once the server enabled connection-state recovery and said so in its
 *   CONNECT answer `40{"sid","pid"}`), EVENT (`42[name,payload]`, `42<id>[...]` when an ack is
 *   wanted), ACK (`43<id>[data]`), CONNECT_ERROR (`44{message}`, final), DISCONNECT (`41`, final).
 *   The last string argument of a server event is the recovery offset (as socket.io-client
 *   keeps `_lastOffset`). Binary packets are not supported (our protocol sends none).
 * - Reconnection with socket.io-client's backoff (first delay, doubling, capped, +- randomization),
 *   emits made while disconnected buffered and sent once connected, acks pending on a connection
 *   that closes failed with "socket has been disconnected", each ack failed with `timeout` after
 *   `ackTimeoutMs` (one shared sweep a second for every socket, not a timer per emit).
 */

export type RawSocketEvents = {
  /** A server event (`args` without the event name and the recovery offset). */
  event(name: string, payload: unknown, at: number): void;
  /** The server accepted the CONNECT (`recovered`: it restored the previous session). */
  connect(recovered: boolean): void;
  /** The connection closed; `willReconnect` when a new attempt is scheduled. */
  disconnect(reason: string, willReconnect: boolean): void;
  /** A connection attempt failed (`final`: no more attempts). */
  connectError(error: Error, final: boolean): void;
  /** A reconnection attempt starts. */
  reconnectAttempt(attempt: number): void;
};

export type RawSocketOptions = {
  /** The server, `http://host:port` (or ws://). */
  url: string;
  path?: string;
  agent?: Agent;
  reconnection: ReconnectionOptions;
  /** Sent with every CONNECT (the handshake auth); default none. */
  auth?: Record<string, unknown>;
  now: () => number;
  /** Default 20 s (socket.io-client's `timeout`). */
  connectTimeoutMs?: number;
  /** Default 15 s. */
  ackTimeoutMs?: number;
};

/** An ack's result: `null` error and the server's first ack argument, or an error. */
export type RawAck = (error: Error | null, data: unknown) => void;

type PendingAck = { done: RawAck; deadline: number };

/** Sockets with acks waiting: swept once a second for timeouts. */
const waiting = new Set<RawSocketIo>();
let sweeper: ReturnType<typeof setInterval> | null = null;
function watchAcks(socket: RawSocketIo): void {
  waiting.add(socket);
  if (sweeper) return;
  sweeper = setInterval(() => {
    for (const s of waiting) s.sweepAcks();
    if (waiting.size === 0 && sweeper) {
      clearInterval(sweeper);
      sweeper = null;
    }
  }, 1000);
  sweeper.unref();
}

/** socket.io-client's backoff (backo2): min x 2^attempt, +- jitter, capped at max. */
export function backoffDelay(options: ReconnectionOptions, attempt: number, rand = Math.random()) {
  let ms = options.delayMs * 2 ** attempt;
  if (options.randomization) {
    const deviation = Math.floor(rand * options.randomization * ms);
    ms = (Math.floor(rand * 10) & 1) === 0 ? ms - deviation : ms + deviation;
  }
  return Math.min(ms, options.delayMaxMs) | 0;
}

const PING = 0x32; // '2'
const OPEN = 0x30; // '0'
const MESSAGE = 0x34; // '4'
const CLOSE = 0x31; // '1'

/** Frames at least this long are looked up in the decode cache. */
const CACHED_FROM = 200;
/** Per event name: the last large EVENT frame decoded in this process, and what it decoded to. */
const lastDecoded = new Map<string, { json: string; body: unknown }>();

/**
 * JSON of a packet from `at`. A room broadcast reaches every student of the process as the same
 * text: an EVENT frame equal to the last one of its event name is not parsed again, its decoded
 * value is shared (payloads handed to listeners are read-only). Saves the generator one parse
 * per student per broadcast; what the server sends and when the student holds it are unchanged.
 */
function decode(text: string, at: number, type: number): unknown {
  const json = text.slice(at);
  if (type !== 2 || json.length < CACHED_FROM) return JSON.parse(json);
  const nameEnd = json.indexOf('"', 2);
  const name = nameEnd > 2 ? json.slice(2, nameEnd) : '';
  const last = lastDecoded.get(name);
  if (last && last.json === json) return last.body;
  const body = JSON.parse(json) as unknown;
  lastDecoded.set(name, { json, body });
  return body;
}

/** Reads the ack id digits of a Socket.IO packet from `from`; returns [id or -1, next index]. */
function readId(text: string, from: number): [number, number] {
  let i = from;
  let id = 0;
  let any = false;
  for (; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 48 || c > 57) break;
    id = id * 10 + (c - 48);
    any = true;
  }
  return [any ? id : -1, i];
}

export class RawSocketIo {
  connected = false;
  /** The Socket.IO session id of the current connection. */
  id: string | null = null;
  /** The recovery session id the server gave (connection-state recovery on). */
  pid: string | null = null;
  lastOffset: string | null = null;
  #ws: WebSocket | null = null;
  #nextAck = 0;
  readonly #acks = new Map<number, PendingAck>();
  #buffer: string[] = [];
  #attempts = 0;
  #reconnecting = false;
  #closed = false;
  #timer: ReturnType<typeof setTimeout> | null = null;
  #pingTimer: ReturnType<typeof setTimeout> | null = null;
  #pingWindowMs = 45_000;
  /** Why the server ended this socket (CONNECT_ERROR or DISCONNECT), told when the transport closes. */
  #ended: { reason: string; error?: Error } | null = null;
  readonly #url: string;

  constructor(
    readonly options: RawSocketOptions,
    private readonly on: RawSocketEvents,
  ) {
    const base = options.url.replace(/^http/, 'ws').replace(/\/$/, '');
    this.#url = `${base}${options.path ?? '/socket.io'}/?EIO=4&transport=websocket`;
  }

  /** Opens the connection (again, after `close`, it stays closed). */
  open(): void {
    if (this.#closed || this.#ws) return;
    const ws = new WebSocket(this.#url, {
      ...(this.options.agent ? { agent: this.options.agent } : {}),
      perMessageDeflate: false,
      skipUTF8Validation: true,
    });
    this.#ws = ws;
    let opened = false;
    const connectTimer = setTimeout(() => {
      if (this.#ws !== ws || this.connected) return;
      ws.terminate();
    }, this.options.connectTimeoutMs ?? 20_000);
    ws.on('message', (data: Buffer, isBinary: boolean) => {
      if (this.#ws !== ws || isBinary) return;
      this.#receive(data.toString());
    });
    ws.on('open', () => {
      opened = true;
    });
    ws.on('error', () => {
      // 'close' follows; the reason is given there.
    });
    ws.on('close', () => {
      clearTimeout(connectTimer);
      if (this.#ws !== ws) return;
      this.#ws = null;
      this.#transportClosed(opened && this.id !== null ? 'transport close' : 'connect failed');
    });
    ws.on('unexpected-response', (_request, response) => {
      // A refused handshake (allowRequest): the status ends the attempt.
      response.resume();
      ws.terminate();
    });
  }

  /** Sends an event; `ack` gets the server's answer (or a timeout / disconnect error). */
  emit(event: string, payload: unknown, ack?: RawAck): void {
    let frame: string;
    if (ack) {
      const id = this.#nextAck++;
      this.#acks.set(id, {
        done: ack,
        deadline: this.options.now() + (this.options.ackTimeoutMs ?? 15_000),
      });
      watchAcks(this);
      frame = `42${id}${JSON.stringify([event, payload])}`;
    } else {
      frame = `42${JSON.stringify([event, payload])}`;
    }
    if (this.connected && this.#ws) this.#ws.send(frame);
    else this.#buffer.push(frame);
  }

  /** Closes for good: no reconnection; pending acks fail. */
  close(): void {
    this.#closed = true;
    if (this.#timer) clearTimeout(this.#timer);
    if (this.#pingTimer) clearTimeout(this.#pingTimer);
    const ws = this.#ws;
    this.#ws = null;
    const was = this.connected;
    this.connected = false;
    if (ws) {
      if (ws.readyState === WebSocket.OPEN && was) ws.send('41');
      ws.terminate();
    }
    this.#failAcks('socket has been disconnected');
    this.#buffer = [];
    if (was) this.on.disconnect('io client disconnect', false);
  }

  /** Closes the transport only (as a dead network would): the socket then reconnects. */
  dropTransport(): void {
    this.#ws?.terminate();
  }

  /** Fails acks whose deadline passed (the shared sweep calls this). */
  sweepAcks(): void {
    const now = this.options.now();
    for (const [id, pending] of this.#acks) {
      if (pending.deadline > now) break;
      this.#acks.delete(id);
      pending.done(new Error('operation has timed out'), undefined);
    }
    if (this.#acks.size === 0) waiting.delete(this);
  }

  #failAcks(message: string): void {
    if (this.#acks.size === 0) return;
    const acks = [...this.#acks.values()];
    this.#acks.clear();
    waiting.delete(this);
    for (const pending of acks) pending.done(new Error(message), undefined);
  }

  #armPing(): void {
    if (this.#pingTimer) clearTimeout(this.#pingTimer);
    this.#pingTimer = setTimeout(() => {
      this.#pingTimer = null;
      this.#ws?.terminate();
    }, this.#pingWindowMs);
  }

  #receive(text: string): void {
    const kind = text.charCodeAt(0);
    if (kind === MESSAGE) {
      this.#packet(text);
      return;
    }
    const ws = this.#ws;
    if (!ws) return;
    if (kind === PING) {
      ws.send('3');
      this.#armPing();
    } else if (kind === OPEN) {
      const open = JSON.parse(text.slice(1)) as { pingInterval: number; pingTimeout: number };
      this.#pingWindowMs = open.pingInterval + open.pingTimeout;
      this.#armPing();
      const auth = this.pid
        ? { ...this.options.auth, pid: this.pid, offset: this.lastOffset }
        : this.options.auth;
      ws.send(auth ? `40${JSON.stringify(auth)}` : '40');
    } else if (kind === CLOSE) {
      ws.terminate();
    }
  }

  /** One Engine.IO MESSAGE: a Socket.IO packet of the main namespace (`4<type>...`). */
  #packet(text: string): void {
    const type = text.charCodeAt(1) - 48;
    // A namespace other than '/' would follow the type as `/name,`: ignore those packets.
    if (text.charCodeAt(2) === 0x2f) return;
    const [id, at] = readId(text, 2);
    const body = at < text.length ? decode(text, at, type) : undefined;
    switch (type) {
      case 2: {
        // EVENT: [name, payload, offset?]
        const args = body as unknown[];
        const name = args[0] as string;
        if (this.pid && args.length > 2 && typeof args[args.length - 1] === 'string') {
          this.lastOffset = args[args.length - 1] as string;
        }
        // An event the server wants acked: answered empty (no listener here acks anything).
        if (id >= 0) this.#ws?.send(`43${id}[]`);
        this.on.event(name, args[1], this.options.now());
        return;
      }
      case 3: {
        const pending = this.#acks.get(id);
        if (!pending) return;
        this.#acks.delete(id);
        if (this.#acks.size === 0) waiting.delete(this);
        pending.done(null, (body as unknown[])[0]);
        return;
      }
      case 0: {
        const data = body as { sid?: string; pid?: string } | undefined;
        if (!data?.sid) return;
        const recovered = Boolean(data.pid) && data.pid === this.pid;
        this.id = data.sid;
        this.pid = data.pid ?? null;
        this.connected = true;
        this.#attempts = 0;
        this.#reconnecting = false;
        const buffered = this.#buffer;
        this.#buffer = [];
        for (const frame of buffered) this.#ws?.send(frame);
        this.on.connect(recovered);
        return;
      }
      case 4: {
        const error = new Error((body as { message?: string } | undefined)?.message ?? 'refused');
        this.#closed = true;
        this.#ended = { reason: 'connect error', error };
        this.#ws?.terminate();
        return;
      }
      case 1: {
        // The server ended this socket: no reconnection (as socket.io-client).
        this.#closed = true;
        this.#ended = { reason: 'io server disconnect' };
        this.#ws?.terminate();
        return;
      }
      default:
        return;
    }
  }

  #transportClosed(reason: string): void {
    if (this.#pingTimer) clearTimeout(this.#pingTimer);
    this.#pingTimer = null;
    const was = this.connected;
    this.connected = false;
    this.id = null;
    // Acks of packets already sent can no longer come (socket.io-client's `_clearAcks`).
    this.#failAcks('socket has been disconnected');
    const retry = !this.#closed && this.options.reconnection.enabled;
    const ended = this.#ended;
    this.#ended = null;
    if (was) this.on.disconnect(ended?.reason ?? reason, retry);
    else this.on.connectError(ended?.error ?? new Error(reason), !retry);
    if (retry) this.#scheduleReconnect();
  }

  #scheduleReconnect(): void {
    if (this.#timer) return;
    const delay = backoffDelay(this.options.reconnection, this.#attempts);
    this.#attempts += 1;
    this.#reconnecting = true;
    this.#timer = setTimeout(() => {
      this.#timer = null;
      if (this.#closed) return;
      this.on.reconnectAttempt(this.#attempts);
      this.open();
    }, delay);
  }

  /** Whether a reconnection is under way. */
  get reconnecting(): boolean {
    return this.#reconnecting;
  }
}
