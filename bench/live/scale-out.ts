import os from 'node:os';
import { Redis } from 'ioredis';
import { median, percentile } from '../../tests/load/stats';
import { type BenchSection, round } from '../support/report';
import {
  ANSWER_WINDOW_MS,
  buildCapacityChildren,
  PER_ROOM,
  startCapacityGenerator,
  waitedMs,
  waitShare,
} from './capacity';
import type { CapacitySample } from './capacity-generator';
import { CAPACITY_GENERATOR_SATURATED, refusedCodes } from './capacity-summary';
import { type Child, hasTaskset, monotonicMs } from './children';
import { redisAnswers } from './run-live';
import {
  benchStudentClient,
  dropKeys,
  exitedOrLater,
  newKeyPrefix,
  portOf,
  startLiveServer,
} from './runs';
import { callsBetween, type RedisSnapshot, redisSnapshot } from './scale-out-redis';

/**
 * Scale-out: the capacity cycle (rooms of 30, questions opening together, answers over 1.5 s)
 * on 1, 2 and 3 realtime nodes over Redis (room store + Streams adapter), students round-robin
 * over the nodes, teachers on the first; beside one node on the memory store. Reports server CPU
 * per answer on each node and what crosses Redis per answer.
 */

type Plan = { rooms: number; warmup: number; measured: number; nodes: number[] };
const FULL: Plan = { rooms: 50, warmup: 2, measured: 5, nodes: [1, 2, 3] };
const QUICK: Plan = { rooms: 5, warmup: 1, measured: 2, nodes: [1, 2] };

export type ScaleOutRun = {
  store: 'memory' | 'redis';
  nodes: number;
  rooms: number;
  students: number;
  joinMs: number;
  samples: CapacitySample[];
  wallMs: number;
  /** Per node: CPU ms over the measured questions, loop delay p99, students connected to it. */
  perNode: Array<{
    cpuMs: number;
    loopP99: number;
    students: number;
    /** Share of the wall time its main thread waited for a CPU (run queue). */
    waitShare: number | null;
  }>;
  generatorWaitShare: number | null;
  /** What Redis served over the measured questions (all of Redis: other clients count too). */
  redis: { calls: Record<string, number>; cpuMs: number; streamEntries: number } | null;
};

/** Students on node `k` of `nodes` when student i goes to node i mod nodes (the generator's rule). */
export function studentsOnNode(students: number, nodes: number, k: number): number {
  return Math.floor(students / nodes) + (k < students % nodes ? 1 : 0);
}

export async function scaleOutRun(options: {
  store: 'memory' | 'redis';
  nodes: number;
  rooms: number;
  warmup: number;
  measured: number;
  redisUrl: string;
}): Promise<ScaleOutRun> {
  const keyPrefix = newKeyPrefix();
  const onRedis = options.store === 'redis';
  const servers = Array.from({ length: options.nodes }, (_, i) =>
    startLiveServer({
      ...(onRedis ? { redisUrl: options.redisUrl, keyPrefix } : {}),
      nodeId: `scale-node-${i}`,
    }),
  );
  const redis = onRedis ? new Redis(options.redisUrl, { maxRetriesPerRequest: 2 }) : null;
  const stream = `${keyPrefix}socket.io`;
  let generator: Child | null = null;
  try {
    const ports = await Promise.all(servers.map(portOf));
    generator = startCapacityGenerator();
    await generator.ready;
    const students = options.rooms * PER_ROOM;
    const start = await generator.call<{ rooms: string[]; joinMs: number }>('start', {
      urls: ports.map((port) => `http://127.0.0.1:${port}`),
      rooms: options.rooms,
      perRoom: PER_ROOM,
      studentClient: benchStudentClient(),
    });
    await generator.call('questions', { count: options.warmup, ...ANSWER_WINDOW_MS });
    await Promise.all(servers.map((s) => s.call('usage')));
    const before: RedisSnapshot | null = redis ? await redisSnapshot(redis, stream) : null;
    const waitFrom = [...servers, generator].map((c) => waitedMs(c.pid));
    const from = monotonicMs();
    const { samples } = await generator.call<{ samples: CapacitySample[] }>('questions', {
      count: options.measured,
      ...ANSWER_WINDOW_MS,
    });
    const wallMs = monotonicMs() - from;
    const waitTo = [...servers, generator].map((c) => waitedMs(c.pid));
    const waited = (i: number) => waitShare(waitFrom[i] ?? null, waitTo[i] ?? null, wallMs);
    const after: RedisSnapshot | null = redis ? await redisSnapshot(redis, stream) : null;
    const usages = await Promise.all(
      servers.map((s) => s.call<{ cpuMs: number; loopDelayMs: { p99: number } }>('usage')),
    );
    return {
      store: options.store,
      nodes: options.nodes,
      rooms: options.rooms,
      students,
      joinMs: start.joinMs,
      samples,
      wallMs,
      perNode: usages.map((u, k) => ({
        cpuMs: u.cpuMs,
        loopP99: u.loopDelayMs.p99,
        students: studentsOnNode(students, options.nodes, k),
        waitShare: waited(k),
      })),
      generatorWaitShare: waited(servers.length),
      redis:
        before && after
          ? {
              calls: callsBetween(before.calls, after.calls),
              cpuMs: after.cpuMs - before.cpuMs,
              streamEntries: after.streamEntriesAdded - before.streamEntriesAdded,
            }
          : null,
    };
  } finally {
    await generator?.call('close').catch(() => {});
    await generator?.kill();
    await Promise.all(servers.map((s) => s.call('stop', undefined, 10_000).catch(() => s.kill())));
    await Promise.all(servers.map(exitedOrLater));
    await Promise.all(servers.map((s) => s.kill('SIGKILL')));
    redis?.disconnect();
    if (onRedis) await dropKeys(options.redisUrl, keyPrefix).catch(() => {});
  }
}

export type ScaleOutSummary = {
  label: string;
  nodes: number;
  answers: number;
  p50: number;
  p99: number;
  /** Per node: CPU ms per answer its own students sent. */
  perNodeCpuPerAnswer: number[];
  clusterCpuPerAnswer: number;
  streamEntriesPerAnswer: number | null;
  callsPerAnswer: Record<string, number> | null;
  redisCommandsPerAnswer: number | null;
  redisCpuPerAnswerMs: number | null;
  generatorMedian: number;
  waits: string;
  valid: boolean;
  why: string[];
};

export function summarizeScaleOut(run: ScaleOutRun): ScaleOutSummary {
  const acked = run.samples.reduce((n, s) => n + s.acksOk, 0);
  const sent = run.samples.reduce((n, s) => n + s.sent, 0);
  const missing = run.samples.reduce((n, s) => n + s.missing, 0);
  const latencies = run.samples.flatMap((s) => s.latencyMs);
  const generatorMedian = median(run.samples.map((s) => s.cpuShare));
  const why: string[] = [];
  if (generatorMedian > CAPACITY_GENERATOR_SATURATED)
    why.push(`generator at ${Math.round(generatorMedian * 100)} % of its core`);
  if (missing > 0) why.push(`${missing} leaderboards missing`);
  if (acked < sent) {
    const refused = refusedCodes(run.samples);
    why.push(`${sent - acked} answers not acked${refused ? ` (refused: ${refused})` : ''}`);
  }
  const perAnswer = (n: number) => (acked > 0 ? n / acked : Number.NaN);
  const calls = run.redis?.calls ?? null;
  return {
    label:
      run.store === 'memory'
        ? '1 node, memory store'
        : `${run.nodes} node${run.nodes > 1 ? 's' : ''}, Redis store + Streams adapter`,
    nodes: run.nodes,
    answers: acked,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    // Every student answers every question, so node k got its students' share of the answers.
    perNodeCpuPerAnswer: run.perNode.map((n) => n.cpuMs / ((acked * n.students) / run.students)),
    clusterCpuPerAnswer: perAnswer(run.perNode.reduce((sum, n) => sum + n.cpuMs, 0)),
    streamEntriesPerAnswer: run.redis ? perAnswer(run.redis.streamEntries) : null,
    callsPerAnswer: calls
      ? Object.fromEntries(Object.entries(calls).map(([name, n]) => [name, perAnswer(n)]))
      : null,
    redisCommandsPerAnswer: calls
      ? perAnswer(Object.values(calls).reduce((sum, n) => sum + n, 0))
      : null,
    redisCpuPerAnswerMs: run.redis ? perAnswer(run.redis.cpuMs) : null,
    generatorMedian,
    waits: [...run.perNode.map((n) => n.waitShare), run.generatorWaitShare]
      .map((w) => (w === null ? '–' : `${Math.round(w * 100)} %`))
      .join(' / '),
    valid: why.length === 0,
    why,
  };
}

const r = (n: number | null | undefined, digits = 1) =>
  n === null || n === undefined || !Number.isFinite(n) ? null : round(n, digits);
const pct = (n: number) => (Number.isFinite(n) ? `${Math.round(n * 100)} %` : '–');

export async function runScaleOutBench(options: {
  quick: boolean;
  redisUrl: string;
  /** Overrides of the plan's rooms and node counts (development runs). */
  rooms?: number;
  nodes?: number[];
}): Promise<BenchSection> {
  const plan = {
    ...(options.quick ? QUICK : FULL),
    ...(options.rooms ? { rooms: options.rooms } : {}),
    ...(options.nodes ? { nodes: options.nodes } : {}),
  };
  await buildCapacityChildren();
  const loadAtStart = os
    .loadavg()
    .map((l) => round(l, 2))
    .join(' / ');
  const failures: string[] = [];
  const runs: ScaleOutRun[] = [];
  const redisUp = await redisAnswers(options.redisUrl);
  if (!redisUp) failures.push(`on Redis: not measured, no Redis at ${options.redisUrl}`);
  const configs = [
    { store: 'memory' as const, nodes: 1 },
    ...(redisUp ? plan.nodes.map((nodes) => ({ store: 'redis' as const, nodes })) : []),
  ];
  for (const config of configs) {
    console.log(
      `Scale-out: ${plan.rooms} rooms of ${PER_ROOM}, ${config.nodes} node(s), ${config.store}...`,
    );
    try {
      const run = await scaleOutRun({
        ...config,
        rooms: plan.rooms,
        warmup: plan.warmup,
        measured: plan.measured,
        redisUrl: options.redisUrl,
      });
      const s = summarizeScaleOut(run);
      console.log(
        `  p99 ${r(s.p99)} ms; CPU/answer per node ${s.perNodeCpuPerAnswer.map((c) => r(c, 3)).join(', ')} ms; stream entries/answer ${r(s.streamEntriesPerAnswer, 2)}`,
      );
      runs.push(run);
    } catch (error) {
      const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
      failures.push(`${config.nodes} node(s), ${config.store}: failed: ${message}`);
      console.log(`  failed: ${message}`);
    }
  }
  const loadAtEnd = os
    .loadavg()
    .map((l) => round(l, 2))
    .join(' / ');

  const summaries = runs.map(summarizeScaleOut);
  const memory = summaries.find((s) => s.label.includes('memory'));
  const onRedis = summaries.filter((s) => !s.label.includes('memory'));
  const base = memory?.clusterCpuPerAnswer ?? Number.NaN;
  const rows: BenchSection['rows'] = summaries.map((s) => [
    s.label,
    s.answers,
    `${r(s.p50)} / ${r(s.p99)}`,
    s.perNodeCpuPerAnswer.map((c) => r(c, 3)).join(' / '),
    r(Math.max(...s.perNodeCpuPerAnswer) / base, 2),
    r(s.clusterCpuPerAnswer, 3),
    r(s.streamEntriesPerAnswer, 2),
    r(s.callsPerAnswer?.xadd, 2),
    r(s.callsPerAnswer?.xread, 2),
    r(s.callsPerAnswer?.publish, 2),
    r(s.redisCommandsPerAnswer, 1),
    r(s.redisCpuPerAnswerMs, 3),
    pct(s.generatorMedian),
    s.waits,
    s.valid ? 'yes' : `**no** (${s.why.join(', ')})`,
  ]);

  const targets: BenchSection['targets'] = [];
  for (const s of onRedis) {
    const worst = Math.max(...s.perNodeCpuPerAnswer) / base;
    targets.push({
      text: `${s.nodes} node(s) on Redis: server CPU per answer on each node <= 1.3x the memory store's (worst node ${r(worst, 2)}x: ${s.perNodeCpuPerAnswer.map((c) => r(c, 3)).join(', ')} vs ${r(base, 3)} ms)`,
      met: Number.isFinite(worst) ? worst <= 1.3 : null,
    });
  }
  const entries = onRedis
    .map((s) => s.streamEntriesPerAnswer)
    .filter((e): e is number => e !== null && Number.isFinite(e));
  if (entries.length > 1) {
    const spread = Math.max(...entries) / Math.min(...entries);
    targets.push({
      text: `cross-node messages (stream entries added) per answer independent of the number of nodes, within 10 % (${onRedis.map((s) => `${s.nodes}: ${r(s.streamEntriesPerAnswer, 2)}`).join(', ')})`,
      met: spread <= 1.1,
    });
  }

  return {
    id: 'scale-out',
    title: `Scale-out: ${plan.rooms} rooms of ${PER_ROOM} on 1-${Math.max(...plan.nodes)} realtime nodes over Redis`,
    baseline:
      'the same rooms on one node with the memory store (as `npm start` runs it), same run: its server CPU per answer',
    columns: [
      'nodes',
      'answers measured',
      'leaderboard p50 / p99 (ms)',
      'server CPU / answer on each node (ms)',
      'worst node x memory',
      'all nodes CPU / answer (ms)',
      'stream entries / answer',
      'XADD / answer',
      'XREAD / answer',
      'PUBLISH / answer',
      'Redis commands / answer',
      'Redis CPU / answer (ms)',
      'generator CPU median',
      'waited for a CPU: each node / generator',
      'valid',
    ],
    rows,
    targets,
    notes: [
      `The capacity cycle (see capacity): every teacher opens the question at once, each student answers ${ANSWER_WINDOW_MS.minMs}-${ANSWER_WINDOW_MS.maxMs} ms after it arrived; ${plan.warmup} warm-up and ${plan.measured} measured questions per configuration, each on fresh servers. Students go round-robin over the nodes (student i to node i mod n; room i mod rooms, so every room has students on every node); the teachers are on the first node. Students speak ${benchStudentClient() === 'raw' ? 'the raw Socket.IO speaker of tests/load' : 'socket.io-client'}.`,
      `Server CPU per answer on a node: that process's CPU over the measured questions divided by the answers its own students sent (every student answers every question). The first node also serves the teachers. ${hasTaskset() ? 'All nodes share core 0 with each other (taskset), the generator has core 1, Redis is not pinned' : 'Processes NOT pinned (no taskset)'}: on this 2-core machine the nodes compete for one core, so latency with more nodes says nothing about capacity, while CPU per answer per node still does. "Waited for a CPU": the share of the measured wall time each process's main thread sat on a run queue (/proc/<pid>/schedstat).`,
      "Cross-node messages: entries the Streams adapter added to its stream over the measured questions (XINFO STREAM entries-added of this run's own stream, trimming does not lower it), per answer; every node reads every entry (XREAD). The XADD / XREAD / PUBLISH and command counts are INFO commandstats deltas and Redis CPU is INFO cpu's delta: those count all of Redis, so other work on the same Redis (other helpers' tests) inflates them.",
      `Load average (1/5/15 min, 2 CPUs) at start ${loadAtStart}, at end ${loadAtEnd}.`,
      ...(runs.some((run) => run.samples.some((x) => (x.refused.conflict ?? 0) > 0))
        ? [
            "Answers refused with `conflict` (the reducer's refusals of a late answer: question closed, already answered, wrong question or phase): a refused answer is a child's answer not acknowledged, so those rows are invalid. Seen with 2-3 nodes on a saturated machine before realtime-server/src/room/answer-forwarding.ts acknowledged an answer the lease holder had applied but whose outcome came after the forward timeout (refused here as question closed when it was the room's last answer).",
          ]
        : []),
      ...failures.map((f) => `Run ${f}`),
    ],
    raw: { runs },
  };
}
