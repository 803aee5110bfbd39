import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { pino } from 'pino';
import { vi } from 'vitest';
import { createRedisClient } from '../../src/redis-client';

/**
 * A redis-server of a test's own, which it may kill and pause: the shared one serves other suites.
 */
export const hasRedisServer = (() => {
  try {
    execFileSync('redis-server', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const silent = pino({ level: 'silent' });

export class PrivateRedis {
  #child: ChildProcess | undefined;
  constructor(readonly port: number) {}

  get url() {
    return `redis://127.0.0.1:${this.port}`;
  }

  /** Starts it (again, on the same port) and resolves once it answers. */
  async up(): Promise<void> {
    this.#child = spawn(
      'redis-server',
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    const client = createRedisClient(this.url, silent, 'probe');
    try {
      await vi.waitFor(() => client.ping(), { timeout: 10_000, interval: 50 });
    } finally {
      client.disconnect();
    }
  }

  /** SIGKILL: the server is gone at once (a paused one too). */
  async kill(): Promise<void> {
    const child = this.#child;
    this.#child = undefined;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGCONT');
      child.kill('SIGKILL');
    });
  }

  /** SIGSTOP: the connections stay open, nothing answers (a hung or cut-off Redis). */
  pause(): void {
    this.#child?.kill('SIGSTOP');
  }

  resume(): void {
    this.#child?.kill('SIGCONT');
  }
}
