import { Command, Redis, type RedisOptions } from 'ioredis';
import type { Logger } from 'pino';

/** Reconnect quickly at first, then every second at most: a Redis restart is back within a second. */
const retryStrategy = (attempt: number) => Math.min(attempt * 100, 1000);

/**
 * How long a command of a fail-fast client may wait for its reply. A socket action that needs
 * Redis is answered within 2 s (`unavailable` while Redis is away, reliability target R5): a Redis
 * that keeps its connections but does not answer (stopped, swapping, cut off without a reset) is
 * noticed after this long, and every fail-fast client of that Redis then refuses commands at once
 * until it answers a PING again. Far above what a command takes on a healthy Redis, even on a
 * node busy with a classroom reconnecting after a restart.
 */
export const COMMAND_TIMEOUT_MS = 1_500;
/** How often a Redis that stopped answering is sent a PING. */
const PROBE_INTERVAL_MS = 250;

/** A command refused without being sent: this Redis stopped answering (see `createRedisClient`). */
export class RedisUnavailableError extends Error {
  constructor(message = 'Redis is not answering') {
    super(message);
    this.name = 'RedisUnavailableError';
  }
}

/**
 * Redis URLs whose server stopped answering on a live connection (a command timed out): every
 * fail-fast client of that URL in this process refuses commands until one of them gets a reply.
 * Shared, so one action touching two clients (the join-code limits, then the room) waits once.
 */
const silentServers = new Set<string>();
/** The open fail-fast clients of each URL, to fail their commands in flight at once. */
const clientsOf = new Map<string, Set<Redis>>();

/**
 * Fails every command still waiting for a reply on the fail-fast clients of `url`, as their own
 * timeouts would a moment later (a late reply is ignored, as after a timeout): an action queued
 * behind one of them (a room's serialized stream) is answered now, not when that command's own
 * timeout comes, so no action waits more than one COMMAND_TIMEOUT_MS.
 */
function failCommandsInFlight(url: string): void {
  for (const client of clientsOf.get(url) ?? []) {
    for (let i = 0; i < client.commandQueue.length; i++) {
      client.commandQueue.peekAt(i)?.command.reject(new RedisUnavailableError());
    }
  }
}

/**
 * Creates an ioredis client that never crashes the process when Redis drops: an `error` listener
 * is always attached (without one, an `error` event is an unhandled exception). The first error of
 * an outage is logged at warn, the rest at debug, and the recovery at info.
 *
 * Clients fail fast unless told to wait with `maxRetriesPerRequest: null` (the Socket.IO adapter,
 * whose SUBSCRIBE must not be lost): once connected, a command sent while Redis is away is
 * refused at once instead of queueing for the next connection; the commands in flight when the
 * connection drops fail with it instead of being sent again after their callers were told they
 * failed; and a command with no reply within COMMAND_TIMEOUT_MS fails. Only a client's first
 * connection queues commands, so one made before Redis answers still works. `isRedisUnavailable`
 * recognises all of these failures. Clients reconnect by themselves (every second at most).
 * @param role names the connection in logs and in `CLIENT LIST`
 * @param options overrides (a longer `commandTimeout` for large values, say)
 */
export function createRedisClient(
  url: string,
  logger: Logger,
  role: string,
  options: RedisOptions = {},
): Redis {
  const waits = options.maxRetriesPerRequest === null;
  const client = new Redis(url, {
    connectionName: `ttc-${role}`,
    connectTimeout: 5_000,
    retryStrategy,
    // 0: the commands in flight are rejected as soon as the connection closes.
    ...(waits ? {} : { maxRetriesPerRequest: 0, commandTimeout: COMMAND_TIMEOUT_MS }),
    ...options,
  });
  let failing = false;
  client.on('error', (error: Error) => {
    const fields = { redis: role, err: error.message };
    if (failing) logger.debug(fields, 'Redis still unavailable');
    else logger.warn(fields, 'Redis connection error');
    failing = true;
  });
  client.on('ready', () => {
    if (failing) logger.info({ redis: role }, 'Redis connection restored');
    failing = false;
  });
  if (!waits) failFast(client, url, logger, role);
  return client;
}

/** See `createRedisClient`: no waiting for a Redis that is away or silent. */
function failFast(client: Redis, url: string, logger: Logger, role: string): void {
  client.once('ready', () => {
    // ioredis reads it on every command: from now on nothing waits for a reconnection.
    client.options.enableOfflineQueue = false;
  });
  const send = client.sendCommand.bind(client);
  let probing: NodeJS.Timeout | undefined;

  const answered = () => {
    if (silentServers.delete(url)) logger.info({ redis: role }, 'Redis answers again');
  };
  const watch = (command: Command) => {
    command.promise.catch((error: unknown) => {
      if (!(error instanceof Error) || error.message !== 'Command timed out') return;
      if (!silentServers.has(url)) {
        silentServers.add(url);
        logger.warn({ redis: role }, 'Redis stopped answering; commands are refused until it does');
        failCommandsInFlight(url);
      }
      startProbing();
    });
  };
  const probe = () => {
    probing = undefined;
    if (client.status === 'end' || !silentServers.has(url)) return;
    const ping = new Command('ping', []);
    watch(ping);
    send(ping);
    ping.promise.then(answered, () => {
      if (silentServers.has(url)) startProbing();
    });
  };
  function startProbing() {
    probing ??= setTimeout(probe, PROBE_INTERVAL_MS);
  }

  // A fresh connection has answered its handshake: that Redis answers.
  client.on('ready', answered);
  let siblings = clientsOf.get(url);
  if (!siblings) {
    siblings = new Set();
    clientsOf.set(url, siblings);
  }
  siblings.add(client);
  client.once('end', () => {
    clearTimeout(probing);
    siblings.delete(client);
    if (siblings.size === 0 && clientsOf.get(url) === siblings) clientsOf.delete(url);
  });
  client.sendCommand = ((...args: Parameters<Redis['sendCommand']>) => {
    const [command] = args;
    // Only on a ready connection: while (re)connecting ioredis refuses commands itself, and the
    // handshake's own commands must pass.
    if (client.status === 'ready' && silentServers.has(url)) {
      command.reject(new RedisUnavailableError());
      startProbing();
      return command.promise;
    }
    watch(command);
    return send(...args);
  }) as Redis['sendCommand'];
}

/** Redis error replies that mean "not now": loading its data, busy with a script, failing over. */
const UNAVAILABLE_REPLY = /^(LOADING|BUSY|MASTERDOWN|TRYAGAIN|CLUSTERDOWN)\b/;

/** ioredis's messages for a command that could not reach Redis (see `createRedisClient`). */
const UNREACHABLE_MESSAGES = [
  'Command timed out',
  "Stream isn't writeable",
  'Connection is closed.',
  'Command aborted due to connection close',
];

const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * Whether an error means Redis cannot be reached right now (the action may be tried again
 * shortly), as opposed to a bug or a refusal: what turns a failed socket action into an
 * `unavailable` acknowledgement. Looks through `cause` chains.
 */
export function isRedisUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 8) return false;
  const { name, message, code, cause } = error as Record<string, unknown>;
  if (name === 'RedisUnavailableError' || name === 'MaxRetriesPerRequestError') return true;
  if (typeof message === 'string') {
    if (UNREACHABLE_MESSAGES.some((known) => message.startsWith(known))) return true;
    if (name === 'ReplyError' && UNAVAILABLE_REPLY.test(message)) return true;
  }
  if (typeof code === 'string' && SOCKET_CODES.has(code)) return true;
  return isRedisUnavailable(cause, depth + 1);
}

/** Resolves once the client is ready, or after `timeoutMs` (false) while it keeps reconnecting. */
export function waitUntilReady(client: Redis, timeoutMs: number): Promise<boolean> {
  if (client.status === 'ready') return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      client.off('ready', onReady);
      resolve(false);
    }, timeoutMs);
    const onReady = () => {
      clearTimeout(timer);
      resolve(true);
    };
    client.once('ready', onReady);
  });
}

/** Closes a client: a polite QUIT when connected (pending replies arrive), else a hard disconnect. */
export async function closeRedisClient(client: Redis): Promise<void> {
  if (client.status === 'end') return;
  // Auto-pipelined commands leave at the end of the turn they were issued in (a session stored
  // as the last connections close, say); QUIT is sent at once, so it waits one turn for them.
  if (client.options.enableAutoPipelining) await new Promise((resolve) => setImmediate(resolve));
  if (client.status === 'ready') {
    const quit = client.quit().then(
      () => undefined,
      () => undefined,
    );
    let timer: NodeJS.Timeout | undefined;
    const giveUp = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, 1_000);
    });
    await Promise.race([quit, giveUp]);
    clearTimeout(timer);
  }
  client.disconnect();
}
