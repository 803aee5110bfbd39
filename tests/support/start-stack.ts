import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type Stack = {
  url: string;
  output(): string;
  stop(): Promise<number | null>;
};

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/**
 * Starts the app as a user does (`npm start`: build if needed, one process, embedded database,
 * memory store) on a free port with a fresh data folder (which the app fills with a copy of its
 * migrated template database, api/src/db/pglite-memory.ts), and waits until /api/health answers.
 * DATABASE_URL and REDIS_URL are removed from the child's environment unless passed in `env`.
 */
export async function startStack(env: Record<string, string> = {}): Promise<Stack> {
  // A test may pick the port itself, when something must know the address before the start.
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ttc-e2e-'));
  const childEnv: Record<string, string | undefined> = { ...process.env };
  delete childEnv.DATABASE_URL;
  delete childEnv.REDIS_URL;
  Object.assign(childEnv, {
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://localhost:${port}`,
    LOG_LEVEL: 'warn',
    ...env,
  });
  const child = spawn(process.execPath, [path.join(repoRoot, 'scripts/start.mjs')], {
    cwd: repoRoot,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const url = `http://localhost:${port}`;
  await waitForHealth(url, child, () => output);
  return {
    url,
    output: () => output,
    async stop() {
      const code = await stopChild(child);
      rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string) {
  // The first start on a clean clone builds the frontend before it listens: minutes on a busy
  // machine. The caller's hook timeout is the real bound.
  const deadline = Date.now() + 600_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`The app exited with ${child.exitCode} before it was ready:\n${output()}`);
    }
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`The app did not become healthy in time:\n${output()}`);
}

function stopChild(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
    child.kill('SIGTERM');
  });
}
