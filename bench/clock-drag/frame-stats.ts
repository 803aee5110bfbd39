import { percentile, round } from '../support/report';

/** The 60 Hz frame budget. */
export const FRAME_BUDGET_MS = 16.7;
/**
 * rAF timestamps of frames on every vsync still differ by 16.5 to 16.8 ms here (coarsened
 * timers and vsync jitter), so an interval counts as within the budget up to this much over it.
 */
export const JITTER_MS = 0.5;

/** Summary of one side (the clock or the baseline) over every run. */
export type FrameStats = {
  frames: number;
  p50: number;
  p99: number;
  max: number;
  /** Share of frame intervals <= 16.7 ms (+ JITTER_MS), 0..1. */
  withinBudget: number;
  /** Share of frame intervals <= 16.7 ms exactly, 0..1 (jitter makes about a third miss it). */
  withinBudgetStrict: number;
  /** Intervals over 1.5 frames: at least one frame dropped. */
  dropped: number;
  longTasks: number;
  /** Main-thread script time per frame (ms, CDP ScriptDuration, under the throttling). */
  scriptPerFrame: number;
};

/** Consecutive differences of rAF timestamps. */
export function frameIntervals(stamps: readonly number[]): number[] {
  const out: number[] = [];
  for (let i = 1; i < stamps.length; i++)
    out.push((stamps[i] as number) - (stamps[i - 1] as number));
  return out;
}

/** Frame statistics of all intervals of one side. */
export function frameStats(
  intervals: readonly number[],
  longTasks: number,
  scriptMs: number,
): FrameStats {
  const within = intervals.filter((ms) => ms <= FRAME_BUDGET_MS + JITTER_MS).length;
  const strict = intervals.filter((ms) => ms <= FRAME_BUDGET_MS).length;
  const share = (n: number) => (intervals.length === 0 ? 0 : round(n / intervals.length, 4));
  return {
    frames: intervals.length,
    p50: round(percentile([...intervals], 50), 2),
    p99: round(percentile([...intervals], 99), 2),
    max: round(Math.max(...intervals), 2),
    withinBudget: share(within),
    withinBudgetStrict: share(strict),
    dropped: intervals.filter((ms) => ms > FRAME_BUDGET_MS * 1.5).length,
    longTasks,
    scriptPerFrame: intervals.length === 0 ? 0 : round(scriptMs / intervals.length, 3),
  };
}

/** Median of a list (NaN when empty). */
export function median(values: readonly number[]): number {
  return percentile([...values], 50);
}

/** Median absolute deviation: how much runs differ from their median. */
export function medianAbsoluteDeviation(values: readonly number[]): number {
  const m = median(values);
  return median(values.map((v) => Math.abs(v - m)));
}
