import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OneProcessServer, signInTeacher, type TeacherSession } from './support/09-one-process';
import { SmtpSink } from './support/smtp-sink';

/**
 * Finding 11: `GET /api/sessions?cursor=<base64url of [9e15, uuid]>` answered 500 (the cursor
 * decoded to an Invalid Date that reached the query). Every list route's query must be validated:
 * 400 for a bad cursor or limit, never a 500, whatever the query string holds.
 *
 * Replayed against the one-process server as a real process (`server/src/main.ts`), on PGlite,
 * and on PostgreSQL too when DATABASE_URL is set (PostgreSQL reads dates differently).
 */

const databaseUrl = process.env.DATABASE_URL || undefined;
const cursorOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** The last millisecond of year 9999: the latest end time a session cursor may carry. */
const LAST_MS = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

describe(`[11] list route queries (${databaseUrl ? 'PostgreSQL' : 'PGlite'})`, () => {
  let smtp: SmtpSink;
  let server: OneProcessServer;
  let teacher: TeacherSession;

  beforeAll(async () => {
    smtp = await SmtpSink.start();
    server = await OneProcessServer.start(smtp, databaseUrl ? { DATABASE_URL: databaseUrl } : {});
    teacher = await signInTeacher(server, smtp);
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  async function get(pathAndQuery: string, token: string | null = teacher.access_token) {
    const res = await fetch(`${server.url}${pathAndQuery}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
      signal: AbortSignal.timeout(20_000),
    });
    const text = await res.text();
    return { status: res.status, text };
  }

  it('[11-1] When the cursor holds an end time of 9e15 ms (an Invalid Date), then the answer is 400 validation_failed, not 500', async () => {
    const answer = await get(`/api/sessions?cursor=${cursorOf([9e15, randomUUID()])}`);
    expect(answer.status, answer.text).toBe(400);
    expect(JSON.parse(answer.text)).toEqual({
      error: { code: 'validation_failed', message: 'cursor: is not a page of this list.' },
    });
  });

  it.each([
    [
      'the largest Date (8.64e15, year 275760, which PostgreSQL cannot read)',
      [8.64e15, randomUUID()],
    ],
    ['one ms past year 9999', [LAST_MS + 1, randomUUID()]],
    ['a negative end time', [-1, randomUUID()]],
    ['a fractional end time', [1.5, randomUUID()]],
    ['a huge number', [1e308, randomUUID()]],
    ['an end time as a string', ['1757500000000', randomUUID()]],
    ['an id that is no uuid', [1_757_500_000_000, "x' OR 1=1 --"]],
    ['three members', [1, randomUUID(), 3]],
    ['an object', { endedAt: 1, id: randomUUID() }],
    ['a nested array', [[1], [randomUUID()]]],
    ['null', null],
  ])('[11-2] When the cursor holds %s, then the answer is 400', async (_what, value) => {
    const answer = await get(`/api/sessions?cursor=${cursorOf(value)}`);
    expect(answer.status, answer.text).toBe(400);
  });

  it('[11-3] When the cursor is the latest one allowed (year 9999), then the page is answered (the database reads that date)', async () => {
    const answer = await get(`/api/sessions?cursor=${cursorOf([LAST_MS, randomUUID()])}`);
    expect(answer.status, answer.text).toBe(200);
    expect(JSON.parse(answer.text)).toEqual({ sessions: [], nextCursor: null });
  });

  it.each([
    'limit=0',
    'limit=-1',
    'limit=NaN',
    'limit=Infinity',
    'limit=1e400',
    'limit=9e15',
    'limit=1.5',
    'limit=abc',
    'limit=',
    'limit=1&limit=2',
    'cursor=',
    'cursor=a&cursor=b',
    'cursor=%%%',
    'cursor=====',
    `cursor=${'A'.repeat(201)}`,
    'cursor=%F0%9F%98%80',
  ])('[11-4] When GET /api/sessions is asked with %s, then the answer is 400', async (query) => {
    const answer = await get(`/api/sessions?${query}`);
    expect(answer.status, answer.text).toBe(400);
    expect(JSON.parse(answer.text).error.code).toBe('validation_failed');
  });

  it.each([
    'utcOffsetMinutes=841',
    'utcOffsetMinutes=-721',
    'utcOffsetMinutes=9e15',
    'utcOffsetMinutes=NaN',
    'utcOffsetMinutes=1.5',
    'utcOffsetMinutes=60&utcOffsetMinutes=120',
  ])(
    '[11-5] When GET /api/user/:id/stats is asked with %s, then the answer is 400',
    async (query) => {
      const answer = await get(`/api/user/${teacher.user.id}/stats?${query}`);
      expect(answer.status, answer.text).toBe(400);
    },
  );

  it('[11-7] When a parameter name is written as an array or nested (limit[]=, cursor[a]=), then it is another, unknown name: ignored, as every unknown parameter is (Express reads query strings flat)', async () => {
    for (const query of ['limit[]=0', 'cursor[]=abc', 'limit[a]=-1', 'cursor[__proto__]=x']) {
      const answer = await get(`/api/sessions?${query}`);
      expect(answer.status, `${query}: ${answer.text}`).toBe(200);
    }
  });

  it('[11-6] When random and hostile query strings are sent to every GET route that takes a query, then none answers with a 5xx (fast-check)', async () => {
    // Each route with the parameters it reads (the fuzz mostly uses those) and the statuses a
    // request with the teacher's token may get.
    const routes = [
      { path: '/api/sessions', names: ['limit', 'cursor'], ok: [200, 400] },
      {
        path: `/api/user/${teacher.user.id}/stats`,
        names: ['utcOffsetMinutes'],
        ok: [200, 400],
      },
      { path: `/api/sessions/${randomUUID()}`, names: ['limit', 'cursor'], ok: [404] },
      { path: '/api/auth/user', names: [], ok: [200] },
      { path: '/api/levels', names: [], ok: [200] },
      { path: '/api/config', names: [], ok: [200] },
      { path: '/api/health', names: [], ok: [200] },
      { path: '/api/dev/outbox', names: ['to'], ok: [200, 400, 403, 404] },
      { path: '/auth/v1/user', names: [], ok: [200] },
      {
        path: '/auth/v1/verify',
        names: ['type', 'token', 'token_hash', 'redirect_to'],
        ok: [200, 303, 400, 403, 404],
      },
    ];
    let requests = 0;
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(hostileQuery(route.names), async (query) => {
          requests += 1;
          const res = await fetch(`${server.url}${route.path}?${query}`, {
            headers: { authorization: `Bearer ${teacher.access_token}` },
            redirect: 'manual',
            signal: AbortSignal.timeout(20_000),
          });
          await res.arrayBuffer();
          // 414/431: Node refuses a request line or headers that are too long; also no 5xx.
          const allowed = [...route.ok, 414, 431];
          if (!allowed.includes(res.status)) {
            throw new Error(`${route.path}?${query.slice(0, 300)} answered ${res.status}`);
          }
        }),
        { numRuns: 300 },
      );
    }
    console.info(`[11-6] ${requests} fuzzed requests over ${routes.length} routes, none a 5xx`);
  }, 300_000);
});

// ---- Hostile query strings ---------------------------------------------------------------------

const uuid = fc.uuid();
/** Numbers that once slipped through: huge, tiny, negative, not finite, not whole. */
const hostileNumber = fc.oneof(
  fc.constantFrom('9e15', '8.64e15', '1e400', '-1', '-0', '0', 'NaN', 'Infinity', '-Infinity'),
  fc.constantFrom('1.5', '0x10', '1e3', '99999999999999999999', '2147483648', ' 5 ', '٣'),
  fc.double().map(String),
  fc.integer().map(String),
  fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String),
);
/** End times around every edge: a Date's limit (8.64e15), year 9999, the safe integers. */
const edgeTime = fc.oneof(
  fc.constantFrom(0, -1, 8.64e15, 8.64e15 + 1, 9e15, Number.MAX_SAFE_INTEGER, LAST_MS, LAST_MS + 1),
  fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
  fc.double(),
);
/** base64url of JSON: cursors that look right but for their numbers, and any other shape. */
const encodedJson = fc
  .oneof(
    { arbitrary: fc.tuple(edgeTime, uuid), weight: 3 },
    { arbitrary: fc.tuple(fc.integer({ min: 0, max: LAST_MS }), uuid), weight: 1 },
    { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 2 },
  )
  .map((value) => Buffer.from(JSON.stringify(value) ?? 'null').toString('base64url'));
const badBase64 = fc.oneof(
  fc.constantFrom('%%%', '====', '@@@', '%00', '%E0%A4%A', '%zz', '..%2F..%2F', '\u0000'),
  fc.string({ unit: 'binary', maxLength: 40 }),
);
const longValue = fc.integer({ min: 1_000, max: 6_000 }).map((n) => 'A'.repeat(n));
const value = fc.oneof(
  { arbitrary: encodedJson, weight: 3 },
  { arbitrary: hostileNumber, weight: 3 },
  { arbitrary: badBase64, weight: 2 },
  { arbitrary: longValue, weight: 1 },
  { arbitrary: fc.string({ maxLength: 30 }), weight: 1 },
  { arbitrary: fc.constant(''), weight: 1 },
);
/** Other names: arrays (`a[]`) and nested (`a[b]`) forms, prototype keys, anything. */
const otherKey = fc.oneof(
  fc.constantFrom('limit[]', 'cursor[]', 'limit[a]', 'cursor[__proto__]', 'a[b][c]', 'a.b'),
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty'),
  fc.string({ minLength: 1, maxLength: 12 }),
);

/**
 * Query strings: one pair or up to six, mostly of the route's own parameters (`names`), each
 * encoded or sent raw (malformed percent escapes kept; only `#` would cut it short); or one name
 * repeated (an array in Express's parser); or bare separators.
 */
function hostileQuery(names: string[]): fc.Arbitrary<string> {
  const key =
    names.length > 0
      ? fc.oneof(
          { arbitrary: fc.constantFrom(...names), weight: 4 },
          { arbitrary: otherKey, weight: 1 },
        )
      : otherKey;
  const pair = fc
    .tuple(key, value, fc.boolean())
    .map(([k, v, raw]) =>
      raw
        ? `${k}=${v}`.replace(/#/g, '%23').replace(/\s/g, '%20')
        : `${encodeURIComponent(k)}=${encodeURIComponent(v)}`,
    );
  return fc.oneof(
    // One parameter alone: nothing else in the query is refused before it.
    { arbitrary: pair, weight: 4 },
    {
      arbitrary: fc.array(pair, { minLength: 2, maxLength: 6 }).map((p) => p.join('&')),
      weight: 4,
    },
    {
      arbitrary: fc
        .tuple(key, fc.array(value, { minLength: 2, maxLength: 4 }))
        .map(([k, vs]) =>
          vs.map((v) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&'),
        ),
      weight: 1,
    },
    {
      arbitrary: fc.constantFrom('&&&', '=', '==&=', 'limit', 'cursor', '%', '?', '[]=1', 'a[=1'),
      weight: 1,
    },
  );
}
