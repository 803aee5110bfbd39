/**
 * Child process: the realtime server under test (`attachRealtime`, as the standalone service
 * builds it) on PORT, memory store or Redis (REDIS_URL, keys under KEY_PREFIX). It keeps the
 * results it is handed, so a benchmark can count the answers the server stored.
 * Commands: heap (after GC; run with --expose-gc), usage (CPU and event-loop delay since the last
 * call), results, profile-start / profile-stop (a CPU profile of a chosen stretch), stop.
 */
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { Session } from 'node:inspector/promises';
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { writeHeapSnapshot } from 'node:v8';
import { attachRealtime, LISTEN_BACKLOG } from '@ttc/realtime-server/attach-realtime';
import { parseRealtimeConfig } from '@ttc/realtime-server/config';
import type { SessionResults } from '@ttc/shared-protocol/classroom/results';
import { pino } from 'pino';
import { collectedMemory, serveCommands } from './children';
import { BENCH_PUBLIC_URL, BENCH_SECRET } from './constants';

const results: SessionResults[] = [];
const server = createServer();
const handle = await attachRealtime(server, {
  config: parseRealtimeConfig({
    REDIS_URL: process.env.REDIS_URL,
    PUBLIC_URL: BENCH_PUBLIC_URL,
    AUTH_JWT_SECRET: BENCH_SECRET,
    NODE_ENV: 'production',
    // The load generator is thousands of tablets from one address; a school's cap would stop it.
    MAX_SOCKETS_PER_ADDRESS: '100000',
  }),
  logger: pino({ level: 'error' }),
  ...(process.env.KEY_PREFIX ? { keyPrefix: process.env.KEY_PREFIX } : {}),
  ...(process.env.NODE_ID ? { nodeId: process.env.NODE_ID } : {}),
  resultsSink: {
    async persist(round) {
      results.push(round);
    },
  },
});
// As the standalone service listens (realtime-server/src/main.ts).
await new Promise<void>((resolve) =>
  server.listen(
    { port: Number(process.env.PORT ?? 0), host: '127.0.0.1', backlog: LISTEN_BACKLOG },
    resolve,
  ),
);
const loop = monitorEventLoopDelay({ resolution: 10 });
loop.enable();
let cpuFrom = process.cpuUsage();
let profiler: Session | null = null;

serveCommands(
  {
    heap: () => collectedMemory(),
    /** Writes a heap snapshot (after GC) to `path`, for bench/live/heap-snapshot.ts. */
    snapshot: async (args: { path: string }) => {
      await collectedMemory();
      return writeHeapSnapshot(args.path);
    },
    usage: () => {
      const cpu = process.cpuUsage(cpuFrom);
      cpuFrom = process.cpuUsage();
      const lag = {
        p50: loop.percentile(50) / 1e6,
        p99: loop.percentile(99) / 1e6,
        max: loop.max / 1e6,
      };
      loop.reset();
      return { cpuMs: (cpu.user + cpu.system) / 1000, loopDelayMs: lag };
    },
    /** Every stored answer and final score, flat, for the lost/duplicate count. */
    results: () =>
      results.map((round) => ({
        code: round.roomCode,
        round: round.round,
        answers: round.answers.map((a) => [a.playerId, a.questionIndex, a.correct] as const),
        scores: round.players.map((p) => [p.playerId, p.score] as const),
      })),
    counters: () => handle.counters,
    /** Starts V8's CPU profiler (sampling every `intervalUs`, default 1000), for the `cpu` section. */
    'profile-start': async (args: { intervalUs?: number } = {}) => {
      profiler ??= new Session();
      profiler.connect();
      await profiler.post('Profiler.enable');
      await profiler.post('Profiler.setSamplingInterval', { interval: args.intervalUs ?? 1000 });
      await profiler.post('Profiler.start');
      return true;
    },
    /** Stops the profiler and writes the profile (a `.cpuprofile`, as --cpu-prof writes) to `path`. */
    'profile-stop': async (args: { path: string }) => {
      if (!profiler) throw new Error('profile-start first');
      const { profile } = await profiler.post('Profiler.stop');
      profiler.disconnect();
      profiler = null;
      writeFileSync(args.path, JSON.stringify(profile));
      return args.path;
    },
    stop: async () => {
      await handle.close();
      server.closeAllConnections();
      setTimeout(() => process.exit(0), 50);
      return true;
    },
  },
  { port: (server.address() as AddressInfo).port, pid: process.pid },
);
