import { randomBytes } from 'node:crypto';
import type { Server as HttpServer, IncomingMessage } from 'node:http';
import { hostname } from 'node:os';
import { SessionLiveness } from '@ttc/shared-protocol/auth/session-liveness';
import { createNicknameScreen } from '@ttc/shared-protocol/classroom/nickname-screen/nickname-screen';
import type { ReducePolicy } from '@ttc/shared-protocol/classroom/reduce';
import { own, type RoomState } from '@ttc/shared-protocol/classroom/state';
import type { Logger } from 'pino';
import { Server } from 'socket.io';
import { apiSessionCheck } from './auth/api-session-check';
import { registerHandshake } from './auth/handshake';
import { apiHostGrants, type HostGrants } from './auth/host-grants';
import { sweepHostSessions } from './auth/host-sessions';
import { createHostTokenVerifier, type HostTokenVerifier } from './auth/host-token';
import { installBatchedWrites } from './batched-writes';
import { clientAddress } from './client-address';
import type { RealtimeConfig } from './config';
import { ConnectionCap } from './connection-cap';
import { createCounters, type HandlerContext, type RealtimeCounters } from './handler-context';
import { ClientEventTable } from './handlers/client-event';
import { createConnectionHandlers } from './handlers/connection';
import { createGuards } from './handlers/guards';
import { registerHostHandlers } from './handlers/host';
import { registerSessionHandlers } from './handlers/session';
import { registerStudentHandlers } from './handlers/student';
import { createWelcome } from './handlers/welcome';
import { createOriginPolicy } from './origin-policy';
import { EventRateLimiter } from './rate-limit';
import { closeRedisClient, createRedisClient } from './redis-client';
import { createStreamsAdapter, type StreamsAdapter } from './redis-streams-adapter';
import { installRequestRelease, releaseRequest } from './release-request';
import type { ResultsSink } from './results/results-sink';
import { AnswerForwarding, FORWARD_EVENT, FORWARDED_EVENT } from './room/answer-forwarding';
import { JoinCodeGuard } from './room/join-code-guard';
import { createLoggingResultsSink } from './room/log-results-sink';
import type { RoomContext } from './room/room-context';
import { RoomService } from './room/room-service';
import { RoomTimers } from './room/room-timers';
import { createEffectRunner } from './room/run-effects';
import { createSeatRelay, SEAT_FRAMES_EVENT } from './room/seat-relay';
import { createSessionPurge } from './room/session-purge';
import type { RealtimeServer, RealtimeSocket } from './socket-types';
import { createRoomStore } from './store/create-room-store';
import type { RoomStore } from './store/room-store';

/** The largest message a client may send; a bigger one closes its connection. */
export const MAX_MESSAGE_BYTES = 16 * 1024;
/** How long a dropped client's session (id, rooms, data, missed packets) is kept for recovery. */
export const MAX_DISCONNECTION_MS = 2 * 60 * 1000;
/** How long startup waits for Redis before serving anyway (ioredis keeps reconnecting). */
const REDIS_READY_TIMEOUT_MS = 5_000;
/** How long a dropped seat or host stays "connected" in its room, waiting for a recovery. */
export const DISCONNECT_GRACE_MS = 3_000;
/**
 * The listen backlog a realtime server should use (`server.listen({ backlog })`): after a restart
 * every tablet of every room reconnects within a second or two. Node's default, 511, overflows
 * then, and each connection the kernel drops waits for a SYN retransmission (1 s, 3 s, 7 s later).
 * Linux caps it at net.core.somaxconn.
 */
export const LISTEN_BACKLOG = 4096;

export type RealtimeDeps = {
  config: RealtimeConfig;
  logger: Logger;
  /**
   * The room store. When omitted one is created from the config (Redis with REDIS_URL, else
   * memory) and `close()` closes it; a store passed in stays the caller's to close.
   */
  store?: RoomStore<unknown>;
  /** This node's id (lease owner). Default: host, pid and a random suffix. */
  nodeId?: string;
  /**
   * Prefix of every Redis key, stream and channel this node uses (store and adapter). Nodes that
   * serve the same rooms share it; tests use a random one. Default `ttc:`.
   */
  keyPrefix?: string;
  /** The server clock. Default `Date.now`. */
  now?: () => number;
  /** Where finished rounds' results go. Default: logged, not stored. */
  resultsSink?: ResultsSink;
  /** Checks a host's access token. Default: built from `config.hostAuth`. */
  verifyHostToken?: HostTokenVerifier;
  /**
   * Whether a host's sign-in session is still live. Default: the API's answer over
   * API_INTERNAL_URL with INTERNAL_API_TOKEN (built-in sign-in), else none (a hosted project, or
   * no API configured, or null given: tokens are honoured until they expire).
   */
  sessionLiveness?: SessionLiveness | null;
  /**
   * Whether a host may open a room, and a class's roster (issue 14). Default: the API's answer
   * over API_INTERNAL_URL with INTERNAL_API_TOKEN when both are set; null (or neither set): every
   * verified host may host, and no room can be for a class.
   */
  hostGrants?: HostGrants | null;
  /** What the reducer cannot decide alone (the typed-nickname screen). Default: obscenity. */
  policy?: ReducePolicy;
  /** Default DISCONNECT_GRACE_MS. */
  disconnectGraceMs?: number;
  /** Lease timing of room timers (tests shorten it). Defaults in room-timers.ts. */
  lease?: { ttlMs?: number; pollMs?: number };
  /** Per-socket event rate (tests that flood lower it). Defaults in rate-limit.ts. */
  rateLimit?: { perSecond?: number; burst?: number };
};

export type RealtimeHandle = {
  io: RealtimeServer;
  store: RoomStore<unknown>;
  nodeId: string;
  counters: RealtimeCounters;
  /** The rooms this node applies events to (tests and tools read states through it). */
  rooms: RoomService;
  /** The room timers and leases of this node. */
  timers: RoomTimers;
  /**
   * Removes what Redis (or memory) still holds of these finished sessions: the room whose current
   * session is one of them, and their results waiting for the API (createApp's
   * `purgeLiveSessions`: called after a teacher deletes sessions or a class). With `hostIds` (a
   * deleted account), also every room those users host, whatever round it is in.
   */
  purgeSessions(
    sessionIds: readonly string[],
    scope?: { hostIds?: readonly string[] },
  ): Promise<void>;
  /**
   * Detaches: refuses new handshakes, closes every connection (their sessions are kept, so a
   * client recovers on another node), then the adapter's and the created store's Redis
   * connections. The http server is not closed: it belongs to the caller. Safe to call twice.
   */
  close(): Promise<void>;
};

/**
 * Attaches the realtime server to an http server at `/socket.io`: the typed Socket.IO server,
 * the origin allowlist, the 16 KB message cap, connection-state recovery, the Redis Streams
 * adapter when REDIS_URL is set, and one handler module per concern.
 */
export async function attachRealtime(
  httpServer: HttpServer,
  deps: RealtimeDeps,
): Promise<RealtimeHandle> {
  const { config } = deps;
  const nodeId = deps.nodeId ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const keyPrefix = deps.keyPrefix ?? 'ttc:';
  const now = deps.now ?? Date.now;
  const logger = deps.logger.child({ component: 'realtime', nodeId });
  const ownsStore = deps.store === undefined;
  const store = deps.store ?? createRoomStore<unknown>(config, { logger, keyPrefix, now });

  const isAllowedOrigin = createOriginPolicy(config.allowedOrigins);
  const connectionCap = new ConnectionCap(config.maxSocketsPerAddress);
  let closing = false;
  const counters = createCounters();

  const io: RealtimeServer = new Server(httpServer, {
    path: '/socket.io',
    serveClient: false,
    maxHttpBufferSize: MAX_MESSAGE_BYTES,
    connectionStateRecovery: {
      maxDisconnectionDuration: MAX_DISCONNECTION_MS,
      // Middlewares (handshake auth, from the live-engine issue) run again on a recovered socket.
      skipMiddlewares: false,
    },
    // CORS covers the polling transport only; the Origin check below is what guards WebSockets.
    cors: { origin: config.allowedOrigins, methods: ['GET', 'POST'] },
    allowRequest: (request, callback) => {
      if (closing) return callback('Server shutting down', false);
      const origin = request.headers.origin;
      if (!isAllowedOrigin(origin)) {
        logger.info({ origin: String(origin).slice(0, 200) }, 'Socket handshake refused: origin');
        return callback('Origin not allowed', false);
      }
      if (!connectionCap.hasRoom(clientAddress(request, config.trustProxy))) {
        counters.connectionsCapped += 1;
        return callback('Too many connections from this address', false);
      }
      callback(null, true);
    },
  });
  // Counted per engine connection (one per tablet whatever its transport), with listeners shared
  // by every connection: no closure per tablet (B4).
  function onEngineClose(this: object) {
    connectionCap.closed(this);
  }
  io.engine.on('connection', (connection: EngineConnection) => {
    connectionCap.opened(connection, clientAddress(connection.request, config.trustProxy));
    connection.once('close', onEngineClose);
  });

  // One network write per connection per turn of the event loop (see batched-writes.ts).
  const batchedWrites = installBatchedWrites(io.engine);
  // Each connection's opening request is dropped once its handshake is built (B4).
  installRequestRelease(io);

  let streams: StreamsAdapter | undefined;
  if (config.redisUrl) {
    streams = createStreamsAdapter(config.redisUrl, logger, keyPrefix);
    io.adapter(streams.adapter);
    const wired =
      (await streams.ready(REDIS_READY_TIMEOUT_MS)) &&
      // Our own subscription is counted once Redis has processed it: from then on this node
      // hears the others' requests (fetchSockets, acks across nodes).
      (await pollUntil(
        async () => (await io.of('/').adapter.serverCount()) >= 1,
        REDIS_READY_TIMEOUT_MS,
      ));
    if (!wired) logger.warn('Redis is not answering yet; serving anyway while it reconnects');
  }

  const context: HandlerContext = { logger, store, nodeId, now, counters };
  const roomStore = store as RoomStore<RoomState>;

  const timers: RoomTimers = new RoomTimers({
    store: roomStore,
    nodeId,
    now,
    logger,
    fire: async (code, timerId) => {
      await rooms.dispatch(code, { type: 'timer-fired', actor: { role: 'system' }, timerId });
    },
    // One node alone (the memory adapter) has nobody to tell, and its adapter would throw.
    notifyOthers: (code) => {
      if (streams) io.serverSideEmit('room:timers', code);
    },
    ...(deps.lease?.ttlMs ? { leaseTtlMs: deps.lease.ttlMs } : {}),
    ...(deps.lease?.pollMs ? { leasePollMs: deps.lease.pollMs } : {}),
  });
  const seats = createSeatRelay(io, streams !== undefined);
  if (streams) io.on(SEAT_FRAMES_EVENT, seats.receive);
  const resultsSink = deps.resultsSink ?? createLoggingResultsSink(logger);
  const runEffects = createEffectRunner({
    io,
    store: roomStore,
    timers,
    results: resultsSink,
    logger,
    seats,
    singleNode: streams === undefined,
  });
  const rooms: RoomService = new RoomService({
    store: roomStore,
    now,
    policy: deps.policy ?? { screenNickname: createNicknameScreen() },
    runEffects,
  });
  io.on('room:timers', (code) => {
    if (typeof code === 'string') void timers.rearm(code);
  });
  const forwarding = new AnswerForwarding({
    io,
    nodeId,
    others: streams !== undefined,
    holds: (code) => timers.holds(code),
    dispatch: (code, event) => rooms.dispatch(code, event),
    recorded: async (code, questionIndex, playerId) => {
      const state = await rooms.peek(code);
      return state ? own(state.answers[questionIndex] ?? {}, playerId)?.answer : undefined;
    },
    now,
    logger,
  });
  if (streams) {
    io.on(FORWARD_EVENT, forwarding.receiveForwards);
    io.on(FORWARDED_EVENT, forwarding.receiveOutcomes);
  }

  // The per-address code limits are shared by every node through Redis, when there is one.
  const limitsRedis = config.redisUrl
    ? createRedisClient(config.redisUrl, logger, 'limits', { enableAutoPipelining: true })
    : undefined;
  const sessionLiveness =
    deps.sessionLiveness !== undefined ? deps.sessionLiveness : defaultSessionLiveness(config, now);
  const stopHostSweep = sweepHostSessions(io, sessionLiveness, logger);
  const roomContext: RoomContext = {
    ...context,
    io,
    rooms,
    roomStore,
    timers,
    forwarding,
    verifyHostToken: deps.verifyHostToken ?? createHostTokenVerifier(config.hostAuth, now),
    sessionLiveness,
    hostGrants: deps.hostGrants !== undefined ? deps.hostGrants : defaultHostGrants(config),
    joinCodes: new JoinCodeGuard({
      now,
      keyPrefix,
      ...(limitsRedis ? { redis: limitsRedis } : {}),
    }),
    disconnectGraceMs: deps.disconnectGraceMs ?? DISCONNECT_GRACE_MS,
    isClosing: () => closing,
  };
  const limiter = new EventRateLimiter({ now, ...deps.rateLimit });

  // Every client event's handler, once for the whole server (each connection gets one middleware).
  const events = new ClientEventTable(context);
  registerSessionHandlers(events, context);
  registerHostHandlers(events, roomContext);
  registerStudentHandlers(events, roomContext);

  registerHandshake(io, context, roomContext.verifyHostToken, config.trustProxy, sessionLiveness);
  const guards = createGuards(context, limiter);
  const presence = createConnectionHandlers(roomContext);
  const welcome = createWelcome(roomContext);
  // One `disconnect` listener function for every connection (its socket is `this`): no closure,
  // and no listener array, per socket (B4).
  function onDisconnect(this: RealtimeSocket, reason: string) {
    guards.disconnected(this, reason);
    presence.disconnected(this);
  }
  io.on('connection', (socket) => {
    if (!socket.recovered) socket.data.connectedAt = now();
    releaseRequest(socket);
    guards.register(socket);
    events.attach(socket, guards);
    welcome(socket);
    presence.connected(socket);
    socket.on('disconnect', onDisconnect);
  });

  logger.info(
    {
      adapter: streams ? 'redis-streams' : 'memory',
      allowedOrigins: config.allowedOrigins,
      batchedWrites,
    },
    'Realtime server attached',
  );

  let closed: Promise<void> | undefined;
  const close = () => {
    closed ??= (async () => {
      closing = true;
      stopHostSweep();
      // Answers waiting for another node are applied here while the store is still open.
      forwarding.close();
      await timers.close();
      runEffects.close();
      seats.flush();
      // Connections first, while the adapter still runs: each closed socket's session is stored
      // ("forced close" is a recoverable reason), so its client can recover on another node.
      io.engine.close();
      await Promise.allSettled([io.of('/').adapter.close()]);
      await streams?.close();
      if (limitsRedis) await closeRedisClient(limitsRedis);
      if (ownsStore) await store.close();
      logger.info('Realtime server closed');
    })();
    return closed;
  };

  const purgeSessions = createSessionPurge({
    store: roomStore,
    rooms,
    timers,
    results: resultsSink,
    logger,
    ...(streams ? { forgetPackets: streams.forgetPackets } : {}),
  });

  return { io, store, nodeId, counters, rooms, timers, purgeSessions, close };
}

/** The API's answer about sign-in sessions, when this node knows an API and its credential. */
function defaultSessionLiveness(config: RealtimeConfig, now: () => number): SessionLiveness | null {
  const { apiUrl, token } = config.results;
  if (config.hostAuth.kind !== 'builtin' || !apiUrl || !token) return null;
  return new SessionLiveness(apiSessionCheck(apiUrl, token), { now });
}

/** The API's host grants, when this node knows an API and its credential. */
function defaultHostGrants(config: RealtimeConfig): HostGrants | null {
  const { apiUrl, token } = config.results;
  return apiUrl && token ? apiHostGrants({ apiUrl, token }) : null;
}

/** engine.io's socket, as far as the connection cap reads it. */
type EngineConnection = {
  request: IncomingMessage;
  once(event: 'close', listener: () => void): unknown;
};

/** Calls `check` every 20 ms until it answers true (true) or `timeoutMs` passes (false). */
async function pollUntil(check: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    let timer: NodeJS.Timeout | undefined;
    const expired = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), Math.max(0, deadline - Date.now()));
    });
    const passed = await Promise.race([check().catch(() => false), expired]);
    clearTimeout(timer);
    if (passed) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return false;
}
