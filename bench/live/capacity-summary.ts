import { median, percentile } from '../../tests/load/stats';
import type { CapacitySample } from './capacity-generator';

/** A run whose generator used more than this share of its core measured itself (as B1). */
export const CAPACITY_GENERATOR_SATURATED = 0.9;

/** What one level (R rooms on one server) measured. */
export type CapacityLevel = {
  rooms: number;
  students: number;
  joinMs: number;
  samples: CapacitySample[];
  /** Server CPU (ms) over the measured questions, and their wall time. */
  serverCpuMs: number;
  /** Server CPU share with everyone seated and no question under way (measured just before). */
  idleCpuShare: number;
  wallMs: number;
  /** Share of the measured wall time the main thread waited for a CPU (run queue), or null. */
  serverWaitShare: number | null;
  generatorWaitShare: number | null;
  loopDelayMs: { p50: number; p99: number; max: number };
};

export type CapacitySummary = {
  rooms: number;
  questions: number;
  answers: number;
  acked: number;
  missing: number;
  p50: number;
  p99: number;
  loopP99: number;
  /** Server CPU ms per acked answer, over the whole cycle (open, answers, close, views). */
  cpuPerAnswerMs: number;
  /** The same less what the server spends idle over that wall time. */
  netCpuPerAnswerMs: number;
  /** Server CPU over the measured wall time: how busy its core was. */
  serverBusy: number;
  generatorMedian: number;
  generatorMax: number;
  openP50: number;
  openMax: number;
  valid: boolean;
  why: string[];
};

export function summarizeLevel(level: CapacityLevel): CapacitySummary {
  const latencies = level.samples.flatMap((s) => s.latencyMs);
  const shares = level.samples.map((s) => s.cpuShare);
  const opens = level.samples.map((s) => s.openMs);
  const answers = level.samples.reduce((n, s) => n + s.sent, 0);
  const acked = level.samples.reduce((n, s) => n + s.acksOk, 0);
  const missing = level.samples.reduce((n, s) => n + s.missing, 0);
  const generatorMedian = median(shares);
  const why: string[] = [];
  if (generatorMedian > CAPACITY_GENERATOR_SATURATED) {
    why.push(`generator at ${Math.round(generatorMedian * 100)} % of its core`);
  }
  if (missing > 0) why.push(`${missing} leaderboards missing`);
  if (acked < answers) {
    const refused = refusedCodes(level.samples);
    why.push(`${answers - acked} answers not acked${refused ? ` (refused: ${refused})` : ''}`);
  }
  if (level.samples.length === 0) why.push('no question measured');
  return {
    rooms: level.rooms,
    questions: level.samples.length,
    answers,
    acked,
    missing,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    loopP99: level.loopDelayMs.p99,
    cpuPerAnswerMs: acked > 0 ? level.serverCpuMs / acked : Number.NaN,
    netCpuPerAnswerMs:
      acked > 0
        ? Math.max(0, level.serverCpuMs - level.idleCpuShare * level.wallMs) / acked
        : Number.NaN,
    serverBusy: level.wallMs > 0 ? level.serverCpuMs / level.wallMs : Number.NaN,
    generatorMedian,
    generatorMax: shares.length > 0 ? Math.max(...shares) : Number.NaN,
    openP50: median(opens),
    openMax: opens.length > 0 ? Math.max(...opens) : Number.NaN,
    valid: why.length === 0,
    why,
  };
}

/**
 * The largest number of rooms held at p99 <= `limitMs`: the largest valid level within the limit
 * such that every smaller level measured was within it too (null: not even the smallest).
 */
export function largestHeld(summaries: CapacitySummary[], limitMs: number): number | null {
  let held: number | null = null;
  for (const s of [...summaries].sort((a, b) => a.rooms - b.rooms)) {
    if (!s.valid || !(s.p99 <= limitMs)) break;
    held = s.rooms;
  }
  return held;
}

/**
 * Time (ms) a thread spent waiting on a run queue, from /proc/<pid>/schedstat ("on-CPU ns,
 * waiting ns, timeslices"): how much a busy machine kept a process from its core.
 */
export function parseSchedstatWaitMs(text: string): number | null {
  const waiting = Number(text.trim().split(/\s+/)[1]);
  return Number.isFinite(waiting) ? waiting / 1e6 : null;
}

/**
 * Rooms that would keep one core fully busy while their answers arrive, from CPU alone: each
 * room's `perRoom` answers over `windowMs` cost `cpuPerAnswerMs` each (the median over levels).
 * A ceiling, not a latency: queues grow well before a core is 100 % busy.
 */
export function roomsPerCore(
  summaries: CapacitySummary[],
  perRoom: number,
  windowMs: number,
): { cpuPerAnswerMs: number; rooms: number } | null {
  const costs = summaries
    .map((s) => s.netCpuPerAnswerMs)
    .filter((c) => Number.isFinite(c) && c > 0);
  if (costs.length === 0) return null;
  const cpuPerAnswerMs = median(costs);
  return { cpuPerAnswerMs, rooms: windowMs / (perRoom * cpuPerAnswerMs) };
}

/** Refusal codes over samples, as "conflict 145, timeout 2" ('' when none). */
export function refusedCodes(samples: Array<{ refused: Record<string, number> }>): string {
  const total: Record<string, number> = {};
  for (const sample of samples)
    for (const [code, n] of Object.entries(sample.refused)) total[code] = (total[code] ?? 0) + n;
  return Object.entries(total)
    .map(([code, n]) => `${code} ${n}`)
    .join(', ');
}
