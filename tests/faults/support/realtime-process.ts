import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const realtimeDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../realtime-server',
);

/** The app origin the fault tests' realtime processes are configured with (PUBLIC_URL). */
export const PUBLIC_URL = 'http://app.test:3000';
/** Their host-token key (AUTH_JWT_SECRET). */
export const JWT_SECRET = 'faults-secret-faults-secret-faults-secret-0123456789';

export type RealtimeProcessOptions = {
  port: number;
  redisUrl: string;
  /** Where finished sessions are posted (API_INTERNAL_URL) and with which credential. */
  apiUrl: string;
  apiToken: string;
};

/**
 * The standalone realtime service (`realtime-server/src/main.ts`) as a real child process, the way
 * `npm start -w @ttc/realtime-server` runs it. `readyAt` is when its /health first answered 200
 * (it listens and its Redis store answers).
 */
export class RealtimeProcess {
  readonly output: string[] = [];
  readyAt = 0;
  #child: ChildProcess;

  private constructor(readonly options: RealtimeProcessOptions) {
    this.#child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: realtimeDir,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        PORT: String(options.port),
        HOST: '127.0.0.1',
        REDIS_URL: options.redisUrl,
        PUBLIC_URL,
        AUTH_JWT_SECRET: JWT_SECRET,
        API_INTERNAL_URL: options.apiUrl,
        INTERNAL_API_TOKEN: options.apiToken,
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk: Buffer) => {
      this.output.push(chunk.toString('utf8'));
      if (this.output.length > 200) this.output.shift();
    };
    this.#child.stdout?.on('data', keep);
    this.#child.stderr?.on('data', keep);
  }

  get url(): string {
    return `http://127.0.0.1:${this.options.port}`;
  }

  /** Starts the service and resolves once /health answers 200. */
  static async start(options: RealtimeProcessOptions): Promise<RealtimeProcess> {
    const node = new RealtimeProcess(options);
    const deadline = Date.now() + 30_000;
    for (;;) {
      if (node.#child.exitCode !== null) {
        throw new Error(`realtime process exited (${node.#child.exitCode}):\n${node.log()}`);
      }
      const healthy = await fetch(`${node.url}/health`, { signal: AbortSignal.timeout(1_000) })
        .then((response) => response.status === 200)
        .catch(() => false);
      if (healthy) {
        node.readyAt = Date.now();
        return node;
      }
      if (Date.now() > deadline) {
        await node.kill();
        throw new Error(`realtime process not ready within 30 s:\n${node.log()}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /** What the process printed lately (warnings and errors), for failure messages. */
  log(): string {
    return this.output.join('').slice(-4_000);
  }

  /** SIGKILL: no shutdown code runs, no session is stored, leases are left to expire. */
  kill(): Promise<void> {
    const child = this.#child;
    if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    return new Promise((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });
  }
}
