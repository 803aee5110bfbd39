/**
 * `npm run bench`: builds the app, starts it as a user does, runs each benchmark beside its
 * baseline measured in the same run, and writes bench/results/<time>.{json,md} and latest.md.
 * Nothing here asserts a timing: targets are reported.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { launchBrowser } from '../tests/support/browser';
import { startStack } from '../tests/support/start-stack';
import { runAnalyticsBench } from './analytics/run';
import { measureBundles } from './bundle/measure';
import { BUNDLE_BENCH_SECRET } from './bundle/play-screen';
import { runEnumerationBench } from './enumeration/run';
import { runFirstScreenBench } from './first-screen/run';
import { runFootprintBench } from './footprint/run';
import { runLandingBench } from './landing/run';
import { runLearningBench } from './learning/run';
import { runCapacityBench } from './live/capacity';
import { LIVE_SECTIONS, runLiveBenches } from './live/run-live';
import { runScaleOutBench } from './live/scale-out';
import {
  type BenchReport,
  type BenchSection,
  benchRoot,
  machineInfo,
  writeReport,
} from './support/report';

// `npm run bench -- <ids>`: analytics, bundle, capacity, clock-drag, enumeration, first-screen, footprint, landing, learning,
// live (b1 b2 b4 b5 b6 cpu), or single live ids, scale-out;
// `quick` makes the live sections a small smoke run.
const args = process.argv.slice(2);
const quick = args.includes('quick');
const only = args.filter((a) => a !== 'quick');
const wanted = (id: string) =>
  only.length === 0 ||
  only.includes(id) ||
  (only.includes('live') && (LIVE_SECTIONS as readonly string[]).includes(id));
const startedAt = new Date().toISOString();
const sections: BenchSection[] = [];

// The browser sections need the built app and Chromium; the live ones start their own servers.
if (wanted('bundle') || wanted('clock-drag') || wanted('first-screen')) await runBrowserSections();
if (wanted('landing')) {
  console.log(
    'Landing: Lighthouse mobile LCP beside a static page and /privacy (a few minutes)...',
  );
  sections.push(await runLandingBench());
}
if (wanted('footprint')) {
  console.log('Footprint: npm start, time to listen and idle memory (about 3 minutes)...');
  sections.push(await runFootprintBench());
}
if (wanted('enumeration')) {
  console.log('Join-code guessing from one address (about 3 minutes)...');
  sections.push(await runEnumerationBench());
}
if (wanted('learning')) {
  console.log('Learning: simulated children playing by level (seconds)...');
  sections.push(runLearningBench());
}
if (wanted('analytics')) {
  console.log('Analytics: class analytics and the CSV export on PostgreSQL (about a minute)...');
  sections.push(...(await runAnalyticsBench()));
}
if (LIVE_SECTIONS.some(wanted)) {
  console.log(`Live sessions${quick ? ' (quick)' : ''}: B1, B2, B4, B5, B6, cpu as asked...`);
  sections.push(...(await runLiveBenches({ wanted, quick })));
}
if (wanted('capacity')) {
  console.log(
    `B3 capacity: 1, 25, 50, 100, 200 rooms of 30 on one node${quick ? ' (quick)' : ''}...`,
  );
  sections.push(await runCapacityBench({ quick }));
}
if (wanted('scale-out')) {
  console.log('Scale-out: rooms on 1-3 nodes over Redis beside one memory node...');
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  sections.push(await runScaleOutBench({ quick, redisUrl }));
}

async function runBrowserSections(): Promise<void> {
  // The stack's sign-in key (the play-screen part of B9 signs a teacher in and hosts a room).
  const stack = await startStack({ AUTH_JWT_SECRET: BUNDLE_BENCH_SECRET });
  const browser = await launchBrowser();
  try {
    if (wanted('bundle')) {
      console.log('B9: initial JS per route...');
      sections.push(
        await measureBundles({
          browser,
          url: stack.url,
          distDir: path.join(benchRoot, '../frontend/dist'),
        }),
      );
    }
    if (wanted('first-screen')) {
      console.log('First screen: QR address -> name picker, throttled, cold and warm...');
      sections.push(await runFirstScreenBench({ browser, url: stack.url }));
    }
    const clockDrag = path.join(benchRoot, 'clock-drag/run.ts');
    if (wanted('clock-drag') && existsSync(clockDrag)) {
      console.log('B11: clock-hand drag frames...');
      // Loaded by path: the clock-drag bench builds its own pages and is optional for `bundle` runs.
      const mod = (await import(pathToFileURL(clockDrag).href)) as {
        runClockDragBench(): Promise<BenchSection>;
      };
      sections.push(await mod.runClockDragBench());
    }
  } finally {
    await browser.close();
    await stack.stop();
  }
}

const report: BenchReport = {
  startedAt,
  finishedAt: new Date().toISOString(),
  machine: machineInfo(),
  sections,
  quick,
};
const { md } = writeReport(report);
console.log(`Report written: ${md}`);
