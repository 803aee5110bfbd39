import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sessionResultsSchema } from '@ttc/shared-protocol/api/session-results';
import { Redis } from 'ioredis';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { createHttpResultsSender } from '../src/results/http-results-sender';
import { MemoryOutboxStore } from '../src/results/memory-outbox-store';
import type { ResultsOutboxStore } from '../src/results/outbox-store';
import { RedisOutboxStore } from '../src/results/redis-outbox-store';
import { ResultsOutbox } from '../src/results/results-outbox';
import { toResultsPayload } from '../src/results/results-payload';
import { finishedRound } from './support/finished-round';
import { deleteKeysWithPrefix, randomKeyPrefix } from './support/redis-keys';
import { silentLogger } from './support/silent-logger';

const redisUrl = process.env.REDIS_URL;
const TOKEN = 'outbox-test-token-0123456789abcdefghijklmnopq';

type Received = { headers: IncomingHttpHeaders; body: unknown };
type Reply = { status: number; body?: unknown };

/**
 * A stand-in for the API's internal results route: records every request and answers with the
 * next scripted reply (then 200 `stored`, or `already_stored` for an id it stored before, as the
 * API does). The real API is exercised in server/test/results-delivery.test.ts.
 */
async function startFakeApi() {
  const received: Received[] = [];
  const replies: Reply[] = [];
  const stored = new Set<string>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null') as {
        sessionId?: string;
      } | null;
      received.push({ headers: req.headers, body });
      const scripted = replies.shift();
      const id = body?.sessionId ?? '';
      const reply: Reply = scripted ?? {
        status: 200,
        body: { sessionId: id, outcome: stored.has(id) ? 'already_stored' : 'stored' },
      };
      if (reply.status === 200) stored.add(id);
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(reply.body ?? {}));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    received,
    /** Replies for the next requests, in order. */
    script: (...next: Reply[]) => replies.push(...next),
    postsFor: (id: string) =>
      received.filter((r) => (r.body as { sessionId?: string } | null)?.sessionId === id),
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
type FakeApi = Awaited<ReturnType<typeof startFakeApi>>;

/** A port nothing listens on (taken, then freed): connections to it are refused. */
async function deadUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

type Backend = { name: string; makeStore: (keyPrefix: string) => ResultsOutboxStore };
const backends: Backend[] = [{ name: 'memory', makeStore: () => new MemoryOutboxStore() }];
if (redisUrl) {
  backends.push({
    name: 'redis',
    makeStore: (keyPrefix) => {
      const client = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
      client.on('error', () => {});
      return new RedisOutboxStore(client, { keyPrefix });
    },
  });
}

const usedPrefixes: string[] = [];
afterAll(async () => {
  if (!redisUrl) return;
  const client = new Redis(redisUrl);
  for (const prefix of usedPrefixes) await deleteKeysWithPrefix(client, prefix);
  await client.quit();
});

describe.each(backends)('results outbox on $name', (backend) => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function fakeApi(): Promise<FakeApi> {
    const api = await startFakeApi();
    cleanups.push(api.stop);
    return api;
  }

  /** An outbox with fast retries (a few ms), delivering to `apiUrl`. */
  function outbox(
    apiUrl: string | (() => string | null),
    options: { keyPrefix?: string; store?: ResultsOutboxStore; token?: string | null } = {},
  ) {
    const keyPrefix = options.keyPrefix ?? randomKeyPrefix('outbox');
    usedPrefixes.push(keyPrefix);
    const box = new ResultsOutbox({
      store: options.store ?? backend.makeStore(keyPrefix),
      send: createHttpResultsSender({
        apiUrl,
        token: options.token === undefined ? TOKEN : options.token,
      }),
      logger: silentLogger,
      firstRetryDelayMs: 5,
      maxRetryDelayMs: 40,
      pollIntervalMs: 50,
      leaseMs: 2_000,
    });
    cleanups.push(() => box.close());
    return box;
  }

  it('When a finished round is persisted, then the API gets one POST with the bearer credential and a body its schema accepts, and nothing waits any more', async () => {
    const api = await fakeApi();
    const box = outbox(api.url);
    box.start();
    const results = finishedRound();
    await box.persist(results);

    await vi.waitFor(async () => expect(await box.pendingCount()).toBe(0));
    expect(api.received).toHaveLength(1);
    const [request] = api.received;
    expect(request?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(request?.headers['content-type']).toBe('application/json');
    const body = sessionResultsSchema.parse(request?.body);
    expect(body).toMatchObject({
      sessionId: results.sessionId,
      teacherId: results.hostId,
      roomCode: '123456',
      endReason: 'completed',
    });
    expect(body.players.map((p) => [p.nickname, p.score, p.rank])).toEqual([
      ['Brave Panda', 200, 1],
      ['Quick Panda', 100, 2],
      ['Clever Panda', 0, 3],
    ]);
    expect(body.answers.map((a) => [a.playerId, a.questionIndex, a.correct, a.tag])).toEqual([
      ['seat-000001', 0, true, null],
      ['seat-000002', 0, true, null],
      ['seat-000003', 0, false, 'past_to_reversed'],
      ['seat-000001', 1, true, null],
      ['seat-000002', 1, false, 'off_by_one_hour'],
    ]);
    expect(body.questions.map((q) => [q.type, q.skipped])).toEqual([
      ['multiple_choice', false],
      ['set_time', false],
      ['multiple_choice', true],
    ]);
    expect(await box.parked()).toEqual([]);
  });

  it('When the host ended early, then the body says ended_early', async () => {
    const api = await fakeApi();
    const box = outbox(api.url);
    box.start();
    await box.persist(finishedRound({ endEarly: true }));
    await vi.waitFor(() => expect(api.received).toHaveLength(1));
    expect(sessionResultsSchema.parse(api.received[0]?.body).endReason).toBe('ended_early');
  });

  it('When the API is down, then the round waits and is retried until the API is up, and it arrives once', async () => {
    let url = await deadUrl();
    const box = outbox(() => url);
    box.start();
    const results = finishedRound();
    await box.persist(results);
    // Several refused attempts, each counted on the entry.
    await vi.waitFor(async () => {
      const [entry] = await box.waiting();
      expect(entry?.attempts ?? 0).toBeGreaterThanOrEqual(3);
    });
    expect(await box.pendingCount()).toBe(1);

    const api = await fakeApi();
    url = api.url;
    await vi.waitFor(async () => expect(await box.pendingCount()).toBe(0));
    expect(api.postsFor(results.sessionId)).toHaveLength(1);
  });

  it('When the API answers 503, 500, 429 or 401 a few times, then each is retried and the round is delivered once after', async () => {
    const api = await fakeApi();
    api.script(
      { status: 503, body: { error: { code: 'unavailable', message: 'token not set' } } },
      { status: 500, body: { error: { code: 'internal', message: 'boom' } } },
      { status: 429, body: { error: { code: 'rate_limited', message: 'slow down' } } },
      { status: 401, body: { error: { code: 'unauthorized', message: 'no credential' } } },
    );
    const box = outbox(api.url);
    box.start();
    const results = finishedRound();
    await box.persist(results);
    await vi.waitFor(async () => expect(await box.pendingCount()).toBe(0));
    expect(api.postsFor(results.sessionId)).toHaveLength(5);
    expect(await box.parked()).toEqual([]);
  });

  it.each([
    [400, 'validation_failed', 'answers.0.playerId: is not a player'],
    [409, 'conflict', 'Results for this session id are already stored for another teacher.'],
    [413, 'payload_too_large', 'The request body is too large (the limit is 16 MB).'],
  ])(
    'When the API answers %i (it can never succeed), then the round is parked with the reason after one attempt and never sent again',
    async (status, code, message) => {
      const api = await fakeApi();
      api.script({ status, body: { error: { code, message } } });
      const box = outbox(api.url);
      box.start();
      const results = finishedRound();
      await box.persist(results);

      await vi.waitFor(async () => expect(await box.parked()).toHaveLength(1));
      const [parked] = await box.parked();
      expect(parked).toMatchObject({
        id: results.sessionId,
        status,
        attempts: 1,
        lastError: `${status} ${code}: ${message}`,
      });
      expect(JSON.parse(parked?.body ?? '{}').sessionId).toBe(results.sessionId);
      expect(await box.pendingCount()).toBe(0);
      // Persisting it again does not bring it back: it waits for an operator.
      await box.persist(results);
      expect(await box.pendingCount()).toBe(0);
      // Another round still goes through: the parked one blocks nothing.
      const next = finishedRound();
      await box.persist(next);
      await vi.waitFor(() => expect(api.postsFor(next.sessionId)).toHaveLength(1));
      expect(api.postsFor(results.sessionId)).toHaveLength(1);
    },
  );

  it('When the same round is persisted twice before delivery, then it is kept and sent once', async () => {
    const api = await fakeApi();
    const box = outbox(api.url);
    const results = finishedRound();
    await box.persist(results);
    await box.persist(structuredClone(results));
    expect(await box.pendingCount()).toBe(1);
    box.start();
    await vi.waitFor(async () => expect(await box.pendingCount()).toBe(0));
    expect(api.postsFor(results.sessionId)).toHaveLength(1);
  });

  it('When the acknowledgement is lost and the round is sent again, then the API answers already_stored and the outbox is done', async () => {
    const api = await fakeApi();
    // The API stored it but the answer never arrived (a 502 from a proxy in between).
    api.script({ status: 502, body: 'Bad Gateway' });
    const box = outbox(api.url);
    box.start();
    const results = finishedRound();
    await box.persist(results);
    await vi.waitFor(async () => expect(await box.pendingCount()).toBe(0));
    expect(api.postsFor(results.sessionId)).toHaveLength(2);
  });

  it('When the host has no account id (a development token), then nothing is queued or sent', async () => {
    const api = await fakeApi();
    const box = outbox(api.url);
    box.start();
    await box.persist(finishedRound({ hostId: 'teacher-1' }));
    expect(await box.pendingCount()).toBe(0);
    expect(api.received).toEqual([]);
  });

  it('When no API URL is configured yet, then rounds wait in the outbox and go out once it is', async () => {
    let url: string | null = null;
    const box = outbox(() => url);
    box.start();
    const results = finishedRound();
    await box.persist(results);
    await vi.waitFor(async () =>
      expect((await box.waiting())[0]?.attempts ?? 0).toBeGreaterThan(0),
    );
    const api = await fakeApi();
    url = api.url;
    await vi.waitFor(async () => expect(await box.pendingCount()).toBe(0));
    expect(api.postsFor(results.sessionId)).toHaveLength(1);
  });

  it('When the outbox store fails to take a round, then it is held in memory and written and delivered once the store answers', async () => {
    const api = await fakeApi();
    const keyPrefix = randomKeyPrefix('outbox');
    const inner = backend.makeStore(keyPrefix);
    let failures = 2;
    const flaky: ResultsOutboxStore = {
      add: (...args) => {
        if (failures > 0) {
          failures -= 1;
          return Promise.reject(new Error('Connection is closed.'));
        }
        return inner.add(...args);
      },
      claimDue: (...args) => inner.claimDue(...args),
      remove: (...args) => inner.remove(...args),
      discard: (...args) => inner.discard(...args),
      retryAt: (...args) => inner.retryAt(...args),
      park: (...args) => inner.park(...args),
      nextDueAt: () => inner.nextDueAt(),
      pendingCount: () => inner.pendingCount(),
      waiting: () => inner.waiting(),
      parked: () => inner.parked(),
      close: () => inner.close(),
    };
    const box = outbox(api.url, { store: flaky, keyPrefix });
    box.start();
    const results = finishedRound();
    await expect(box.persist(results)).resolves.toBeUndefined();
    expect(await box.pendingCount()).toBe(1);
    await vi.waitFor(async () => expect(await box.pendingCount()).toBe(0), { timeout: 5_000 });
    expect(api.postsFor(results.sessionId)).toHaveLength(1);
  });

  it('When many rounds finish at once, then each is delivered exactly once', async () => {
    const api = await fakeApi();
    const box = outbox(api.url);
    box.start();
    const rounds = Array.from({ length: 12 }, () => finishedRound());
    await Promise.all(rounds.map((r) => box.persist(r)));
    await vi.waitFor(async () => expect(await box.pendingCount()).toBe(0));
    for (const r of rounds) expect(api.postsFor(r.sessionId)).toHaveLength(1);
    expect(api.received).toHaveLength(12);
  });

  if (backend.name === 'redis') {
    it('When the realtime server restarts while the API is down, then the new run delivers what the old one kept, once', async () => {
      const keyPrefix = randomKeyPrefix('outbox');
      const first = outbox(await deadUrl(), { keyPrefix });
      first.start();
      const results = finishedRound();
      await first.persist(results);
      await vi.waitFor(async () =>
        expect((await first.waiting())[0]?.attempts ?? 0).toBeGreaterThan(0),
      );
      await first.close();

      const api = await fakeApi();
      const second = outbox(api.url, { keyPrefix });
      expect(await second.pendingCount()).toBe(1);
      second.start();
      await vi.waitFor(async () => expect(await second.pendingCount()).toBe(0));
      expect(api.postsFor(results.sessionId)).toHaveLength(1);
    });

    it('When two realtime nodes share one Redis, then rounds persisted on either are each delivered once', async () => {
      const keyPrefix = randomKeyPrefix('outbox');
      const api = await fakeApi();
      const a = outbox(api.url, { keyPrefix });
      const b = outbox(api.url, { keyPrefix });
      a.start();
      b.start();
      const rounds = Array.from({ length: 10 }, () => finishedRound());
      await Promise.all(rounds.map((r, i) => (i % 2 ? a : b).persist(r)));
      await vi.waitFor(async () => expect(await a.pendingCount()).toBe(0));
      for (const r of rounds) expect(api.postsFor(r.sessionId)).toHaveLength(1);
    });

    it('When a node dies while sending, then another node sends the round once its claim runs out', async () => {
      const keyPrefix = randomKeyPrefix('outbox');
      const api = await fakeApi();
      const store = backend.makeStore(keyPrefix);
      cleanups.push(() => store.close());
      // The dead node: it claimed the round (lease 300 ms) and never reported back.
      const payload = toResultsPayload(finishedRound());
      if (payload.kind !== 'send') throw new Error('expected a body');
      await store.add(payload.sessionId, JSON.stringify(payload.body), Date.now(), Date.now());
      expect(await store.claimDue(Date.now(), 300, 4)).toHaveLength(1);

      const survivor = outbox(api.url, { keyPrefix });
      survivor.start();
      await vi.waitFor(async () => expect(await survivor.pendingCount()).toBe(0));
      expect(api.postsFor(payload.sessionId)).toHaveLength(1);
    });
  }
});

it('When the results are mapped for the API, then no engine-only field (matches, wall-clock times, join times) is sent', () => {
  const payload = toResultsPayload(finishedRound({ hostId: randomUUID() }));
  if (payload.kind !== 'send') throw new Error('expected a body');
  const json = JSON.stringify(payload.body);
  for (const field of ['matches', 'answeredAt', 'joinedAt', 'answeredCount', 'hostId', 'round']) {
    expect(json).not.toContain(`"${field}"`);
  }
  expect(json).not.toMatch(/email|token/i);
});
