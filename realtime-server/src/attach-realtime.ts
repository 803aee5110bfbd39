import { randomBytes } from 'node:crypto';
import type { Server as HttpServer } from 'node:http';
import { hostname } from 'node:os';
import type { Logger } from 'pino';
import { Server } from 'socket.io';
import type { RealtimeConfig } from './config';
import { createCounters, type HandlerContext, type RealtimeCounters } from './handler-context';
import { registerGuards } from './handlers/guards';
import { registerSessionHandlers } from './handlers/session';
import { createOriginPolicy } from './origin-policy';
import { createStreamsAdapter, type StreamsAdapter } from './redis-streams-adapter';
import type { RealtimeServer } from './socket-types';
import { createRoomStore } from './store/create-room-store';
import type { RoomStore } from './store/room-store';

/** The largest message a client may send; a bigger one closes its connection. */
export const MAX_MESSAGE_BYTES = 16 * 1024;
/** How long a dropped client's session (id, rooms, data, missed packets) is kept for recovery. */
export const MAX_DISCONNECTION_MS = 2 * 60 * 1000;
/** How long startup waits for Redis before serving anyway (ioredis keeps reconnecting). */
const REDIS_READY_TIMEOUT_MS = 5_000;

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
};

export type RealtimeHandle = {
  io: RealtimeServer;
  store: RoomStore<unknown>;
  nodeId: string;
  counters: RealtimeCounters;
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
  let closing = false;

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
      if (isAllowedOrigin(origin)) return callback(null, true);
      logger.info({ origin: String(origin).slice(0, 200) }, 'Socket handshake refused: origin');
      callback('Origin not allowed', false);
    },
  });

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

  const counters = createCounters();
  const context: HandlerContext = { logger, store, nodeId, now, counters };

  io.on('connection', (socket) => {
    if (!socket.recovered) socket.data.connectedAt = now();
    registerGuards(socket, context);
    registerSessionHandlers(socket, context);
  });

  logger.info(
    { adapter: streams ? 'redis-streams' : 'memory', allowedOrigins: config.allowedOrigins },
    'Realtime server attached',
  );

  let closed: Promise<void> | undefined;
  const close = () => {
    closed ??= (async () => {
      closing = true;
      // Connections first, while the adapter still runs: each closed socket's session is stored
      // ("forced close" is a recoverable reason), so its client can recover on another node.
      io.engine.close();
      await Promise.allSettled([io.of('/').adapter.close()]);
      await streams?.close();
      if (ownsStore) await store.close();
      logger.info('Realtime server closed');
    })();
    return closed;
  };

  return { io, store, nodeId, counters, close };
}

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
