import { type ChildProcess, spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createResultsOutbox } from '../src/results/create-results-outbox';
import { deleteKeysWithPrefix, randomKeyPrefix } from './support/redis-keys';
import { silentLogger } from './support/silent-logger';

const redisUrl = process.env.REDIS_URL;
const here = path.dirname(fileURLToPath(import.meta.url));
const TOKEN = 'restart-test-token-0123456789abcdefghijklmnop';

/**
 * An API stand-in that, while `hang` is set, takes a request and never answers (the realtime
 * process dies waiting); otherwise it answers 200 and counts what it stored.
 */
async function startApi() {
  const seen: string[] = [];
  const stored: string[] = [];
  const state = { hang: true };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const { sessionId } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        sessionId: string;
      };
      seen.push(sessionId);
      if (state.hang) return;
      const outcome = stored.includes(sessionId) ? 'already_stored' : 'stored';
      if (outcome === 'stored') stored.push(sessionId);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ sessionId, outcome }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    stored,
    state,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Starts the outbox process; resolves with the session id it persisted. */
function startOutboxProcess(settings: Record<string, string>): Promise<{
  child: ChildProcess;
  sessionId: string;
}> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'support/outbox-process.ts', JSON.stringify(settings)],
    { cwd: here, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
      const match = /persisted (\S+)\n/.exec(out);
      if (match?.[1]) resolve({ child, sessionId: match[1] });
    });
    child.once('exit', (code) => reject(new Error(`outbox process exited early (${code})`)));
  });
}

describe.skipIf(!redisUrl)('results outbox across a killed realtime process (Redis)', () => {
  const url = redisUrl ?? '';
  const keyPrefix = randomKeyPrefix('outbox-restart');
  afterAll(async () => {
    const client = new Redis(url);
    await deleteKeysWithPrefix(client, keyPrefix);
    await client.quit();
  });

  it('When the realtime process is SIGKILLed while sending a round, then the next run sends it again and the API stores it once', async () => {
    const api = await startApi();
    try {
      const { child, sessionId } = await startOutboxProcess({
        redisUrl: url,
        keyPrefix,
        apiUrl: api.url,
        token: TOKEN,
      });
      // The request is under way and will never be answered: kill the process mid-send.
      await vi.waitFor(() => expect(api.seen).toContain(sessionId), { timeout: 10_000 });
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
      expect(api.stored).toEqual([]);

      api.state.hang = false;
      const next = createResultsOutbox(
        { redisUrl: url, apiUrl: api.url, token: TOKEN },
        { logger: silentLogger, keyPrefix, pollIntervalMs: 100, leaseMs: 500 },
      );
      try {
        expect(await next.pendingCount()).toBe(1);
        next.start();
        // The dead process's claim runs out, then the round goes out again.
        await vi.waitFor(async () => expect(await next.pendingCount()).toBe(0), {
          timeout: 10_000,
        });
        expect(api.stored).toEqual([sessionId]);
      } finally {
        await next.close();
      }
    } finally {
      await api.stop();
    }
  }, 30_000);
});
