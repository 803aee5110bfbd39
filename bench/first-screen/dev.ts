/**
 * A development runner for the first-screen work, outside `npm run bench`: the one-process server
 * started in this process on a given build (no rebuild of frontend/dist), then B9 and/or the
 * first-screen section, printed as tables.
 * `node --import tsx bench/first-screen/dev.ts <dist folder> [bundle] [first-screen] [runs=N]`
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer } from '@ttc/server/start-server';
import { launchBrowser } from '../../tests/support/browser';
import { freePort } from '../../tests/support/start-stack';
import { measureBundles } from '../bundle/measure';
import { BUNDLE_BENCH_SECRET } from '../bundle/play-screen';
import type { BenchSection } from '../support/report';
import { runFirstScreenBench } from './run';

const [distArg, ...rest] = process.argv.slice(2);
if (!distArg) throw new Error('usage: dev.ts <dist folder> [bundle] [first-screen] [runs=N]');
const distDir = path.resolve(distArg);
const sections = rest.filter((a) => !a.includes('='));
const runsArg = rest.find((a) => a.startsWith('runs='));
const runs = runsArg ? Number(runsArg.slice(5)) : undefined;

const dataDir = mkdtempSync(path.join(tmpdir(), 'ttc-fs-dev-'));
const port = await freePort();
const server = await startServer({
  ...process.env,
  DATABASE_URL: undefined,
  REDIS_URL: undefined,
  PORT: String(port),
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  DATA_DIR: dataDir,
  FRONTEND_DIST: distDir,
  PUBLIC_URL: `http://localhost:${port}`,
  AUTH_JWT_SECRET: BUNDLE_BENCH_SECRET,
});
const url = `http://localhost:${port}`;
const browser = await launchBrowser();
const print = (section: BenchSection) => {
  console.log(`\n## ${section.id}: ${section.title}\nBaseline: ${section.baseline}`);
  console.log(section.columns.join(' | '));
  for (const row of section.rows) console.log(row.join(' | '));
  for (const t of section.targets) console.log(`- ${t.text}: ${t.met ? 'met' : 'NOT met'}`);
};
try {
  if (sections.length === 0 || sections.includes('bundle')) {
    print(await measureBundles({ browser, url, distDir }));
  }
  if (sections.length === 0 || sections.includes('first-screen')) {
    print(await runFirstScreenBench({ browser, url, ...(runs ? { runs } : {}) }));
  }
} finally {
  await browser.close();
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}
