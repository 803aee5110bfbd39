import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const API_DIR = fileURLToPath(new URL('..', import.meta.url));

interface Run {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  exit: Promise<number | null>;
}

/** Starts `src/main.ts` as `npm start -w @ttc/api` would, with only the given variables. */
function startMain(env: Record<string, string>): Run {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_DIR,
    env: { ...inherited, NODE_ENV: 'production', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  const exit = once(child, 'exit').then(([code]) => code as number | null);
  return { child, stdout: () => stdout, stderr: () => stderr, exit };
}

async function waitFor<T>(probe: () => T | undefined, exit: Promise<unknown>): Promise<T> {
  let exited = false;
  void exit.then(() => {
    exited = true;
  });
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (exited) throw new Error('the process exited before it was ready');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('src/main.ts', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'ttc-main-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it.each([
    [
      'DATABASE_URL',
      { DATABASE_URL: 'mysql://root:secret@db/ttc' },
      /^Invalid DATABASE_URL: must be a postgres/,
    ],
    [
      'DATABASE_URL',
      { DATABASE_URL: 'postgres://postgres@127.0.0.1:1/ttc' },
      /^Invalid DATABASE_URL: cannot connect: /,
    ],
    ['PORT', { PORT: 'eighty' }, /^Invalid PORT: must be a whole number/],
    ['PUBLIC_URL', { PUBLIC_URL: 'example.org' }, /^Invalid PUBLIC_URL: /],
  ])('When %s is wrong, then it prints one line naming it and exits 1', async (_, env, line) => {
    const run = startMain({ DATA_DIR: dataDir, ...env });
    expect(await run.exit).toBe(1);
    const stderr = run.stderr().trim();
    expect(stderr).toMatch(line);
    expect(stderr.split('\n')).toHaveLength(1);
    expect(stderr).not.toContain('secret');
  });

  it('When started, then it serves the API and stops cleanly on SIGTERM', async () => {
    const run = startMain({ DATA_DIR: dataDir, PORT: '0' });
    const port = await waitFor(() => {
      const match = run.stdout().match(/"port":(\d+),"database":"pglite","msg":"API listening"/);
      return match ? Number(match[1]) : undefined;
    }, run.exit);

    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({
      status: 'ok',
      database: 'pglite',
      services: { database: 'ok' },
    });
    const other = await fetch(`http://127.0.0.1:${port}/index.html`);
    expect(other.status).toBe(404);
    expect(await other.json()).toEqual({ error: { code: 'not_found', message: 'Not found.' } });

    run.child.kill('SIGTERM');
    expect(await run.exit).toBe(0);
    expect(run.stdout()).toContain('"msg":"stopping"');
    expect(run.stderr()).toBe('');
  });

  it('When the port is taken, then it prints one line naming PORT and exits 1', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, resolve));
    const port = (blocker.address() as { port: number }).port;
    try {
      const run = startMain({ DATA_DIR: dataDir, PORT: String(port) });
      expect(await run.exit).toBe(1);
      expect(run.stderr().trim()).toBe(`Invalid PORT: ${port} is already in use`);
    } finally {
      blocker.close();
    }
  });
});
