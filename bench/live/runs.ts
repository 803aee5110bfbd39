import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { Redis } from 'ioredis';
import { bundleServer } from '../../scripts/build-realtime.mjs';
import type { StudentClientKind } from '../../tests/load/load-generator';
import { freePort } from '../../tests/support/start-stack';
import { bundleGenerator } from './bundle-generator';
import { type Child, liveDir, monotonicMs, spawnChild } from './children';
import { GENERATOR_CORE, SERVER_CORE } from './constants';
import type { BurstSample } from './generator';
import type { CycleSample } from './ws-cycle';

/** One run of the live cycle: fresh server(s) and generator, N students, some bursts. */
export type LiveRun = {
  kind: 'live';
  students: number;
  nodes: number;
  store: 'memory' | 'redis';
  rooms: string[];
  joinMs: number;
  /** Server heap and RSS after GC: before the first connection, with every student seated. */
  memory: { before: Mem; after: Mem } | null;
  warmup: BurstSample[];
  samples: BurstSample[];
  /** Server CPU over the measured bursts (ms) and their wall time. */
  serverCpuMs: number | null;
  /**
   * Share of the measured bursts' wall time the (first) server's event loop was ready to run but
   * waited for a core (/proc schedstat): how much the rest of the machine held it back.
   */
  serverWaitShare: number | null;
  serverLoopDelayMs: { p50: number; p99: number; max: number } | null;
  sizes: { stateBytes: number; youBytes: number };
  counts: Record<string, unknown>;
  /** What the server(s) stored: `code|round|index|playerId|correct` per answer, and scores. */
  stored: { answers: string[]; scores: Array<[string, number]> };
  /** How the generator's students spoke to the server. */
  studentClient: StudentClientKind;
  /** The first server's CPU profile of the measured bursts (`profilePath`), if asked for. */
  profile: string | null;
};

/**
 * How the benchmarks' students talk to the server: the raw Socket.IO speaker (tests/load/
 * raw-student.ts), so one generator process holds thousands of them without saturating its core
 * (issue 18); BENCH_STUDENT_CLIENT=socket.io-client runs them on the library instead.
 */
export function benchStudentClient(): StudentClientKind {
  return process.env.BENCH_STUDENT_CLIENT === 'socket.io-client' ? 'socket.io-client' : 'raw';
}

export type WsRun = {
  kind: 'ws';
  variant: 'broadcast' | 'full';
  students: number;
  groups: number;
  memory: { before: Mem; after: Mem };
  warmup: CycleSample[];
  samples: CycleSample[];
  serverCpuMs: number | null;
  /** As `LiveRun.serverWaitShare`. */
  serverWaitShare: number | null;
};

type Mem = { heapUsed: number; rss: number };

function startGenerator(): Child {
  return spawnChild('generator', 'generator.ts', {
    core: GENERATOR_CORE,
    prebuilt: generatorBundle,
    // BENCH_GENERATOR_CPU_PROF=<dir>: a CPU profile of the load generator too (is it the limit?).
    nodeArgs: [
      '--max-old-space-size=4096',
      ...(process.env.BENCH_GENERATOR_CPU_PROF
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_GENERATOR_CPU_PROF}`]
        : []),
    ],
  });
}

/** The bundle of sio-server.ts once `buildLiveServer` has made it (else servers run under tsx). */
let liveServerBundle: string | null = null;
/** The load generator's bundle, made beside the server's (see bundle-generator.ts). */
let generatorBundle: string | null = null;

/**
 * Bundles the server under test as `npm run build` bundles the realtime service (esbuild, our
 * sources in, installed packages external), so a started or restarted server loads like the
 * production one instead of compiling TypeScript on import (B5 counts that start).
 */
export async function buildLiveServer(): Promise<string> {
  // One bundle per bench process: another bench running meanwhile (its own build of other
  // sources) never replaces the server this one starts, nor the source map its profile is read with.
  liveServerBundle = await bundleServer(
    path.join(liveDir, 'sio-server.ts'),
    path.join(liveDir, `dist/sio-server-${process.pid}.js`),
  );
  generatorBundle = await bundleGenerator(
    path.join(liveDir, 'generator.ts'),
    path.join(liveDir, `dist/generator-${process.pid}.js`),
  );
  removeAtExit(liveServerBundle, generatorBundle);
  return liveServerBundle;
}

let removing: string[] | null = null;
/** Set once a CPU profile refers to this process's server bundle: its source map is then kept. */
let keepBundles = false;
/** Deletes this process's bundles (and their maps) when it exits, unless a profile needs them. */
function removeAtExit(...files: string[]): void {
  if (!removing) {
    const list: string[] = [];
    removing = list;
    process.once('exit', () => {
      if (keepBundles) return;
      for (const file of list) {
        for (const f of [file, `${file}.map`]) rmSync(f, { force: true });
      }
    });
  }
  removing.push(...files);
}

export function startLiveServer(
  options: { port?: number; redisUrl?: string; keyPrefix?: string; nodeId?: string } = {},
): Child {
  return spawnChild('realtime', 'sio-server.ts', {
    core: SERVER_CORE,
    prebuilt: liveServerBundle,
    // BENCH_CPU_PROF=<dir>: a CPU profile of every server under test, written when it stops.
    nodeArgs: [
      '--expose-gc',
      ...(process.env.BENCH_CPU_PROF
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
        : []),
      // BENCH_SERVER_NODE_ARGS="--flag ...": V8/Node flags to try on the server under test.
      ...(process.env.BENCH_SERVER_NODE_ARGS?.split(/\s+/).filter(Boolean) ?? []),
    ],
    env: {
      PORT: String(options.port ?? 0),
      REDIS_URL: options.redisUrl,
      KEY_PREFIX: options.keyPrefix,
      NODE_ID: options.nodeId,
    },
  });
}

/** Run-queue wait over wall time since `from` (see `Child.waitMs`), or null. */
export function waitShare(
  from: { ms: number | null; at: number },
  ms: number | null,
): number | null {
  const wall = monotonicMs() - from.at;
  return from.ms === null || ms === null || wall <= 0 ? null : (ms - from.ms) / wall;
}

/** With BENCH_CPU_PROF, gives a stopped server time to write its profile before it is killed. */
export async function exitedOrLater(child: Child): Promise<void> {
  if (!process.env.BENCH_CPU_PROF) return;
  await Promise.race([child.exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
}

export async function portOf(child: Child): Promise<number> {
  return Number((await child.ready).port);
}

/** Deletes every Redis key a run made (its prefix), so runs never see each other's rooms. */
export async function dropKeys(redisUrl: string, prefix: string): Promise<void> {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length > 0) await redis.unlink(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

export const newKeyPrefix = () => `bench:${randomBytes(4).toString('hex')}:`;

/**
 * The live cycle: `nodes` realtime servers (Redis when more than one, or when `redisUrl` is
 * given), one generator seating `students`, `warmup` bursts thrown away, then `bursts` measured.
 * Ends every room so the results are handed over, and reads them back from the server(s).
 */
export async function liveRun(options: {
  students: number;
  bursts: number;
  warmup: number;
  nodes?: number;
  redisUrl?: string;
  rooms?: number;
  /** Default `benchStudentClient()`. */
  studentClient?: StudentClientKind;
  /** Writes the first server's CPU profile of the measured bursts here (a `.cpuprofile`). */
  profilePath?: string;
}): Promise<LiveRun> {
  const nodes = options.nodes ?? 1;
  const studentClient = options.studentClient ?? benchStudentClient();
  const keyPrefix = newKeyPrefix();
  const servers = Array.from({ length: nodes }, (_, i) =>
    startLiveServer({
      ...(options.redisUrl ? { redisUrl: options.redisUrl, keyPrefix } : {}),
      nodeId: `bench-node-${i}`,
    }),
  );
  let generator: Child | null = null;
  try {
    const ports = await Promise.all(servers.map(portOf));
    const [first] = servers;
    if (!first) throw new Error('no server');
    const memoryBefore = nodes === 1 ? await first.call<Mem>('heap') : null;
    generator = startGenerator();
    await generator.ready;
    const start = await generator.call<{ rooms: string[]; joinMs: number }>('sio-start', {
      urls: ports.map((port) => `http://127.0.0.1:${port}`),
      students: options.students,
      ...(options.rooms ? { rooms: options.rooms } : {}),
      studentClient,
    });
    const memoryAfter = nodes === 1 ? await first.call<Mem>('heap') : null;
    const warm = await generator.call<{ samples: BurstSample[] }>('sio-bursts', {
      count: options.warmup,
    });
    if (options.profilePath) {
      keepBundles = true;
      await first.call('profile-start');
    }
    const cpuBefore = servers.map((s) => s.cpuMs());
    const waitBefore = { ms: first.waitMs(), at: monotonicMs() };
    await Promise.all(servers.map((s) => s.call('usage')));
    const measured = await generator.call<{
      samples: BurstSample[];
      sizes: LiveRun['sizes'];
    }>('sio-bursts', { count: options.bursts });
    const cpuAfter = servers.map((s) => s.cpuMs());
    const serverWaitShare = waitShare(waitBefore, first.waitMs());
    const profile = options.profilePath
      ? await first.call<string>('profile-stop', { path: options.profilePath })
      : null;
    const usage = await first.call<{ loopDelayMs: LiveRun['serverLoopDelayMs'] }>('usage');
    const counts = await generator.call<Record<string, unknown>>('sio-end');

    // Every round played is handed over once its room ends: wait for all of them.
    const played = options.warmup + options.bursts;
    const expectedRounds = start.rooms.length * Math.ceil(played / 10);
    type Stored = Array<{
      code: string;
      round: number;
      answers: Array<[string, number, boolean]>;
      scores: Array<[string, number]>;
    }>;
    let stored: Stored = [];
    const deadline = monotonicMs() + 10_000;
    do {
      stored = (await Promise.all(servers.map((s) => s.call<Stored>('results')))).flat();
      if (stored.length >= expectedRounds) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    } while (monotonicMs() < deadline);

    const cpu =
      cpuBefore.every((c) => c !== null) && cpuAfter.every((c) => c !== null)
        ? cpuAfter.reduce<number>((sum, c, i) => sum + (c ?? 0) - (cpuBefore[i] ?? 0), 0)
        : null;
    return {
      kind: 'live',
      students: options.students,
      nodes,
      store: options.redisUrl ? 'redis' : 'memory',
      rooms: start.rooms,
      joinMs: start.joinMs,
      memory: memoryBefore && memoryAfter ? { before: memoryBefore, after: memoryAfter } : null,
      warmup: warm.samples,
      samples: measured.samples,
      serverCpuMs: cpu,
      serverWaitShare,
      serverLoopDelayMs: usage.loopDelayMs,
      sizes: measured.sizes,
      counts,
      studentClient,
      profile,
      stored: {
        answers: stored.flatMap((round) =>
          round.answers.map(
            ([playerId, index, correct]) =>
              `${round.code}|${round.round}|${index}|${playerId}|${correct ? 1 : 0}`,
          ),
        ),
        scores: stored.flatMap((round) =>
          round.scores.map(([playerId, score]): [string, number] => [
            `${round.code}|${round.round}|${playerId}`,
            score,
          ]),
        ),
      },
    };
  } finally {
    await generator?.call('sio-close').catch(() => {});
    await generator?.kill();
    await Promise.all(servers.map((s) => s.call('stop', undefined, 10_000).catch(() => s.kill())));
    await Promise.all(servers.map(exitedOrLater));
    await Promise.all(servers.map((s) => s.kill('SIGKILL')));
    if (options.redisUrl) await dropKeys(options.redisUrl, keyPrefix).catch(() => {});
  }
}

/** The bare-ws clone of the same cycle, in the same grouping. */
export async function wsRun(options: {
  students: number;
  groups: number;
  bursts: number;
  warmup: number;
  variant: WsRun['variant'];
  sizes: LiveRun['sizes'];
}): Promise<WsRun> {
  const server = spawnChild('ws-baseline', 'ws-server.ts', {
    core: SERVER_CORE,
    nodeArgs: ['--expose-gc'],
  });
  const generator = startGenerator();
  try {
    const port = await portOf(server);
    await server.call('configure', {
      ...options.sizes,
      full: options.variant === 'full',
    });
    await generator.ready;
    const before = await server.call<Mem>('heap');
    await generator.call('ws-start', {
      url: `ws://127.0.0.1:${port}`,
      students: options.students,
      groups: options.groups,
      full: options.variant === 'full',
    });
    const after = await server.call<Mem>('heap');
    const warm = await generator.call<{ samples: CycleSample[] }>('ws-bursts', {
      count: options.warmup,
      firstRound: 0,
    });
    const cpuBefore = server.cpuMs();
    const waitBefore = { ms: server.waitMs(), at: monotonicMs() };
    const measured = await generator.call<{ samples: CycleSample[] }>('ws-bursts', {
      count: options.bursts,
      firstRound: options.warmup,
    });
    const cpuAfter = server.cpuMs();
    const serverWaitShare = waitShare(waitBefore, server.waitMs());
    return {
      kind: 'ws',
      variant: options.variant,
      students: options.students,
      groups: options.groups,
      memory: { before, after },
      warmup: warm.samples,
      samples: measured.samples,
      serverCpuMs: cpuBefore !== null && cpuAfter !== null ? cpuAfter - cpuBefore : null,
      serverWaitShare,
    };
  } finally {
    await generator.call('ws-close').catch(() => {});
    await generator.kill();
    await server.call('stop', undefined, 5_000).catch(() => {});
    await server.kill('SIGKILL');
  }
}

export { freePort, startGenerator };
