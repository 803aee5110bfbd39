import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type RunningServer, startServer } from '@ttc/server/start-server';
import { io as connect, type Socket } from 'socket.io-client';
import { freePort } from '../../faults/support/redis-server';

/**
 * The one-process server (what `npm start` serves) started in this process on a free port, in
 * production mode, on PGlite in a fresh DATA_DIR (or the DATABASE_URL / REDIS_URL passed in
 * `env`), with a stand-in frontend. `url` is its loopback address; `publicUrl` the address a
 * browser would use (PUBLIC_URL defaults to http://localhost:PORT).
 */
export type InProcessServer = {
  url: string;
  publicUrl: string;
  port: number;
  server: RunningServer;
  close(): Promise<void>;
};

/** The live-room stores to replay an attack on: memory, and Redis too when REDIS_URL is set. */
export function storeBackends(): Array<{ name: string; env: Record<string, string> }> {
  const redisUrl = process.env.REDIS_URL;
  return [
    { name: 'memory', env: {} },
    ...(redisUrl ? [{ name: 'redis', env: { REDIS_URL: redisUrl } }] : []),
  ];
}

export async function startInProcessServer(
  env: Record<string, string> = {},
): Promise<InProcessServer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'ttc-security-'));
  const dist = path.join(dir, 'dist');
  mkdirSync(dist);
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Tick Tock Class</title>');
  const port = await freePort();
  const server = await startServer({
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: path.join(dir, 'data'),
    FRONTEND_DIST: dist,
    ...env,
  });
  return {
    url: `http://127.0.0.1:${port}`,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    port,
    server,
    async close() {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A socket.io client as a browser page of `origin` opens it (WebSocket only, no reconnection),
 * optionally from another loopback address (`from`, any 127.x.y.z) and with a host token.
 */
export function openSocket(
  url: string,
  options: { origin?: string; from?: string; token?: string } = {},
): Promise<Socket> {
  const socket = connect(url, {
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    ...(options.token ? { auth: { token: options.token } } : {}),
    ...(options.origin ? { extraHeaders: { origin: options.origin } } : {}),
    ...(options.from ? { localAddress: options.from } : {}),
  } as Parameters<typeof connect>[1]);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.disconnect();
      reject(error);
    });
  });
}
