import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import type { Clock } from '../../src/features/auth/clock';
import { startTestApp, type TestApp } from './test-app';
import type { TestBackend } from './test-database';

export interface LiveTestApp extends TestApp {
  /** `http://127.0.0.1:<port>`: PUBLIC_URL, the API and a stand-in for the frontend's pages. */
  url: string;
  /** How many times the stand-in /auth/verify page was fetched (a mail scanner's GET lands here). */
  verifyPageHits: () => number;
}

/**
 * The API listening on a real port, with PUBLIC_URL set to that very origin (as in the one-process
 * server), so fetch-based clients such as supabase-js can talk to it. Paths the API does not
 * answer get a small HTML page, like the frontend's: opening /auth/verify never spends a link.
 */
export async function startLiveTestApp(
  backend: TestBackend,
  env: Record<string, string | undefined> = {},
  options: { clock?: Clock } = {},
): Promise<LiveTestApp> {
  let handler: express.Express | undefined;
  const server: Server = createServer((req, res) => {
    if (handler) handler(req, res);
    else res.writeHead(503).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let t: TestApp;
  try {
    t = await startTestApp(backend, { PUBLIC_URL: url, ...env }, options);
  } catch (error) {
    server.close();
    throw error;
  }
  let hits = 0;
  const front = express();
  front.use(t.app);
  front.get('/auth/verify', (_req, res) => {
    hits += 1;
    res.type('html').send('<!doctype html><title>Checking Your Sign-In Link</title>');
  });
  front.use((_req, res) => {
    res.type('html').send('<!doctype html><title>Tick Tock Class</title>');
  });
  handler = front;
  return {
    ...t,
    url,
    verifyPageHits: () => hits,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await t.close();
    },
  };
}
