import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ClientToServerEvents, ServerToClientEvents } from '@ttc/shared-protocol/events';
import {
  io as connect,
  type ManagerOptions,
  type Socket,
  type SocketOptions,
} from 'socket.io-client';
import { attachRealtime, type RealtimeDeps, type RealtimeHandle } from '../../src/attach-realtime';
import { parseRealtimeConfig } from '../../src/config';
import { silentLogger } from './silent-logger';

/** The app's own origin in tests, and one extra allowed origin. */
export const PUBLIC_ORIGIN = 'http://app.test:3000';
export const SCHOOL_ORIGIN = 'https://school.example';
/** The HS256 key test nodes verify host tokens with (AUTH_JWT_SECRET). */
export const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret-0123456789';

export type TestClient = Socket<ServerToClientEvents, ClientToServerEvents>;

/** One realtime node on an http server listening on a free port. */
export type RealtimeNode = {
  url: string;
  handle: RealtimeHandle;
  server: Server;
  stop(): Promise<void>;
};

export async function startRealtimeNode(
  options: { redisUrl?: string | undefined; keyPrefix?: string } & Partial<
    Omit<RealtimeDeps, 'config' | 'logger' | 'keyPrefix'>
  > = {},
): Promise<RealtimeNode> {
  const { redisUrl, keyPrefix, ...deps } = options;
  const config = parseRealtimeConfig({
    REDIS_URL: redisUrl,
    PUBLIC_URL: `${PUBLIC_ORIGIN}/`,
    ALLOWED_ORIGINS: SCHOOL_ORIGIN,
    NODE_ENV: 'test',
    AUTH_JWT_SECRET: TEST_JWT_SECRET,
  });
  const server = createServer();
  const handle = await attachRealtime(server, {
    config,
    logger: silentLogger,
    ...(keyPrefix ? { keyPrefix } : {}),
    ...deps,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  let stopped: Promise<void> | undefined;
  return {
    url: `http://127.0.0.1:${port}`,
    handle,
    server,
    stop() {
      stopped ??= (async () => {
        await handle.close();
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
      })();
      return stopped;
    },
  };
}

/** A socket.io-client that does not connect until `connected()` is awaited. */
export function createClient(
  url: string,
  options: Partial<ManagerOptions & SocketOptions> = {},
): TestClient {
  return connect(url, {
    path: '/socket.io',
    transports: ['websocket'],
    forceNew: true,
    autoConnect: false,
    reconnectionDelay: 20,
    reconnectionDelayMax: 50,
    ...options,
  });
}

/** Connects and resolves on `connect`, rejects on `connect_error`. */
export function connected(client: TestClient): Promise<TestClient> {
  return new Promise((resolve, reject) => {
    client.once('connect', () => resolve(client));
    client.once('connect_error', reject);
    client.connect();
  });
}

/** Resolves with the next payload of a server event. */
export function nextEvent<E extends keyof ServerToClientEvents>(
  client: TestClient,
  event: E,
): Promise<Parameters<ServerToClientEvents[E]>[0]> {
  return new Promise((resolve) => {
    (client as unknown as { once(e: string, l: (p: never) => void): void }).once(event, resolve);
  });
}

/** An untyped view of a client, for sending what the contract forbids. */
export function raw(client: TestClient): {
  emit(event: string, ...args: unknown[]): void;
  emitWithAck(event: string, ...args: unknown[]): Promise<unknown>;
  timeout(ms: number): { emitWithAck(event: string, ...args: unknown[]): Promise<unknown> };
} {
  return client as never;
}
