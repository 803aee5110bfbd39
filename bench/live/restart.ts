import { APP_RECONNECTION } from '../../tests/load/load-clients';
import type { StudentClientKind } from '../../tests/load/load-generator';
import { percentile } from '../../tests/load/stats';
import { type BenchSection, round } from '../support/report';
import { type Child, monotonicMs } from './children';
import type { BurstSample } from './generator';
import {
  benchStudentClient,
  dropKeys,
  exitedOrLater,
  freePort,
  newKeyPrefix,
  portOf,
  startGenerator,
  startLiveServer,
  waitShare,
} from './runs';
import { GENERATOR_SATURATED } from './sections';

/** B5 target: every student back in its seat with its score within 6 s of the kill. */
const TARGET_MS = 6_000;

export type RestartRun = {
  students: number;
  rooms: number;
  joinMs: number;
  /** Kill -> the new server listening. */
  restartMs: number;
  /** Per student: resynced minus the kill (ms); null if it never came back in time. */
  fromKillMs: Array<number | null>;
  /** Per student: its first welcome (a new connection) minus the kill (ms), or null. */
  connectedMs: Array<number | null>;
  readyAt: number;
  killAt: number;
  wrongScore: number;
  counts: Record<string, number>;
  /** The generator's CPU share in its busiest second from the kill to the last resync (1 = its core). */
  generatorCpuShare: number | null;
  loopDelayMs: { p50: number; p99: number; max: number } | null;
  studentClient: StudentClientKind;
  /** Share of listening -> last resync the new server's event loop waited for a core (/proc). */
  serverWaitShare: number | null;
};

/**
 * N students seated on Redis, one question answered and closed (so scores differ), then the
 * only server is SIGKILLed and started again on the same port and keys. The students reconnect
 * with the app's backoff (APP_RECONNECTION) and, unless their session is recovered, rejoin by token.
 */
export async function restartRun(options: {
  students: number;
  redisUrl: string;
  /** Default `benchStudentClient()` (the raw speaker). */
  studentClient?: StudentClientKind;
}): Promise<RestartRun> {
  const studentClient = options.studentClient ?? benchStudentClient();
  const keyPrefix = newKeyPrefix();
  const port = await freePort();
  let server: Child = startLiveServer({
    port,
    redisUrl: options.redisUrl,
    keyPrefix,
    nodeId: 'bench-a',
  });
  const generator = startGenerator();
  try {
    await portOf(server);
    await generator.ready;
    const start = await generator.call<{ rooms: string[]; joinMs: number }>('sio-start', {
      urls: [`http://127.0.0.1:${port}`],
      students: options.students,
      // The app's own reconnection settings (a tablet running the app), not the library defaults.
      // BENCH_B5_LIBRARY_BACKOFF=1: socket.io-client's defaults instead (for comparisons).
      reconnection: process.env.BENCH_B5_LIBRARY_BACKOFF ? { enabled: true } : APP_RECONNECTION,
      studentClient,
    });
    await generator.call<{ samples: BurstSample[] }>('sio-bursts', { count: 1 });
    const expected = await generator.call<Array<number | null>>('scores');

    if (process.env.BENCH_RECONNECT_LOG) await generator.call('watch-reconnects');
    const killAt = monotonicMs();
    await server.kill('SIGKILL');
    server = startLiveServer({ port, redisUrl: options.redisUrl, keyPrefix, nodeId: 'bench-b' });
    await portOf(server);
    const readyAt = monotonicMs();
    const waitFrom = { ms: server.waitMs(), at: readyAt };
    const back = await generator.call<{
      at: Array<number | null>;
      welcomedAt: Array<number | null>;
      wrongScore: number;
      counts: Record<string, number>;
      cpuShare: number | null;
    }>('resynced', { since: killAt, expected, timeoutMs: 60_000 }, 120_000);
    const serverWaitShare = waitShare(waitFrom, server.waitMs());
    if (process.env.BENCH_RECONNECT_LOG) {
      const log = await generator.call<Array<Array<[string, number]>>>('reconnects');
      const { writeFileSync } = await import('node:fs');
      writeFileSync(
        process.env.BENCH_RECONNECT_LOG,
        JSON.stringify({ killAt, readyAt, log, at: back.at, welcomedAt: back.welcomedAt }),
      );
    }
    const usage = await server
      .call<{ loopDelayMs: RestartRun['loopDelayMs'] }>('usage')
      .catch(() => ({ loopDelayMs: null }));
    return {
      students: options.students,
      rooms: start.rooms.length,
      joinMs: start.joinMs,
      restartMs: readyAt - killAt,
      fromKillMs: back.at.map((at) => (at === null ? null : at - killAt)),
      connectedMs: back.welcomedAt.map((at) => (at === null ? null : at - killAt)),
      readyAt,
      killAt,
      wrongScore: back.wrongScore,
      counts: back.counts,
      generatorCpuShare: back.cpuShare,
      loopDelayMs: usage.loopDelayMs,
      studentClient,
      serverWaitShare,
    };
  } finally {
    await generator.call('sio-close').catch(() => {});
    await generator.kill();
    await server.call('stop', undefined, 10_000).catch(() => {});
    await exitedOrLater(server);
    await server.kill('SIGKILL');
    await dropKeys(options.redisUrl, keyPrefix).catch(() => {});
  }
}

/** A run measures the server only while the generator (one process for every tablet) has CPU to spare. */
function valid(run: RestartRun): boolean {
  return run.generatorCpuShare === null || run.generatorCpuShare <= GENERATOR_SATURATED;
}

export function b5Section(runs: RestartRun[]): BenchSection {
  const rows: BenchSection['rows'] = [];
  const targets: BenchSection['targets'] = [];
  for (const run of runs) {
    const back = run.fromKillMs.filter((v): v is number => v !== null);
    const missing = run.fromKillMs.length - back.length;
    const all = missing === 0 ? Math.max(...back) : Number.NaN;
    const readyOffset = run.readyAt - run.killAt;
    const connected = run.connectedMs.filter((v): v is number => v !== null);
    rows.push([
      run.students,
      run.rooms,
      round(run.restartMs, 0),
      connected.length > 0
        ? `${round(percentile(connected, 50), 0)} / ${round(Math.max(...connected), 0)}`
        : null,
      round(percentile(back, 50), 0),
      Number.isFinite(all) ? round(all, 0) : `${missing} never back`,
      Number.isFinite(all) ? round(all - readyOffset, 0) : null,
      run.wrongScore,
      run.counts.recovered ?? 0,
      run.counts.rejoins ?? 0,
      run.counts.rejoinFailures ?? 0,
      run.loopDelayMs ? round(run.loopDelayMs.p99, 0) : null,
      run.generatorCpuShare === null ? null : `${round(run.generatorCpuShare * 100, 0)} %`,
      run.serverWaitShare === null ? null : `${round(run.serverWaitShare * 100, 0)} %`,
      valid(run) ? 'yes' : '**no** (generator saturated)',
    ]);
    targets.push({
      text: `N=${run.students}: every student back in its seat and resynced <= 6 s after the kill (is ${Number.isFinite(all) ? `${round(all / 1000, 2)} s` : `${missing} missing`}), 0 scores lost (${run.wrongScore})${valid(run) ? '' : ' [run invalid: the generator saturated its core]'}`,
      met: Number.isFinite(all) && all <= TARGET_MS && run.wrongScore === 0,
    });
  }
  return {
    id: 'B5',
    title: 'The only realtime node SIGKILLed and restarted on Redis',
    baseline:
      "none measured in the run; the floor is the client backoff (the app's settings, as in frontend/src/lib/realtime/open-classroom-socket.ts: 300 ms, doubling to 2 s, +-50 %)",
    columns: [
      'N',
      'rooms',
      'kill -> new server listening (ms)',
      'kill -> reconnected p50 / last (ms)',
      'kill -> resynced p50 (ms)',
      'kill -> every student resynced (ms)',
      'listening -> every student resynced (ms)',
      'wrong scores',
      'sessions recovered',
      'rejoins by token',
      'rejoins refused',
      'new server loop delay p99 (ms)',
      'generator CPU, busiest second',
      'new server waited for a core',
      'valid',
    ],
    rows,
    targets,
    notes: [
      "Resynced: after the kill, the student received both the room view and its own seat, and the seat shows the score it had before. Students reconnect with the app's settings (300 ms first delay, doubling to 2 s, +-50 %; until 2026-11-23 this bench used socket.io-client's defaults, 1 s doubling to 5 s); when the server says the session was not recovered they send room:rejoin with their token, as the app does.",
      'The new server is started as soon as the old one is gone (no extra wait), so "kill -> listening" is the process start itself.',
      `Students speak ${[...new Set(runs.map((r) => r.studentClient))].map((c) => (c === 'raw' ? "the raw Socket.IO speaker (tests/load/raw-student.ts: the wire protocol over `ws`, with socket.io-client's backoff, pid/offset recovery and room:rejoin as the app sends them), so the one generator process reconnecting every tablet does not saturate its core (issue 18)" : 'socket.io-client')).join(' and ') || 'the raw Socket.IO speaker'}; teachers use socket.io-client.`,
      'New server waited for a core: the share of listening -> last resync its event loop was ready to run but waited on a run queue (/proc/<pid>/schedstat); a large share means the machine was busy and the times are inflated.',
      `Generator CPU: the load generator's CPU time over wall time in its busiest second (of whole seconds from the kill to the last resync); above ${GENERATOR_SATURATED * 100} % the run measures the generator (one process reconnecting every tablet) as much as the server, and is marked invalid.`,
    ],
    raw: runs.map((run) => ({
      ...run,
      fromKillMs: run.fromKillMs.map((v) => (v === null ? null : round(v, 1))),
      connectedMs: run.connectedMs.map((v) => (v === null ? null : round(v, 1))),
    })),
  };
}
