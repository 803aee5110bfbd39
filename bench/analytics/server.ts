/**
 * The API as the bench measures it: its own process (so its heap and RSS are the server's
 * alone), listening on a free port, with a sampler of its memory the bench starts and stops
 * over IPC. Also serves the baseline of the export bench: the same answers read in one query and
 * written as one CSV string (what an export that does not stream holds in memory). On request
 * it also hands over the statements it sent, for the bench to EXPLAIN.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseApiConfig } from '@ttc/api/config';
import { createApp } from '@ttc/api/create-app';
import type { Database } from '@ttc/api/db/client';
import * as schema from '@ttc/api/db/schema';
import { createLogger } from '@ttc/api/logger';
import { stringify } from 'csv-stringify/sync';
import { and, asc, eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';

export type SamplerReply = {
  type: 'samples';
  start: { heapUsed: number; rss: number };
  peak: { heapUsed: number; rss: number };
  end: { heapUsed: number; rss: number };
  /** The heap after a full GC (every LIVE_EVERY samples): what is really held. */
  live: { start: number; peak: number };
  count: number;
};

/** Every this many samples (250 ms), a full GC and a sample of the heap still alive. */
const LIVE_EVERY = 50;

const SAMPLE_MS = 5;
const config = parseApiConfig(process.env);
const logger = createLogger(config);
// The database is migrated by the bench; this pool notes every statement it sends while the
// bench asks (postgres.js' debug hook sees drizzle's queries and the export's cursors alike).
let capturing = false;
const captured = new Map<string, unknown[]>();
const client = postgres(config.databaseUrl ?? '', {
  max: 10,
  onnotice: () => {},
  debug: (_connection, query, params) => {
    if (capturing && !captured.has(query)) captured.set(query, params);
  },
});
const database: Database = {
  db: drizzle({ client, schema }),
  kind: 'postgres',
  ping: async () => {},
  close: () => client.end({ timeout: 5 }),
};
const { classroomSessions, sessionAnswers, sessionPlayers } = schema;
const app = createApp({ config, database, logger });

// The baseline: every answer of the class in one array, then one string.
app.get('/bench/buffered.csv', async (req, res) => {
  const classId = String(req.query.classId);
  const rows = await database.db
    .select({
      at: classroomSessions.startedAt,
      nickname: sessionPlayers.nickname,
      character: sessionPlayers.characterId,
      question: sessionAnswers.questionIndex,
      type: sessionAnswers.questionType,
      skill: sessionAnswers.skill,
      correctTime: sessionAnswers.correctTime,
      given: sessionAnswers.given,
      correct: sessionAnswers.correct,
      answerMs: sessionAnswers.answerMs,
      tag: sessionAnswers.tag,
    })
    .from(classroomSessions)
    .innerJoin(sessionAnswers, eq(sessionAnswers.sessionId, classroomSessions.id))
    .innerJoin(
      sessionPlayers,
      and(
        eq(sessionPlayers.sessionId, sessionAnswers.sessionId),
        eq(sessionPlayers.playerId, sessionAnswers.playerId),
      ),
    )
    .where(eq(classroomSessions.classId, classId))
    .orderBy(asc(classroomSessions.startedAt), asc(sessionAnswers.questionIndex));
  res.type('text/csv').send(`\ufeff${stringify(rows.map((r) => Object.values(r)))}`);
});

const server = createServer(app);
server.listen(0, '127.0.0.1', () => {
  process.send?.({ type: 'ready', port: (server.address() as AddressInfo).port });
});

let timer: NodeJS.Timeout | null = null;
let start = { heapUsed: 0, rss: 0 };
let peak = { heapUsed: 0, rss: 0 };
let count = 0;
let live = { start: 0, peak: 0 };
const gc = () => (globalThis as { gc?: () => void }).gc?.();
const sample = () => {
  const { heapUsed, rss } = process.memoryUsage();
  peak = { heapUsed: Math.max(peak.heapUsed, heapUsed), rss: Math.max(peak.rss, rss) };
  count++;
  if (count % LIVE_EVERY === 0) {
    gc();
    live.peak = Math.max(live.peak, process.memoryUsage().heapUsed);
  }
  return { heapUsed, rss };
};

process.on('message', (message: { type: string }) => {
  if (message.type === 'sample-start') {
    // A collected heap to start from (the process runs with --expose-gc).
    gc();
    peak = { heapUsed: 0, rss: 0 };
    count = 0;
    start = sample();
    live = { start: start.heapUsed, peak: start.heapUsed };
    timer = setInterval(sample, SAMPLE_MS);
    process.send?.({ type: 'sampling' });
  } else if (message.type === 'sample-stop') {
    if (timer) clearInterval(timer);
    const end = sample();
    const reply: SamplerReply = { type: 'samples', start, peak, end, live, count };
    process.send?.(reply);
  } else if (message.type === 'capture-start') {
    captured.clear();
    capturing = true;
    process.send?.({ type: 'capturing' });
  } else if (message.type === 'capture-stop') {
    capturing = false;
    const queries = [...captured].map(([query, params]) => ({ query, params }));
    process.send?.({ type: 'queries', queries });
  } else if (message.type === 'stop') {
    server.close();
    server.closeAllConnections();
    void database.close().then(() => process.exit(0));
  }
});
