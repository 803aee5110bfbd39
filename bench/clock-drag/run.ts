/**
 * B11, the clock-hand drag: a real pointer turns the AnalogClock's minute hand through 720
 * moves on a circle (two turns, 12:00 to 2:00) in Chromium at 4x CPU throttling, and the same
 * on a baseline page that turns a bare SVG <line>; runs alternate clock/baseline. Frame
 * intervals come from rAF timestamps in the page, long tasks from PerformanceObserver. The two
 * pages are built with Vite from ./pages into a temp folder, apart from the app's routes.
 * Reported, never asserted. Standalone: `node --import tsx bench/clock-drag/run.ts`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { launchBrowser } from '../../tests/support/browser';
import type { BenchSection } from '../support/report';
import { round } from '../support/report';
import {
  FRAME_BUDGET_MS,
  type FrameStats,
  frameIntervals,
  frameStats,
  JITTER_MS,
  median,
  medianAbsoluteDeviation,
} from './frame-stats';
import type { FrameSample } from './pages/frame-recorder';
import { buildClockBenchPages, serveStatic } from './serve-pages';

/** Pointer moves per drag: 720 steps of 1 degree, two full turns. */
export const MOVES = 720;
/** The drag lasts about 5 s, like a child turning the hand twice. */
export const DRAG_MS = 5000;
export const CPU_THROTTLING = 4;
/** Runs per side, alternating clock and baseline. */
export const RUNS = 5;

type Side = 'clock' | 'baseline';

/** One drag on one page. */
type RunResult = {
  side: Side;
  run: number;
  intervals: number[];
  longTasks: FrameSample['longTasks'];
  scriptMs: number;
  result: string;
  moveMs: number;
};

/** The bench's report: a section of the `npm run bench` report with the numbers beside it. */
export type ClockDragReport = BenchSection & {
  summary: {
    clock: SideSummary;
    baseline: SideSummary;
    /** Clock / baseline. */
    ratio: { p50: number; p99: number; scriptPerFrame: number | null };
    /** The readout after each clock drag (expected "2:00": two turns from 12:00). */
    clockReadouts: string[];
  };
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Drags from 12 o'clock round the face `MOVES` times 1 degree, paced over DRAG_MS, through the
 * DevTools protocol. The moves are sent on time without waiting for each acknowledgement (which
 * comes a frame later), so several can land in one frame as from a real 120 Hz touch screen.
 */
async function drag(page: Page, cdp: CDPSession, selector: string): Promise<number> {
  const box = await page.locator(selector).boundingBox();
  if (!box) throw new Error(`${selector} has no box`);
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  // On the minute hand, beyond the hour hand's tip (the minute hand reaches 0.41 of the width).
  const r = box.width * 0.3;
  const at = (deg: number) => {
    const rad = (deg * Math.PI) / 180;
    return { x: cx + r * Math.sin(rad), y: cy - r * Math.cos(rad) };
  };
  const mouse = (
    type: 'mousePressed' | 'mouseMoved' | 'mouseReleased',
    p: { x: number; y: number },
  ) =>
    cdp.send('Input.dispatchMouseEvent', {
      type,
      x: p.x,
      y: p.y,
      button: 'left',
      buttons: type === 'mouseReleased' ? 0 : 1,
      clickCount: type === 'mouseMoved' ? 0 : 1,
    });
  const start = at(0);
  await mouse('mouseMoved', start);
  await mouse('mousePressed', start);
  await page.evaluate(() => window.__bench?.start());
  const t0 = performance.now();
  const sent: Array<Promise<unknown>> = [];
  for (let i = 1; i <= MOVES; i++) {
    sent.push(mouse('mouseMoved', at((i * 720) / MOVES)));
    const wait = t0 + (i * DRAG_MS) / MOVES - performance.now();
    if (wait > 1) await sleep(wait);
  }
  await Promise.all(sent);
  const moveMs = performance.now() - t0;
  await mouse('mouseReleased', at(720));
  await sleep(250);
  return moveMs;
}

async function runOnce(browser: Browser, url: string, side: Side, run: number): Promise<RunResult> {
  const context = await browser.newContext({ viewport: { width: 1180, height: 820 } });
  try {
    const page = await context.newPage();
    await page.goto(`${url}/${side}.html`);
    await page.waitForFunction(() => window.__bench?.ready === true);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING });
    // Let the throttled page settle before measuring.
    await sleep(300);
    const script = async () => {
      const { metrics } = await cdp.send('Performance.getMetrics');
      return metrics.find((m) => m.name === 'ScriptDuration')?.value ?? 0;
    };
    const scriptBefore = await script();
    const moveMs = await drag(page, cdp, side === 'clock' ? '.analog-clock__svg' : '#face');
    const sample = (await page.evaluate(() => window.__bench?.stop())) as FrameSample | undefined;
    const scriptAfter = await script();
    if (!sample) throw new Error(`${side}: the page lost its frame recorder`);
    return {
      side,
      run,
      intervals: frameIntervals(sample.stamps),
      longTasks: sample.longTasks,
      scriptMs: (scriptAfter - scriptBefore) * 1000,
      result: sample.result,
      moveMs,
    };
  } finally {
    await context.close();
  }
}

/** One side's frames pooled over its runs, and the spread of the runs' within-budget shares. */
type SideSummary = FrameStats & { withinBudgetMedian: number; withinBudgetMad: number };

function summarize(runs: RunResult[], side: Side): SideSummary {
  const mine = runs.filter((r) => r.side === side);
  const pooled = frameStats(
    mine.flatMap((r) => r.intervals),
    mine.reduce((n, r) => n + r.longTasks.length, 0),
    mine.reduce((n, r) => n + r.scriptMs, 0),
  );
  const shares = mine.map(
    (r) => frameStats(r.intervals, r.longTasks.length, r.scriptMs).withinBudget,
  );
  return {
    ...pooled,
    withinBudgetMedian: round(median(shares), 4),
    withinBudgetMad: round(medianAbsoluteDeviation(shares), 4),
  };
}

/**
 * Runs B11 and returns its report section. Launches its own Chromium unless one is passed.
 */
export async function runClockDragBench(
  options: { browser?: Browser; runs?: number } = {},
): Promise<ClockDragReport> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'ttc-bench-clock-drag-'));
  const browser = options.browser ?? (await launchBrowser());
  let served: Awaited<ReturnType<typeof serveStatic>> | undefined;
  try {
    await buildClockBenchPages(outDir);
    served = await serveStatic(outDir);
    const runs: RunResult[] = [];
    const count = options.runs ?? RUNS;
    // A warm-up pair, thrown away, then alternating sides.
    await runOnce(browser, served.url, 'clock', 0);
    await runOnce(browser, served.url, 'baseline', 0);
    for (let run = 1; run <= count; run++) {
      runs.push(await runOnce(browser, served.url, 'clock', run));
      runs.push(await runOnce(browser, served.url, 'baseline', run));
    }
    const clock = summarize(runs, 'clock');
    const baseline = summarize(runs, 'baseline');
    const ratio = {
      p50: round(clock.p50 / baseline.p50, 2),
      p99: round(clock.p99 / baseline.p99, 2),
      scriptPerFrame:
        baseline.scriptPerFrame > 0
          ? round(clock.scriptPerFrame / baseline.scriptPerFrame, 2)
          : null,
    };
    const clockReadouts = runs.filter((r) => r.side === 'clock').map((r) => r.result);
    const row = (name: string, s: SideSummary, r: typeof ratio | null) => [
      name,
      s.frames,
      s.p50,
      s.p99,
      s.max,
      `${round(s.withinBudget * 100, 1)} %`,
      `${round(s.withinBudgetMedian * 100, 1)} % (${round(s.withinBudgetMad * 100, 1)})`,
      `${round(s.withinBudgetStrict * 100, 1)} %`,
      s.dropped,
      s.longTasks,
      s.scriptPerFrame,
      r ? `${r.p50} / ${r.p99}` : '1 / 1',
    ];
    return {
      id: 'B11',
      title: `Clock-hand drag: ${MOVES} pointer moves (two turns in ~${DRAG_MS / 1000} s), CPU throttled ${CPU_THROTTLING}x, ${count} runs per side`,
      baseline:
        'a bare SVG <line> turned by the same pointer moves in a rAF callback, same run, alternating',
      columns: [
        'page',
        'frames',
        'p50 ms',
        'p99 ms',
        'max ms',
        `frames <= ${FRAME_BUDGET_MS} ms (+${JITTER_MS} jitter)`,
        'same, median of runs (MAD)',
        `frames <= ${FRAME_BUDGET_MS} ms strict`,
        'dropped (> 1.5 frames)',
        'long tasks',
        'script ms/frame',
        'p50 / p99 x baseline',
      ],
      rows: [row('AnalogClock', clock, ratio), row('baseline <line>', baseline, null)],
      targets: [
        {
          text: `>= 99 % of clock frames within ${FRAME_BUDGET_MS} ms, ${JITTER_MS} ms timestamp jitter allowed (is ${round(clock.withinBudget * 100, 1)} %)`,
          met: clock.withinBudget >= 0.99,
        },
        {
          text: `0 long tasks during the drag (is ${clock.longTasks})`,
          met: clock.longTasks === 0,
        },
        { text: `p99 <= 1.2x the baseline (is ${ratio.p99}x)`, met: ratio.p99 <= 1.2 },
        {
          text: `script <= 4 ms per frame (is ${clock.scriptPerFrame} ms, measured under ${CPU_THROTTLING}x throttling)`,
          met: clock.scriptPerFrame <= 4,
        },
      ],
      notes: [
        `Load average at the end of the run: ${os
          .loadavg()
          .map((n) => round(n, 2))
          .join(
            ', ',
          )} on ${os.cpus().length} cores (other work on the machine shows up as dropped frames on both pages).`,
        `Readouts after each clock drag (two turns from 12:00 should read 2:00): ${clockReadouts.join(', ')}.`,
        'Headless Chromium on this machine; frame intervals are rAF timestamp differences recorded in the page during the drag. Frames on consecutive vsyncs measure 16.5-16.8 ms here, so the strict 16.7 ms share mostly counts jitter; the jitter-allowing share and the dropped-frame count are the ones to read.',
        `The ${MOVES} moves are sent through the DevTools protocol on a ${DRAG_MS} ms schedule without waiting for each one (as from a touch screen, several per frame); the page handles them as real pointer events.`,
      ],
      raw: runs.map((r) => ({
        side: r.side,
        run: r.run,
        moveMs: round(r.moveMs),
        scriptMs: round(r.scriptMs, 2),
        result: r.result,
        longTasks: r.longTasks,
        intervals: r.intervals.map((ms) => round(ms, 2)),
      })),
      summary: { clock, baseline, ratio, clockReadouts },
    };
  } finally {
    await served?.close();
    if (!options.browser) await browser.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}

// Standalone: print the section as JSON (without the raw samples).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const report = await runClockDragBench();
  const { raw: _raw, ...rest } = report;
  console.log(JSON.stringify(rest, null, 2));
}
