import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseApiConfig } from '@ttc/api/config';
import { createApp } from '@ttc/api/create-app';
import { type Database, openDatabase } from '@ttc/api/db/client';
import { classroomSessions, sessionAnswers, sessionPlayers, users } from '@ttc/api/db/schema';
import { createLogger } from '@ttc/api/logger';
import { createResultsOutbox } from '@ttc/realtime-server/results/create-results-outbox';
import type { ResultsOutbox } from '@ttc/realtime-server/results/results-outbox';
import { sessionOptions } from '@ttc/shared-protocol/classroom/options';
import type { SessionResults } from '@ttc/shared-protocol/classroom/results';
import type { RoomState } from '@ttc/shared-protocol/classroom/state';
import {
  accept,
  currentQuestion,
  joinEvent,
  ROOM_CODE,
  rightAnswer,
  student,
  T0,
  wrongAnswer,
} from '@ttc/shared-protocol/classroom/testing/builders';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

// The realtime results outbox against the real API (its routes, credential check, validation and
// tables on PGlite), over live HTTP: on the memory outbox and, with REDIS_URL, on Redis.

const redisUrl = process.env.REDIS_URL;
const TOKEN = `delivery-test-${randomBytes(24).toString('base64url')}`;
const silent = createLogger({ logLevel: 'silent' });
const tmp = mkdtempSync(path.join(tmpdir(), 'ttc-results-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/**
 * The API on a fixed port that can go down (nothing listens: connections are refused) and come
 * back, on the same database. `token` is its INTERNAL_API_TOKEN (null: unset, it answers 503).
 */
async function startApi(database: Database) {
  let server: Server | null = null;
  let port = 0;
  const api = {
    url: '',
    async up(token: string | null = TOKEN) {
      const config = parseApiConfig({
        NODE_ENV: 'test',
        AUTH_JWT_SECRET: 'a'.repeat(40),
        ...(token ? { INTERNAL_API_TOKEN: token } : {}),
      });
      server = createServer(createApp({ config, database, logger: silent }));
      await new Promise<void>((resolve) => server?.listen(port, '127.0.0.1', resolve));
      port = (server.address() as AddressInfo).port;
      api.url = `http://127.0.0.1:${port}`;
    },
    async down() {
      const running = server;
      server = null;
      if (!running) return;
      running.closeAllConnections();
      await new Promise<void>((resolve) => running.close(() => resolve()));
    },
  };
  await api.up();
  return api;
}

/**
 * A round played through the reducer for `hostId`: three students, three questions (multiple
 * choice, set the clock, multiple choice); seats 1 and 2 right on question 0, seat 3 wrong;
 * seat 1 right and seat 2 wrong on question 1; the host ends while question 2 is open.
 */
function finishedRound(hostId: string): SessionResults {
  const host = { role: 'host' as const, userId: hostId };
  let state: RoomState = accept(
    null,
    {
      type: 'create',
      actor: host,
      code: ROOM_CODE,
      sessionId: randomUUID(),
      options: sessionOptions({ questionCount: 3, questionTypes: ['set_time', 'multiple_choice'] }),
    },
    T0,
  ).state;
  for (let i = 1; i <= 3; i++) state = accept(state, joinEvent(i), T0 + i).state;
  let now = T0 + 10_000;
  state = accept(state, { type: 'start', actor: host, seed: 3 }, now).state;
  const answer = (seat: number, right: boolean, questionIndex: number) => {
    const question = currentQuestion(state);
    now += 1500;
    const given = right ? rightAnswer(question) : wrongAnswer(question);
    state = accept(
      state,
      { type: 'answer', actor: student(seat), questionIndex, answer: given },
      now,
    ).state;
  };
  answer(1, true, 0);
  answer(2, true, 0);
  answer(3, false, 0);
  const later = () => {
    now += 1000;
    return now;
  };
  state = accept(state, { type: 'next', actor: host, questionIndex: 0 }, later()).state;
  answer(1, true, 1);
  answer(2, false, 1);
  state = accept(state, { type: 'close', actor: host, questionIndex: 1 }, later()).state;
  state = accept(state, { type: 'next', actor: host, questionIndex: 1 }, later()).state;
  const ended = accept(state, { type: 'end', actor: host }, later());
  const effect = ended.effects.find((e) => e.type === 'persist-results');
  if (effect?.type !== 'persist-results') throw new Error('the round persisted nothing');
  return effect.results;
}

const outboxBackends = [
  { name: 'memory', redisUrl: undefined as string | undefined },
  ...(redisUrl ? [{ name: 'redis', redisUrl }] : []),
];
const prefixes: string[] = [];
afterAll(async () => {
  if (!redisUrl) return;
  const client = new Redis(redisUrl);
  for (const prefix of prefixes) {
    const keys = await client.keys(`${prefix}*`);
    if (keys.length > 0) await client.del(...keys);
  }
  await client.quit();
});

describe.each(outboxBackends)('results outbox to the real API, outbox on $name', (backend) => {
  let database: Database;
  let api: Awaited<ReturnType<typeof startApi>>;
  let teacherId: string;
  const outboxes: ResultsOutbox[] = [];

  beforeAll(async () => {
    database = await openDatabase(
      { databaseUrl: undefined, dataDir: path.join(tmp, backend.name) },
      silent,
    );
    api = await startApi(database);
    const [teacher] = await database.db
      .insert(users)
      .values({ email: `teacher-${randomUUID()}@school.example` })
      .returning({ id: users.id });
    if (!teacher) throw new Error('no teacher');
    teacherId = teacher.id;
  }, 60_000);
  afterEach(async () => {
    for (const box of outboxes.splice(0)) await box.close();
    await api.down();
    await api.up();
  });
  afterAll(async () => {
    await api.down();
    await database.close();
  });

  function outbox(keyPrefix = `ttc-test:delivery:${randomBytes(6).toString('hex')}:`) {
    prefixes.push(keyPrefix);
    const box = createResultsOutbox(
      { redisUrl: backend.redisUrl, apiUrl: () => api.url, token: TOKEN },
      {
        logger: silent,
        keyPrefix,
        firstRetryDelayMs: 10,
        maxRetryDelayMs: 100,
        pollIntervalMs: 100,
        leaseMs: 2_000,
      },
    );
    outboxes.push(box);
    return box;
  }

  const stored = async (sessionId: string) => ({
    sessions: (
      await database.db.select().from(classroomSessions).where(eq(classroomSessions.id, sessionId))
    ).length,
    players: (
      await database.db.select().from(sessionPlayers).where(eq(sessionPlayers.sessionId, sessionId))
    ).length,
    answers: (
      await database.db.select().from(sessionAnswers).where(eq(sessionAnswers.sessionId, sessionId))
    ).length,
  });

  it('When a round ends, then the API stores its session, players and answers with their tags, once', async () => {
    const box = outbox();
    box.start();
    const results = finishedRound(teacherId);
    await box.persist(results);
    await vi.waitFor(async () => expect(await box.pendingCount()).toBe(0), { timeout: 10_000 });

    expect(await stored(results.sessionId)).toEqual({ sessions: 1, players: 3, answers: 5 });
    const [session] = await database.db
      .select()
      .from(classroomSessions)
      .where(eq(classroomSessions.id, results.sessionId));
    expect(session).toMatchObject({
      teacherId,
      roomCode: ROOM_CODE,
      endReason: 'ended_early',
      playerCount: 3,
      questionCount: 3,
      answerCount: 5,
      // Question 2 was open when the host ended: nobody answered it, so all three missed it.
      mostMissedIndex: 2,
      mostMissedCount: 3,
    });
    const tags = (
      await database.db
        .select({ tag: sessionAnswers.tag, correct: sessionAnswers.correct })
        .from(sessionAnswers)
        .where(eq(sessionAnswers.sessionId, results.sessionId))
    )
      .filter((a) => !a.correct)
      .map((a) => a.tag);
    expect(tags).toHaveLength(2);
    for (const tag of tags) expect(tag).not.toBeNull();
    expect(await box.parked()).toEqual([]);
  });

  it('When the API is down as the round ends and comes back later, then the round is stored once', async () => {
    await api.down();
    const box = outbox();
    box.start();
    const results = finishedRound(teacherId);
    await box.persist(results);
    await vi.waitFor(async () =>
      expect((await box.waiting())[0]?.attempts ?? 0).toBeGreaterThan(1),
    );
    expect(await stored(results.sessionId)).toEqual({ sessions: 0, players: 0, answers: 0 });

    await api.up();
    await vi.waitFor(async () => expect(await box.pendingCount()).toBe(0), { timeout: 10_000 });
    expect(await stored(results.sessionId)).toEqual({ sessions: 1, players: 3, answers: 5 });
  });

  it('When the API has no INTERNAL_API_TOKEN yet (503), then the round waits and is stored once the token is set', async () => {
    await api.down();
    await api.up(null);
    const box = outbox();
    box.start();
    const results = finishedRound(teacherId);
    await box.persist(results);
    await vi.waitFor(async () => {
      const [entry] = await box.waiting();
      expect(entry?.lastError).toMatch(/^503 unavailable/);
    });

    await api.down();
    await api.up(TOKEN);
    await vi.waitFor(async () => expect(await box.pendingCount()).toBe(0), { timeout: 10_000 });
    expect(await stored(results.sessionId)).toEqual({ sessions: 1, players: 3, answers: 5 });
    expect(await box.parked()).toEqual([]);
  });

  it('When the API refuses a round for good (its id is stored for another teacher: 409), then it is parked, not retried, and the stored one is untouched', async () => {
    const box = outbox();
    box.start();
    const first = finishedRound(teacherId);
    await box.persist(first);
    await vi.waitFor(async () => expect(await box.pendingCount()).toBe(0), { timeout: 10_000 });

    const [other] = await database.db
      .insert(users)
      .values({ email: `other-${randomUUID()}@school.example` })
      .returning({ id: users.id });
    const clash = { ...finishedRound(other?.id ?? ''), sessionId: first.sessionId };
    await box.persist(clash);
    await vi.waitFor(async () => expect(await box.parked()).toHaveLength(1), { timeout: 10_000 });
    const [parked] = await box.parked();
    expect(parked).toMatchObject({ id: first.sessionId, status: 409, attempts: 1 });
    expect(parked?.lastError).toContain('conflict');
    expect(await box.pendingCount()).toBe(0);
    const [session] = await database.db
      .select()
      .from(classroomSessions)
      .where(eq(classroomSessions.id, first.sessionId));
    expect(session?.teacherId).toBe(teacherId);
  });

  it('When the same round is handed over twice (a retry after a lost answer), then the API stores it once', async () => {
    const box = outbox();
    box.start();
    const results = finishedRound(teacherId);
    await box.persist(results);
    await vi.waitFor(async () => expect(await box.pendingCount()).toBe(0), { timeout: 10_000 });
    await box.persist(structuredClone(results));
    await vi.waitFor(async () => expect(await box.pendingCount()).toBe(0), { timeout: 10_000 });
    expect(await stored(results.sessionId)).toEqual({ sessions: 1, players: 3, answers: 5 });
  });

  if (backend.name === 'redis') {
    it('When the realtime server restarts while the API is down, then the next run delivers what the last one kept, stored once', async () => {
      await api.down();
      const keyPrefix = `ttc-test:delivery:${randomBytes(6).toString('hex')}:`;
      const before = outbox(keyPrefix);
      before.start();
      const rounds = [finishedRound(teacherId), finishedRound(teacherId)];
      for (const round of rounds) await before.persist(round);
      await vi.waitFor(async () =>
        expect((await before.waiting()).every((e) => e.attempts > 0)).toBe(true),
      );
      await before.close();

      await api.up();
      const after = outbox(keyPrefix);
      expect(await after.pendingCount()).toBe(2);
      after.start();
      await vi.waitFor(async () => expect(await after.pendingCount()).toBe(0), { timeout: 10_000 });
      for (const round of rounds) {
        expect(await stored(round.sessionId)).toEqual({ sessions: 1, players: 3, answers: 5 });
      }
    });
  }
});
