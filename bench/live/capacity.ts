import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BenchSection, round } from '../support/report';
import { bundleGenerator } from './bundle-generator';
import type { CapacitySample } from './capacity-generator';
import {
  CAPACITY_GENERATOR_SATURATED,
  type CapacityLevel,
  type CapacitySummary,
  largestHeld,
  parseSchedstatWaitMs,
  roomsPerCore,
  summarizeLevel,
} from './capacity-summary';
import { type Child, hasTaskset, liveDir, monotonicMs, spawnChild } from './children';
import { GENERATOR_CORE } from './constants';
import {
  benchStudentClient,
  buildLiveServer,
  exitedOrLater,
  portOf,
  startLiveServer,
} from './runs';

/**
 * B3 capacity: R rooms of 30 students, each with its teacher, on ONE realtime node (memory
 * store, as `npm start` runs it). Every teacher opens the question at once; each student answers
 * 0-1.5 s after its question arrived. Per level: a fresh server and generator, warm-up
 * questions, then measured ones. Baseline: one room alone, same server build, same run.
 */

export const PER_ROOM = 30;
/** Answers spread over this window after each student's question arrived. */
export const ANSWER_WINDOW_MS = { minMs: 0, maxMs: 1500 };

type Plan = { levels: number[]; warmup: number; measured: number; baselineMeasured: number };
const FULL: Plan = { levels: [25, 50, 100, 200], warmup: 2, measured: 5, baselineMeasured: 10 };
const QUICK: Plan = { levels: [5, 10], warmup: 1, measured: 2, baselineMeasured: 3 };

/** How long the server is watched idle (everyone seated, no question) before the measured ones. */
const IDLE_WINDOW_MS = 2000;

let capacityGeneratorBundle: string | null = null;

/** Bundles the server (runs.ts) and the capacity generator, as B1 runs its own. */
export async function buildCapacityChildren(): Promise<void> {
  await buildLiveServer();
  capacityGeneratorBundle = await bundleGenerator(
    path.join(liveDir, 'capacity-generator.ts'),
    path.join(liveDir, 'dist/capacity-generator.js'),
  );
}

export function startCapacityGenerator(): Child {
  return spawnChild('capacity-generator', 'capacity-generator.ts', {
    core: GENERATOR_CORE,
    prebuilt: capacityGeneratorBundle,
    nodeArgs: ['--max-old-space-size=4096'],
  });
}

const loadAverage = () =>
  os
    .loadavg()
    .map((l) => round(l, 2))
    .join(' / ');

/** Run-queue wait (ms) of a process's main thread so far, or null off Linux. */
export function waitedMs(pid: number): number | null {
  try {
    return parseSchedstatWaitMs(readFileSync(`/proc/${pid}/schedstat`, 'utf8'));
  } catch {
    return null;
  }
}

/** Share of `wallMs` between two `waitedMs` readings. */
export function waitShare(before: number | null, after: number | null, wallMs: number) {
  return before !== null && after !== null && wallMs > 0 ? (after - before) / wallMs : null;
}

/** One level: a fresh memory-store server on core 0, `rooms` rooms, warm-up then measured. */
export async function capacityLevel(options: {
  rooms: number;
  warmup: number;
  measured: number;
}): Promise<CapacityLevel> {
  const server = startLiveServer();
  let generator: Child | null = null;
  try {
    const port = await portOf(server);
    generator = startCapacityGenerator();
    await generator.ready;
    const start = await generator.call<{ rooms: string[]; joinMs: number }>('start', {
      urls: [`http://127.0.0.1:${port}`],
      rooms: options.rooms,
      perRoom: PER_ROOM,
      studentClient: benchStudentClient(),
    });
    await generator.call('questions', { count: options.warmup, ...ANSWER_WINDOW_MS });
    // The server's own idle cost with everyone seated (timers, the loop monitor, pings).
    await server.call('usage');
    const idleFrom = monotonicMs();
    await new Promise((resolve) => setTimeout(resolve, IDLE_WINDOW_MS));
    const idle = await server.call<{ cpuMs: number }>('usage');
    const idleCpuShare = idle.cpuMs / (monotonicMs() - idleFrom);
    const waitFrom = [waitedMs(server.pid), waitedMs(generator.pid)];
    const from = monotonicMs();
    const { samples } = await generator.call<{ samples: CapacitySample[] }>('questions', {
      count: options.measured,
      ...ANSWER_WINDOW_MS,
    });
    const wallMs = monotonicMs() - from;
    const waitTo = [waitedMs(server.pid), waitedMs(generator.pid)];
    const usage = await server.call<{
      cpuMs: number;
      loopDelayMs: CapacityLevel['loopDelayMs'];
    }>('usage');
    return {
      rooms: options.rooms,
      students: options.rooms * PER_ROOM,
      joinMs: start.joinMs,
      samples,
      serverCpuMs: usage.cpuMs,
      idleCpuShare,
      wallMs,
      serverWaitShare: waitShare(waitFrom[0] ?? null, waitTo[0] ?? null, wallMs),
      generatorWaitShare: waitShare(waitFrom[1] ?? null, waitTo[1] ?? null, wallMs),
      loopDelayMs: usage.loopDelayMs,
    };
  } finally {
    await generator?.call('close').catch(() => {});
    await generator?.kill();
    await server.call('stop', undefined, 10_000).catch(() => server.kill());
    await exitedOrLater(server);
    await server.kill('SIGKILL');
  }
}

const ms = (n: number) => (Number.isFinite(n) ? round(n, 1) : null);
const pct = (n: number) => (Number.isFinite(n) ? `${Math.round(n * 100)} %` : '–');

function cells(s: CapacitySummary, base: CapacitySummary | null, level: CapacityLevel) {
  const wait = (share: number | null) => (share === null ? '–' : pct(share));
  return [
    s.rooms,
    s.rooms * PER_ROOM,
    s.questions,
    `${ms(s.p50)} / ${ms(s.p99)}`,
    base ? round(s.p99 / base.p99, 1) : 1,
    ms(s.loopP99),
    `${round(s.cpuPerAnswerMs, 3)} / ${round(s.netCpuPerAnswerMs, 3)}`,
    base ? round(s.netCpuPerAnswerMs / base.netCpuPerAnswerMs, 2) : 1,
    pct(s.serverBusy),
    `${wait(level.serverWaitShare)} / ${wait(level.generatorWaitShare)}`,
    `${pct(s.generatorMedian)} / ${pct(s.generatorMax)}`,
    `${ms(s.openP50)} / ${ms(s.openMax)}`,
    round(level.joinMs / 1000, 1),
    s.valid ? 'yes' : `**no** (${s.why.join(', ')})`,
  ];
}

export async function runCapacityBench(options: { quick: boolean }): Promise<BenchSection> {
  const plan = options.quick ? QUICK : FULL;
  await buildCapacityChildren();
  const loadAtStart = loadAverage();
  const failures: string[] = [];
  const log = (text: string) => console.log(`  ${text}`);

  const run = async (rooms: number, measured: number): Promise<CapacityLevel | null> => {
    console.log(`B3 capacity: ${rooms} room(s) of ${PER_ROOM} on one node...`);
    try {
      const level = await capacityLevel({ rooms, warmup: plan.warmup, measured });
      const s = summarizeLevel(level);
      log(
        `idle ${pct(level.idleCpuShare)}; seated in ${round(level.joinMs / 1000, 1)} s; p50/p99 ${ms(s.p50)}/${ms(s.p99)} ms, loop p99 ${ms(s.loopP99)} ms, ${round(s.cpuPerAnswerMs, 3)} ms CPU/answer, generator ${pct(s.generatorMedian)}`,
      );
      return level;
    } catch (error) {
      const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
      failures.push(`${rooms} room(s): failed: ${message}`);
      log(`failed: ${message}`);
      return null;
    }
  };

  const baselineLevel = await run(1, plan.baselineMeasured);
  const levels: CapacityLevel[] = [];
  for (const rooms of plan.levels) {
    const level = await run(rooms, plan.measured);
    if (level) levels.push(level);
  }
  const loadAtEnd = loadAverage();

  const base = baselineLevel ? summarizeLevel(baselineLevel) : null;
  const summaries = levels.map(summarizeLevel);
  const rows: BenchSection['rows'] = [];
  if (base && baselineLevel) rows.push(cells(base, null, baselineLevel));
  summaries.forEach((s, i) => {
    const level = levels[i];
    if (level) rows.push(cells(s, base, level));
  });

  const speakers =
    benchStudentClient() === 'raw'
      ? 'students speak the raw Socket.IO speaker of tests/load, teachers socket.io-client'
      : 'students and teachers socket.io-client';
  const ceiling = roomsPerCore(
    summaries,
    PER_ROOM,
    ANSWER_WINDOW_MS.maxMs - ANSWER_WINDOW_MS.minMs,
  );
  const at = (rooms: number) => summaries.find((s) => s.rooms === rooms);
  const hundred = at(100);
  const held = largestHeld(summaries, 250);
  const targets: BenchSection['targets'] = options.quick
    ? []
    : [
        {
          text: `100 rooms: p99 <= 150 ms with loop delay p99 <= 50 ms (is ${ms(hundred?.p99 ?? Number.NaN)} ms, loop ${ms(hundred?.loopP99 ?? Number.NaN)} ms)${hundred && !hundred.valid ? ' [row invalid]' : ''}`,
          met: hundred?.valid ? hundred.p99 <= 150 && hundred.loopP99 <= 50 : null,
        },
        {
          text: `>= 200 rooms held at p99 <= 250 ms (largest held: ${held ?? 'none'} of the levels ${plan.levels.join(', ')})`,
          met: summaries.length > 0 ? (held ?? 0) >= 200 : null,
        },
      ];

  return {
    id: 'capacity',
    title: `B3 capacity: rooms of ${PER_ROOM} on one realtime node, questions opening together, answers over 1.5 s`,
    baseline: `one room of ${PER_ROOM} alone on the same server (fresh process, same build and store), its p99 and server CPU per answer`,
    columns: [
      'rooms',
      'students',
      'questions measured',
      'leaderboard p50 / p99 (ms)',
      'p99 x 1 room',
      'server loop delay p99 (ms)',
      'server CPU / answer, all / net of idle (ms)',
      'net x 1 room',
      'server core busy',
      'waited for a CPU: server / generator',
      'generator CPU median / max',
      'question reaches every student, p50 / max (ms)',
      'seated in (s)',
      'valid',
    ],
    rows,
    targets,
    notes: [
      `Leaderboard time as B1 defines it, per student: from its room's last answer sent to the student holding both the closing room view and its own seat. Stamps are CLOCK_MONOTONIC in the generator. Each question: every teacher sends host:next at once (host:start for the first), then each student answers ${ANSWER_WINDOW_MS.minMs}-${ANSWER_WINDOW_MS.maxMs} ms (uniform) after its question arrived, half of them right; a room's question closes the moment its last answer arrives. ${plan.warmup} warm-up questions, then ${plan.measured} measured per level (${plan.baselineMeasured} for the one-room baseline); percentiles are over every student of every measured question.`,
      `Server CPU per answer: the server process's user + system CPU over the measured questions (opening, answers, acks, host progress, close, views) divided by the answers acked; "net of idle" first takes off what the same server spent over the same wall time while idle with everyone seated (measured over ${IDLE_WINDOW_MS / 1000} s just before: timers, the loop monitor, pings), which dominates a lone room. Loop delay: the server's monitorEventLoopDelay (10 ms resolution) over the same span. "Server core busy": that CPU over the wall time of the measured questions. "Waited for a CPU": the share of that wall time the process's main thread sat runnable on a run queue (/proc/<pid>/schedstat) because other work held its core: where it is large, the machine, not the server, set the latency.`,
      `A row is invalid when its generator used more than ${CAPACITY_GENERATOR_SATURATED * 100} % of its core (median over questions, first answer scheduled to last leaderboard held), or a leaderboard or an ack was missing. Largest number of rooms held: the largest level at p99 <= 250 ms with every smaller level within it too.`,
      `Every level runs on a fresh server (memory store, NODE_ENV=production, as \`npm start\` runs the realtime service) ${hasTaskset() ? `pinned to core 0, the generator (one process; ${speakers}) to core 1 (taskset)` : 'NOT pinned (no taskset)'}; 200 rooms hold 6200 sockets on each side: run with \`ulimit -n\` above 7000.`,
      ...(ceiling
        ? [
            `From CPU alone (independent of how busy the machine was): at the median ${round(ceiling.cpuPerAnswerMs, 3)} ms of server CPU per answer (net of idle, over the levels), the answers of about ${Math.round(ceiling.rooms)} rooms of ${PER_ROOM} arriving over ${(ANSWER_WINDOW_MS.maxMs - ANSWER_WINDOW_MS.minMs) / 1000} s keep one core 100 % busy; queues, and so the leaderboard time, grow well before that.`,
          ]
        : []),
      `Load average (1/5/15 min, 2 CPUs) at start ${loadAtStart}, at end ${loadAtEnd}: other work on the machine inflates every timing here.`,
      ...failures.map((f) => `Run ${f}`),
    ],
    raw: {
      baseline: baselineLevel,
      levels,
    },
  };
}
