import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { io as connectSocket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../src/start-server';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tmp = mkdtempSync(path.join(tmpdir(), 'ttc-server-'));

/** A stand-in for `frontend/dist` so these tests do not need a Vite build. */
function fakeDist(): string {
  const dist = path.join(tmp, 'dist');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Tick Tock Class</title>');
  writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dist;
}

function baseEnv(extra: Record<string, string> = {}): Record<string, string> {
  return {
    PORT: '0',
    HOST: '127.0.0.1',
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: path.join(tmp, `data-${Math.random().toString(36).slice(2)}`),
    FRONTEND_DIST: fakeDist(),
    ...extra,
  };
}

afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('the one-process server', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer(baseEnv());
  }, 60_000);
  afterAll(() => server?.close());

  it('When /api/health is asked, then the API answers from the embedded database', async () => {
    const res = await fetch(`${server.url}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      status: 'ok',
      database: 'pglite',
      services: { database: 'ok' },
    });
  });

  it('When a page route is opened, then index.html comes back with a strict CSP', async () => {
    for (const route of ['/', '/playground', '/no/such/page']) {
      const res = await fetch(`${server.url}${route}`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<title>Tick Tock Class</title>');
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('When a hashed asset is fetched, then it is cached for a year; a missing one is a 404', async () => {
    const asset = await fetch(`${server.url}/assets/app-abc123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const missing = await fetch(`${server.url}/assets/gone-000.js`);
    expect(missing.status).toBe(404);
    const missingTopLevel = await fetch(`${server.url}/robots-missing.txt`);
    expect(missingTopLevel.status).toBe(404);
  });

  it('When an unknown /api path is asked, then the API answers a JSON 404, not the page', async () => {
    const res = await fetch(`${server.url}/api/nothing-here`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: { code: 'not_found' } });
  });

  it('When a socket connects on /socket.io, then the ping is acknowledged on the same port', async () => {
    const socket = connectSocket(server.url, { transports: ['websocket'], forceNew: true });
    try {
      const ack = await socket.timeout(5000).emitWithAck('session:ping', { sentAt: 1 });
      expect(ack).toMatchObject({ ok: true });
    } finally {
      socket.close();
    }
  });
});

describe('start-up failures', () => {
  it('When PORT is not a number, then the start stops with an error naming PORT', async () => {
    await expect(startServer(baseEnv({ PORT: 'abc' }))).rejects.toThrow(/^Invalid PORT: /);
  });

  it('When PORT is out of range, then the start stops with an error naming PORT', async () => {
    await expect(startServer(baseEnv({ PORT: '70000' }))).rejects.toThrow(/^Invalid PORT: /);
  });

  it('When DATABASE_URL is not a postgres URL, then the error names DATABASE_URL', async () => {
    await expect(startServer(baseEnv({ DATABASE_URL: 'mysql://x@y/z' }))).rejects.toThrow(
      /^Invalid DATABASE_URL: /,
    );
  });

  it('When the port is taken, then the error names PORT and nothing is left open', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const address = blocker.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      await expect(startServer(baseEnv({ PORT: String(port) }))).rejects.toThrow(
        /^Invalid PORT: port \d+ is already in use/,
      );
    } finally {
      blocker.close();
    }
  }, 30_000);
});

/** Runs the real entry point as a process and returns its exit code and output. */
function runMain(env: Record<string, string>, afterReady?: (pid: number) => void) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(serverDir, 'src/main.ts')], {
    cwd: serverDir,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c) => {
    stdout += c;
    if (afterReady && stdout.includes('is running at')) afterReady(child.pid ?? 0);
  });
  child.stderr.on('data', (c) => {
    stderr += c;
  });
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('the entry point', () => {
  it('When PORT is bad, then the process exits 1 with one line naming the variable', async () => {
    const { code, stderr } = await runMain(baseEnv({ PORT: 'twelve' }));
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toEqual([expect.stringMatching(/^Invalid PORT: /)]);
  }, 30_000);

  it('When DATABASE_URL is unreachable, then the process exits 1 with one line naming it', async () => {
    const { code, stderr } = await runMain(
      baseEnv({ DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' }),
    );
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toEqual([expect.stringMatching(/^Invalid DATABASE_URL: /)]);
  }, 30_000);

  it('When SIGTERM arrives, then the process stops cleanly with exit code 0', async () => {
    let signalled = false;
    const { code, stdout } = await runMain(baseEnv(), (pid) => {
      if (signalled) return;
      signalled = true;
      process.kill(pid, 'SIGTERM');
    });
    expect(stdout).toContain('SIGTERM received');
    expect(code).toBe(0);
  }, 60_000);
});
