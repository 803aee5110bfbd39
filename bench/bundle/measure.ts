import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { librariesIn } from '../../tests/support/library-markers';
import type { BenchSection } from '../support/report';
import { round } from '../support/report';
import { fetchedScripts, withoutIdleWork } from './fetched-scripts';
import { playScreenScripts } from './play-screen';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * The live play screen on a tablet: /join, a seat, then the first question (issue 6; the budget
 * restated by issue 18 as the app grew).
 */
const PLAY_SCREEN = {
  path: '/join -> play screen (first question)',
  budgetKiB: 125,
  noLazyLibs: true,
};

/** Routes of the spec's route table, with the budget a later issue set for some of them (issue 18 restated /student-game's). */
const ROUTES: Array<{ path: string; budgetKiB?: number; noLazyLibs?: boolean }> = [
  { path: '/' },
  { path: '/playground', budgetKiB: 110, noLazyLibs: true },
  { path: '/student-game', budgetKiB: 125, noLazyLibs: true },
  { path: '/progress' },
  { path: '/join', budgetKiB: 110, noLazyLibs: true },
  { path: '/teacher' },
  { path: '/auth/login' },
  { path: '/pricing' },
  { path: '/privacy' },
];

const gzipKiB = (buf: Buffer) => gzipSync(buf, { level: 9 }).length / 1024;

/** React + ReactDOM rendering one heading, built with the same Vite in this run. */
async function measureBaseline(): Promise<number> {
  const { build } = await import('vite');
  const react = (await import('@vitejs/plugin-react')).default;
  const outDir = mkdtempSync(path.join(tmpdir(), 'ttc-bench-baseline-'));
  try {
    await build({
      root: path.join(here, 'baseline'),
      configFile: false,
      logLevel: 'silent',
      plugins: [react()],
      build: { outDir, emptyOutDir: true, modulePreload: { polyfill: false } },
    });
    const assets = path.join(outDir, 'assets');
    return readdirSync(assets)
      .filter((f) => f.endsWith('.js'))
      .reduce((sum, f) => sum + gzipKiB(readFileSync(path.join(assets, f))), 0);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/**
 * B9: the JS each route really downloads before it shows its heading (every script a fresh page
 * load has requested when the screen's h1 appears), gzipped at level 9 from the build on disk, beside
 * the React-only floor built in the same run.
 */
export async function measureBundles(options: {
  browser: Browser;
  url: string;
  distDir: string;
}): Promise<BenchSection> {
  const baseline = await measureBaseline();
  const rows: BenchSection['rows'] = [];
  const raw: Record<string, { files: Array<{ file: string; gzipKiB: number; libs: string[] }> }> =
    {};
  const targets: BenchSection['targets'] = [];

  const count = (
    route: { path: string; budgetKiB?: number; noLazyLibs?: boolean },
    scripts: string[],
  ) => {
    const files = [...scripts].sort().map((p) => {
      const content = readFileSync(path.join(options.distDir, p));
      const libs: string[] = librariesIn(content.toString('utf8'));
      return { file: p, gzipKiB: round(gzipKiB(content), 2), libs };
    });
    raw[route.path] = { files };
    const total = files.reduce((s, f) => s + f.gzipKiB, 0);
    const libs = [...new Set(files.flatMap((f) => f.libs))];
    rows.push([
      route.path,
      round(total),
      round(total / baseline, 2),
      files.length,
      libs.join(', ') || 'none',
    ]);
    if (route.budgetKiB !== undefined) {
      targets.push({
        text: `${route.path} initial JS <= ${route.budgetKiB} KiB gz (is ${round(total)})`,
        met: total <= route.budgetKiB,
      });
    }
    if (route.noLazyLibs) {
      const bad = libs.filter((l) => l === 'howler' || l === 'framer-motion');
      targets.push({
        text: `${route.path}: howler and framer-motion not in the initial load`,
        met: bad.length === 0,
      });
    }
  };

  for (const route of ROUTES) {
    const context = await options.browser.newContext({ viewport: { width: 1180, height: 820 } });
    await withoutIdleWork(context);
    const page = await context.newPage();
    const scripts = fetchedScripts(page);
    await page.goto(`${options.url}${route.path}`, { waitUntil: 'commit' });
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // What the first paint needed: anything fetched later (idle prefetch, a sound on a tap)
    // does not delay the screen, so it is not counted.
    const initial = [...scripts];
    await context.close();
    count(route, initial);
  }
  count(PLAY_SCREEN, await playScreenScripts(options));

  return {
    id: 'B9',
    title: 'Initial JS per route (gzip -9 of every script fetched before the screen heading shows)',
    baseline: `React + ReactDOM rendering one heading, built with the same Vite: ${round(baseline)} KiB gz`,
    columns: ['route', 'initial JS (KiB gz)', 'x baseline', 'files', 'libraries spotted'],
    rows,
    targets,
    notes: [
      'The play screen row counts every script a tablet fetched from opening the QR address until the first question shows (code, character, name, waiting screen, question), as the first-paint rows count theirs.',
      'Libraries are spotted by strings that survive minification (howler, framer-motion, zod); "none" means none of those three.',
    ],
    raw: { baselineKiB: baseline, routes: raw },
  };
}
