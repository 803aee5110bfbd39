import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The live benchmarks run the server under test and the load generator in separate processes,
 * pinned to different cores with `taskset` when it exists (server and its Redis-side work on core
 * 0, generator on core 1), and talk to them over Node's IPC channel: `call(command, args)` on this
 * side, `serveCommands(handlers)` in the child.
 */

export const liveDir = path.dirname(fileURLToPath(import.meta.url));

/** Cross-process clock: CLOCK_MONOTONIC in ms, comparable between the bench's processes. */
export const monotonicMs = () => Number(process.hrtime.bigint()) / 1e6;

let tasksetChecked: boolean | undefined;
export function hasTaskset(): boolean {
  if (tasksetChecked === undefined) {
    try {
      execFileSync('taskset', ['-c', '0', 'true'], { stdio: 'ignore' });
      tasksetChecked = true;
    } catch {
      tasksetChecked = false;
    }
  }
  return tasksetChecked;
}

type Reply = { id: number; ok: true; result: unknown } | { id: number; ok: false; error: string };

export type Child = {
  name: string;
  pid: number;
  process: ChildProcess;
  /** The first message the child sends once it is ready (e.g. its port). */
  ready: Promise<Record<string, unknown>>;
  call<T = unknown>(command: string, args?: unknown, timeoutMs?: number): Promise<T>;
  /** Resolves with the exit code (or signal) once the process is gone. */
  exited: Promise<string>;
  /** User + system CPU ms the process used so far (/proc), or null off Linux. */
  cpuMs(): number | null;
  /**
   * Ms its main thread (the event loop) has waited on a run queue for a core so far
   * (/proc/<pid>/schedstat), or null: on a busy machine, time the process was ready but not run.
   */
  waitMs(): number | null;
  kill(signal?: NodeJS.Signals): Promise<string>;
};

/**
 * Starts `script` (a file in bench/live) with tsx, or its `prebuilt` bundle with plain node, on
 * `core` when taskset exists. The child's
 * stdout is dropped unless BENCH_VERBOSE is set; stderr is passed through.
 */
export function spawnChild(
  name: string,
  script: string,
  options: {
    core?: number;
    env?: Record<string, string | undefined>;
    nodeArgs?: string[];
    /** A bundle of `script` (plain JavaScript) to run instead, without tsx. */
    prebuilt?: string | null;
  } = {},
): Child {
  const nodeArgs = [
    ...(options.nodeArgs ?? []),
    ...(options.prebuilt ? [options.prebuilt] : ['--import', 'tsx', path.join(liveDir, script)]),
  ];
  const pinned = options.core !== undefined && hasTaskset();
  const command = pinned ? 'taskset' : process.execPath;
  const args = pinned ? ['-c', String(options.core), process.execPath, ...nodeArgs] : nodeArgs;
  const child = spawn(command, args, {
    env: { ...process.env, ...options.env },
    stdio: ['ignore', process.env.BENCH_VERBOSE ? 'inherit' : 'ignore', 'inherit', 'ipc'],
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error(`${name}: could not start`);
  let nextId = 1;
  const pending = new Map<number, { resolve(v: unknown): void; reject(e: Error): void }>();
  let readyResolve: (value: Record<string, unknown>) => void = () => {};
  let readyReject: (error: Error) => void = () => {};
  const ready = new Promise<Record<string, unknown>>((resolve, reject) => {
    readyResolve = resolve;
    readyReject = reject;
  });
  child.on('message', (message: unknown) => {
    const m = message as { ready?: Record<string, unknown> } & Partial<Reply>;
    if (m.ready) return readyResolve(m.ready);
    if (typeof m.id !== 'number') return;
    const waiter = pending.get(m.id);
    if (!waiter) return;
    pending.delete(m.id);
    if (m.ok) waiter.resolve(m.result);
    else waiter.reject(new Error(`${name}: ${(m as { error: string }).error}`));
  });
  const exited = new Promise<string>((resolve) => {
    child.on('exit', (code, signal) => {
      const how = signal ?? String(code);
      readyReject(new Error(`${name} exited (${how}) before it was ready`));
      for (const waiter of pending.values()) waiter.reject(new Error(`${name} exited (${how})`));
      pending.clear();
      resolve(how);
    });
  });
  ready.catch(() => {});
  const clockTicks = 100;
  return {
    name,
    pid,
    process: child,
    ready,
    exited,
    call<T>(command: string, args?: unknown, timeoutMs = 600_000): Promise<T> {
      const id = nextId++;
      return new Promise<T>((resolve, reject) => {
        const timer = setTimeout(() => {
          pending.delete(id);
          reject(new Error(`${name}: ${command} took over ${timeoutMs} ms`));
        }, timeoutMs);
        pending.set(id, {
          resolve: (v) => {
            clearTimeout(timer);
            resolve(v as T);
          },
          reject: (e) => {
            clearTimeout(timer);
            reject(e);
          },
        });
        child.send({ id, command, args });
      });
    },
    cpuMs() {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        // utime and stime are fields 14 and 15 of /proc/PID/stat (11 and 12 after the name).
        return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicks;
      } catch {
        return null;
      }
    },
    waitMs() {
      try {
        const waiting = Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[1]);
        return Number.isFinite(waiting) ? waiting / 1e6 : null;
      } catch {
        return null;
      }
    },
    async kill(signal: NodeJS.Signals = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** In a child: answers the parent's `call`s with `handlers` and says it is ready. */
export function serveCommands(
  handlers: Record<string, (args: never) => unknown | Promise<unknown>>,
  readyInfo: Record<string, unknown> = {},
): void {
  process.on('message', (message: { id: number; command: string; args: unknown }) => {
    const handler = handlers[message.command];
    const reply = (r: Reply) => process.send?.(r);
    if (!handler) return reply({ id: message.id, ok: false, error: `no ${message.command}` });
    Promise.resolve()
      .then(() => handler(message.args as never))
      .then(
        (result) => reply({ id: message.id, ok: true, result }),
        (error: unknown) =>
          reply({
            id: message.id,
            ok: false,
            error: error instanceof Error ? (error.stack ?? error.message) : String(error),
          }),
      );
  });
  // The parent going away ends the child (no orphaned servers holding ports).
  process.on('disconnect', () => process.exit(0));
  // An orderly exit on SIGTERM, so a child run with --cpu-prof writes its profile.
  process.once('SIGTERM', () => process.exit(0));
  process.send?.({ ready: readyInfo });
}

/** Heap and RSS after forced collections (the child needs --expose-gc). */
export async function collectedMemory(): Promise<{ heapUsed: number; rss: number }> {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('run with --expose-gc');
  for (let i = 0; i < 4; i++) {
    gc();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const { heapUsed, rss } = process.memoryUsage();
  return { heapUsed, rss };
}
