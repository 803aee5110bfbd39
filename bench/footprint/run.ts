/**
 * Footprint of `npm start` (issue 18): how long the one-process server takes to listen after
 * launch and how much memory it holds once idle, on a new data folder and on a restart, with the
 * embedded database's share shown by the same server on PostgreSQL (DATABASE_URL) and the floor
 * by a bare Node HTTP server, all measured in the same run, in turn. The frontend and the server
 * bundle are built, and the embedded database's template made, before the first timed launch, so
 * no row includes a build.
 * Standalone: `node --import tsx bench/footprint/run.ts`.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { freePort, repoRoot } from '../../tests/support/start-stack';
import { type BenchSection, round } from '../support/report';

export const RSS_TARGET_MB = 250;
export const LISTEN_TARGET_MS = 3000;
const RUNS = 3;
/** Idle time before the memory reading: start-up work (timers, first GCs) settles. */
const IDLE_MS = 10_000;

type Launch = { listenMs: number; rssMb: number; peakMb: number };

type Variant = {
  label: string;
  /** Launches on a new data folder, then restarts on the same folder. */
  restart: boolean;
  command: (dataDir: string) => { args: string[]; env: Record<string, string> };
};

const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const start = path.join(repoRoot, 'scripts/start.mjs');

const VARIANTS: Variant[] = [
  {
    label: '`npm start` (embedded PGlite, memory store)',
    restart: true,
    command: () => ({ args: [start], env: {} }),
  },
  {
    label: 'the same server on PostgreSQL (DATABASE_URL): no PGlite',
    restart: false,
    command: () => ({ args: [start], env: { DATABASE_URL: databaseUrl } }),
  },
  {
    label: 'floor: a bare Node HTTP server answering /api/health',
    restart: false,
    command: () => ({
      args: [
        '-e',
        "require('node:http').createServer((q, s) => s.end('ok')).listen(process.env.PORT)",
      ],
      env: {},
    }),
  },
];

function statusKb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${field}:`));
  return Number(line?.split(/\s+/)[1] ?? Number.NaN);
}

async function launch(args: string[], env: Record<string, string>, dataDir: string) {
  const port = await freePort();
  const childEnv: Record<string, string | undefined> = { ...process.env };
  delete childEnv.DATABASE_URL;
  delete childEnv.REDIS_URL;
  Object.assign(childEnv, {
    NODE_ENV: 'production',
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://localhost:${port}`,
    LOG_LEVEL: 'warn',
    ...env,
  });
  const startedAt = performance.now();
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: childEnv,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`exited ${child.exitCode}: ${stderr}`);
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`)
        .then((r) => r.ok)
        .catch(() => false);
      if (ok) break;
      if (performance.now() - startedAt > 180_000) throw new Error(`no answer: ${stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const listenMs = performance.now() - startedAt;
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
    const pid = child.pid ?? 0;
    return {
      listenMs,
      rssMb: statusKb(pid, 'VmRSS') / 1024,
      peakMb: statusKb(pid, 'VmHWM') / 1024,
    } satisfies Launch;
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

export async function runFootprintBench(): Promise<BenchSection> {
  // Builds the frontend and the server bundle if stale, so no timed launch includes a build.
  spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'ignore' });
  // One untimed start makes the embedded database's template if this install has none yet.
  const warmDir = mkdtempSync(path.join(os.tmpdir(), 'ttc-footprint-'));
  await launch([start], {}, warmDir).finally(() =>
    rmSync(warmDir, { recursive: true, force: true }),
  );
  const loadBefore = os.loadavg();
  const results = new Map<string, Launch[]>();
  const add = (key: string, value: Launch) =>
    results.set(key, [...(results.get(key) ?? []), value]);
  for (let run = 0; run < RUNS; run++) {
    for (const variant of VARIANTS) {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ttc-footprint-'));
      try {
        const { args, env } = variant.command(dataDir);
        add(`${variant.label}|new`, await launch(args, env, dataDir));
        if (variant.restart) add(`${variant.label}|restart`, await launch(args, env, dataDir));
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    }
  }
  const loadAfter = os.loadavg();
  const summary = (key: string) => {
    const launches = results.get(key) ?? [];
    return {
      listenMs: median(launches.map((l) => l.listenMs)),
      listenMaxMs: Math.max(...launches.map((l) => l.listenMs)),
      rssMb: median(launches.map((l) => l.rssMb)),
      peakMb: Math.max(...launches.map((l) => l.peakMb)),
    };
  };
  const npmStart = VARIANTS[0]?.label ?? '';
  const postgres = VARIANTS[1]?.label ?? '';
  const floor = VARIANTS[2]?.label ?? '';
  const fresh = summary(`${npmStart}|new`);
  const restart = summary(`${npmStart}|restart`);
  const withoutPglite = summary(`${postgres}|new`);
  const bare = summary(`${floor}|new`);
  const row = (label: string, folder: string, s: ReturnType<typeof summary>) => [
    label,
    folder,
    RUNS,
    round(s.listenMs, 0),
    round(s.listenMaxMs, 0),
    round(s.rssMb, 0),
    round(s.peakMb, 0),
    round(s.rssMb / bare.rssMb, 2),
  ];
  const worstRss = Math.max(fresh.rssMb, restart.rssMb);
  const worstListen = Math.max(fresh.listenMs, restart.listenMs);
  return {
    id: 'footprint',
    title: '`npm start`: time to listen and idle memory',
    baseline:
      'the same server on PostgreSQL (the share of the embedded database is the difference), and a bare Node HTTP server (the floor), launched in turn in the same run',
    columns: [
      'server',
      'data folder',
      'runs',
      'listening after launch, median (ms)',
      'worst (ms)',
      `idle RSS after ${IDLE_MS / 1000} s, median (MB)`,
      'peak RSS (MB)',
      'RSS x floor',
    ],
    rows: [
      row(npmStart, 'new', fresh),
      row(npmStart, 'restart', restart),
      row(postgres, '–', withoutPglite),
      row(floor, '–', bare),
    ],
    targets: [
      {
        text: `idle RSS <= ${RSS_TARGET_MB} MB (is ${round(fresh.rssMb, 0)} new, ${round(restart.rssMb, 0)} restart; PGlite's share ${round(restart.rssMb - withoutPglite.rssMb, 0)} MB)`,
        met: worstRss <= RSS_TARGET_MB,
      },
      {
        text: `listening <= ${LISTEN_TARGET_MS} ms after launch on a quiet machine (is ${round(fresh.listenMs, 0)} new, ${round(restart.listenMs, 0)} restart)`,
        met: worstListen <= LISTEN_TARGET_MS,
      },
    ],
    notes: [
      `Each launch is \`node scripts/start.mjs\` (what \`npm start\` runs) with NODE_ENV=production on a free port; listening is the time from spawn until GET /api/health answers 200 (polled every 20 ms), memory is VmRSS of that process ${IDLE_MS / 1000} s later, peak is its VmHWM. A new data folder starts as a copy of the migrated template of the embedded database (made once per install by a short-lived child process; an untimed first launch makes it); the restart opens the same folder again.`,
      `Load average at the start and end of the run: ${loadBefore.map((l) => round(l, 2)).join(', ')} / ${loadAfter.map((l) => round(l, 2)).join(', ')} (1, 5, 15 min; ${os.cpus().length} CPUs): other work on the machine inflates the listening times.`,
    ],
    raw: Object.fromEntries(results),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const section = await runFootprintBench();
  console.log(JSON.stringify(section, null, 2));
}
