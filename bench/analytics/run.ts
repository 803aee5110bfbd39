/**
 * `npm run bench -- analytics` (issue 14, "Must show"): class analytics on PostgreSQL for a class
 * of 30 children x 50 sessions x 10 questions (and 5 assignments), among 19 other classes of the
 * same size; the plans of its queries (which indexes, any sequential scan of a large table); and
 * the CSV export of a class with 100,000 answers while the server's heap and RSS are sampled.
 * Runs in a scratch database it creates and drops (DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/test). A report, not a gate.
 */
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseApiConfig } from '@ttc/api/config';
import { openDatabase } from '@ttc/api/db/client';
import { createLogger } from '@ttc/api/logger';
import postgres from 'postgres';
import { signInOverHttp } from '../../tests/support/sign-in';
import { type BenchSection, benchRoot, percentile, round } from '../support/report';
import { explain, type PlanSummary } from './plans';
import { EXPORT, MEASURED, OTHER_CLASSES, seedClass, seedTeacher } from './seed';
import type { SamplerReply } from './server';

const WARM_UP = 20;
const REQUESTS = 300;
const P99_TARGET_MS = 100;
/** Tables with a row per answer, seat or session: a sequential scan of one reads everyone's. */
const LARGE_TABLES = [
  'session_answers',
  'session_players',
  'classroom_sessions',
  'assignment_answers',
  'assignment_games',
];
const MB = 2 ** 20;
/** What "flat" allows the live heap to grow by while 100,000 answers stream. */
const FLAT_MB = 5;

type Server = {
  url: string;
  send(message: { type: string }): Promise<unknown>;
  stop(): Promise<void>;
};

async function createScratch(adminUrl: string): Promise<string> {
  const name = `ttc_bench_${randomBytes(5).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function dropScratch(adminUrl: string, url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  if (!/^ttc_bench_[0-9a-f]+$/.test(name)) throw new Error(`refusing to drop ${name}`);
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
  } finally {
    await admin.end();
  }
}

function startServer(env: Record<string, string>): Promise<Server> {
  const child = fork(path.join(benchRoot, 'analytics/server.ts'), [], {
    execArgv: ['--import', 'tsx', '--expose-gc'],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const waiters: Array<(message: { type: string }) => void> = [];
  child.on('message', (message: { type: string }) => waiters.shift()?.(message));
  const next = () =>
    new Promise<{ type: string; port?: number }>((resolve) => waiters.push(resolve));
  return next().then((ready) => ({
    url: `http://127.0.0.1:${ready.port}`,
    send(message) {
      const reply = next();
      child.send(message);
      return reply;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.send({ type: 'stop' });
      }),
  }));
}

/** Sequential requests: the time to the whole body, after a warm-up. */
async function latency(url: string, token: string): Promise<{ ms: number[]; bytes: number }> {
  const ms: number[] = [];
  let bytes = 0;
  for (let i = 0; i < WARM_UP + REQUESTS; i++) {
    const started = performance.now();
    const res = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
    const body = await res.arrayBuffer();
    const took = performance.now() - started;
    if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
    bytes = body.byteLength;
    if (i >= WARM_UP) ms.push(took);
  }
  return { ms, bytes };
}

type Download = { seconds: number; bytes: number; lines: number; memory: SamplerReply };

/** A download read to the end (slowly when `pauseMs` is set) while the server samples itself. */
async function download(
  server: Server,
  url: string,
  token: string,
  pauseMs = 0,
): Promise<Download> {
  await server.send({ type: 'sample-start' });
  const started = performance.now();
  const res = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
  if (res.status !== 200 || !res.body) throw new Error(`${url}: ${res.status}`);
  let bytes = 0;
  let lines = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.byteLength;
    for (const byte of chunk) if (byte === 10) lines++;
    if (pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
  const seconds = (performance.now() - started) / 1000;
  const memory = (await server.send({ type: 'sample-stop' })) as SamplerReply;
  return { seconds, bytes, lines, memory };
}

const mb = (bytes: number) => round(bytes / MB, 1);
const loadAverage = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');

export async function runAnalyticsBench(): Promise<BenchSection[]> {
  const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const loadStart = loadAverage();
  const url = await createScratch(adminUrl);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ttc-bench-analytics-'));
  const secret = randomBytes(32).toString('base64url');
  const env = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    AUTH_JWT_SECRET: secret,
  };
  const config = parseApiConfig(env);
  const logger = createLogger(config);
  const database = await openDatabase(config, logger);
  const sql = postgres(url, { max: 2, onnotice: () => {} });
  let server: Server | null = null;
  try {
    console.log('  seeding (20 classes of 15,000 answers and one of 100,000)...');
    const seedStarted = performance.now();
    const teacherId = await seedTeacher(sql, 'bench-teacher@example.org');
    const measured = await seedClass(sql, teacherId, 'Measured', MEASURED, 1);
    for (let n = 0; n < OTHER_CLASSES; n++) {
      const other = await seedTeacher(sql, `other-${n}@example.org`);
      await seedClass(sql, other, `Other ${n}`, MEASURED, n + 2);
    }
    const exported = await seedClass(sql, teacherId, 'Export', EXPORT, 99);
    // Statistics, and the visibility map autovacuum keeps on insert-only tables (PostgreSQL
    // 13+ vacuums after inserts too): index-only scans then skip the heap, as on a live server.
    await sql`vacuum analyze`;
    const [counts] = await sql<{ answers: number; sessions: number }[]>`
      select (select count(*) from session_answers)::int as answers,
        (select count(*) from classroom_sessions)::int as sessions`;
    const seedSeconds = round((performance.now() - seedStarted) / 1000, 1);

    server = await startServer(env);
    const { accessToken: token } = await signInOverHttp(server.url, 'bench-teacher@example.org');
    console.log('  class analytics latency...');
    const child = measured.childIds[0] ?? '';
    const classLatency = await latency(
      `${server.url}/api/classes/${measured.classId}/analytics`,
      token,
    );
    const childLatency = await latency(
      `${server.url}/api/classes/${measured.classId}/children/${child}/analytics`,
      token,
    );
    const baseline = await latency(`${server.url}/api/sessions?limit=1`, token);

    console.log('  query plans...');
    const csvUrl = `${server.url}/api/classes/${exported.classId}/report.csv`;
    const plans: PlanSummary[] = [];
    for (const [name, target] of [
      ['class analytics', `${server.url}/api/classes/${measured.classId}/analytics`],
      [
        'child analytics',
        `${server.url}/api/classes/${measured.classId}/children/${child}/analytics`,
      ],
      ['class CSV', csvUrl],
    ] as const) {
      await server.send({ type: 'capture-start' });
      const res = await fetch(target, { headers: { Authorization: `Bearer ${token}` } });
      await res.arrayBuffer();
      const { queries } = (await server.send({ type: 'capture-stop' })) as {
        queries: { query: string; params: unknown[] }[];
      };
      for (const [i, q] of queries.entries()) {
        // Sign-in bookkeeping (session liveness, users) is every endpoint's, not the analytics'.
        if (
          !/session_answers|assignment_answers|classroom_sessions|class_children|tasks/.test(
            q.query,
          )
        )
          continue;
        plans.push(await explain(sql, `${name} #${i + 1}`, q.query, q.params));
      }
    }

    console.log('  CSV export of 100,000 answers...');
    const fast = await download(server, csvUrl, token);
    const slow = await download(server, csvUrl, token, 2);
    const buffered = await download(
      server,
      `${server.url}/bench/buffered.csv?classId=${exported.classId}`,
      token,
    );

    const p = (values: number[], q: number) => round(percentile(values, q), 1);
    const baseP99 = percentile(baseline.ms, 99);
    const classP99 = percentile(classLatency.ms, 99);
    const latencyRow = (name: string, r: { ms: number[]; bytes: number }) => [
      name,
      r.ms.length,
      p(r.ms, 50),
      p(r.ms, 99),
      round(percentile(r.ms, 99) / baseP99, 2),
      round(r.bytes / 1024, 1),
    ];
    const flagged = plans.flatMap((plan) =>
      plan.seqScans
        .filter((s) => LARGE_TABLES.includes(s.table))
        .map((s) => `${plan.name}: ${s.table}`),
    );
    const exportAnswers = EXPORT.children * EXPORT.sessions * EXPORT.questions;

    const analyticsSection: BenchSection = {
      id: 'analytics',
      title: `Class analytics on PostgreSQL: ${MEASURED.children} children x ${MEASURED.sessions} sessions x ${MEASURED.questions} questions (+${MEASURED.assignments} assignments), one of ${OTHER_CLASSES + 1} such classes`,
      baseline:
        'GET /api/sessions?limit=1 on the same server and token (sign-in check, staff check, one indexed read)',
      columns: ['endpoint', 'requests', 'p50 (ms)', 'p99 (ms)', 'p99 x baseline', 'response (KB)'],
      rows: [
        latencyRow('GET /api/classes/:id/analytics', classLatency),
        latencyRow('GET /api/classes/:id/children/:childId/analytics', childLatency),
        latencyRow('baseline: GET /api/sessions?limit=1', baseline),
      ],
      targets: [
        {
          text: `class analytics p99 <= ${P99_TARGET_MS} ms (is ${round(classP99, 1)})`,
          met: classP99 <= P99_TARGET_MS,
        },
        {
          text: `query plans read indexes, no sequential scan of a large table (${flagged.length === 0 ? 'none' : flagged.join('; ')})`,
          met: flagged.length === 0,
        },
      ],
      notes: [
        `Load average at the start and end of the run: ${loadStart} / ${loadAverage()} (1, 5, 15 min; ${cpus().length} CPUs): other work on the machine inflates every timing here.`,
        `Data: ${counts?.answers} session answers in ${counts?.sessions} sessions (seeded in ${seedSeconds} s, then VACUUM ANALYZE). Requests are sequential over keep-alive from the bench process to the API in its own process (NODE_ENV=production); the first ${WARM_UP} of each endpoint are warm-up and not counted.`,
        "Query plans: EXPLAIN ANALYZE of each statement the server sent for one request (as postgres.js sent it, with its parameters; the export's cursors once each), by index read and any sequential scan:",
        ...plans.map(
          (plan) =>
            `- ${plan.name}: ${plan.indexes.length > 0 ? plan.indexes.join(', ') : 'no index'}${
              plan.seqScans.length > 0
                ? `; seq scan of ${plan.seqScans.map((s) => `${s.table} (${s.rows} rows)`).join(', ')}`
                : ''
            }; ${round(plan.executionMs, 2)} ms`,
        ),
      ],
      raw: { class: classLatency.ms, child: childLatency.ms, baseline: baseline.ms, plans },
    };

    const memoryRow = (name: string, d: Download) => [
      name,
      round(d.seconds, 2),
      mb(d.bytes),
      d.lines,
      `${mb(d.memory.start.heapUsed)} -> ${mb(d.memory.peak.heapUsed)}`,
      mb(d.memory.peak.heapUsed - d.memory.start.heapUsed),
      mb(d.memory.peak.rss - d.memory.start.rss),
      mb(d.memory.live.peak - d.memory.live.start),
      d.memory.count,
    ];
    const liveGrowth = (d: Download) => d.memory.live.peak - d.memory.live.start;
    const streamGrowth = Math.max(liveGrowth(fast), liveGrowth(slow));
    // The buffered export holds its rows between two samples (one query result, one string), so
    // its raw heap peak is what it held; the streams' live heap says what they really kept.
    const bufferedGrowth = buffered.memory.peak.heapUsed - buffered.memory.start.heapUsed;
    const csvSection: BenchSection = {
      id: 'analytics-csv',
      title: `CSV export of ${exportAnswers.toLocaleString('en')} answers: the server's memory while it streams`,
      baseline:
        'the same answers read in one query and written as one CSV string, on the same server (an export that does not stream)',
      columns: [
        'export',
        'seconds',
        'MB sent',
        'lines',
        'heap start -> peak (MB)',
        'heap peak - start (MB)',
        'RSS peak - start (MB)',
        'live heap peak - start (MB)',
        'samples',
      ],
      rows: [
        memoryRow('GET /api/classes/:id/report.csv, client reads at full speed', fast),
        memoryRow('the same, client pauses 2 ms per chunk (backpressure)', slow),
        memoryRow('baseline: buffered in memory', buffered),
      ],
      targets: [
        {
          text: `memory flat while streaming: live heap peak - start <= ${FLAT_MB} MB (is ${mb(streamGrowth)} MB; the buffered baseline's raw heap grew ${mb(bufferedGrowth)} MB)`,
          met: streamGrowth <= FLAT_MB * MB,
        },
        {
          text: `every answer exported (${exportAnswers} answer lines + 1 header + the summary block)`,
          met: fast.lines >= exportAnswers + 1 && slow.lines === fast.lines,
        },
      ],
      notes: [
        "The API process samples process.memoryUsage() every 5 ms from just before the request (after a forced GC) to the end of the download; every 250 ms it forces a full GC and samples the heap still alive (the live heap: heapUsed without the garbage V8 has not collected yet, which the raw heap columns include). The export reads the class's session answers through one PostgreSQL cursor and its assignment answers through another, 1,000 rows a batch (sessions in order, each one's answers by its index and sorted on their own), and csv-stringify writes them through stream.pipeline, which pulls the next rows only when the socket drains.",
      ],
      raw: { fast, slow, buffered },
    };
    return [analyticsSection, csvSection];
  } finally {
    await server?.stop();
    await sql.end();
    await database.close();
    await dropScratch(adminUrl, url);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
