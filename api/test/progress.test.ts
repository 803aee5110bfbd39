import { randomUUID } from 'node:crypto';
import {
  type ProgressAnswerInput,
  progressGameResponseSchema,
} from '@ttc/shared-protocol/api/progress';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { progressAnswers, progressGames, users } from '../src/db/schema';
import { type SignedInTestUser, signInTestUser } from './support/sign-in';
import { startTestApp, type TestApp } from './support/test-app';
import { testBackends } from './support/test-database';

const NOW = Date.parse('2026-03-02T12:00:00Z');
const UNAUTHORIZED = { error: { code: 'unauthorized', message: 'You need to sign in.' } };

/** A game of ten answers, the first `correct` right, the rest wrong, one second apart. */
function tenAnswers(correct: number, start = NOW - 60_000): ProgressAnswerInput[] {
  return Array.from({ length: 10 }, (_, i) =>
    i < correct
      ? {
          questionType: 'multiple_choice',
          difficulty: '5',
          correct: true,
          answeredAt: start + i * 1000,
          answerMs: 3000,
          given: { kind: 'choice', label: '3:15' },
          expected: '3:15',
          skill: 'quarter',
          level: 4,
          purpose: 'level',
        }
      : {
          questionType: 'set_time',
          difficulty: '5',
          correct: false,
          answeredAt: start + i * 1000,
          answerMs: 5000,
          given: { kind: 'clock', time: { hour: 3, minute: 15 } },
          expected: '3:45',
          tag: 'past_to_reversed',
        },
  );
}

describe.each(testBackends)('POST /api/progress on $name', (backend) => {
  let t: TestApp;
  let ada: SignedInTestUser;
  beforeAll(async () => {
    t = await startTestApp(backend, {}, { clock: () => new Date(NOW) });
    ada = await signInTestUser(t, 'ada@example.org');
  });
  afterAll(() => t.close());

  const post = (user: SignedInTestUser | null, body: unknown) =>
    request(t.app)
      .post('/api/progress')
      .set(user ? user.headers : {})
      .send(body as object);
  const gamesOf = (userId: string) =>
    t.database.db.select().from(progressGames).where(eq(progressGames.userId, userId));
  const answersOf = (userId: string) =>
    t.database.db
      .select()
      .from(progressAnswers)
      .where(eq(progressAnswers.userId, userId))
      .orderBy(progressAnswers.id);

  it('When a finished game is sent, then it is stored with its answers and the server-derived score comes back', async () => {
    const user = await signInTestUser(t);
    const gameId = randomUUID();
    const res = await post(user, { gameId, answers: tenAnswers(7) }).expect(200);
    expect(res.body).toEqual({
      gameId,
      source: 'game',
      playedAt: NOW - 60_000 + 9000,
      answerCount: 10,
      correctCount: 7,
      score: 700,
    });
    expect(progressGameResponseSchema.parse(res.body)).toEqual(res.body);
    expect(res.headers['idempotent-replayed']).toBeUndefined();

    const games = await gamesOf(user.id);
    expect(games).toHaveLength(1);
    expect(games[0]).toMatchObject({ gameId, source: 'game', answerCount: 10, correctCount: 7 });
    const answers = await answersOf(user.id);
    expect(answers).toHaveLength(10);
    expect(answers[0]).toMatchObject({
      progressGameId: games[0]?.id,
      questionType: 'multiple_choice',
      difficulty: '5',
      correct: true,
      answeredAt: new Date(NOW - 60_000),
      answerMs: 3000,
      given: { kind: 'choice', label: '3:15' },
      expected: '3:15',
      tag: null,
      skill: 'quarter',
      level: 4,
      purpose: 'level',
    });
    expect(answers[9]).toMatchObject({
      questionType: 'set_time',
      correct: false,
      answeredAt: new Date(NOW - 60_000 + 9000),
      given: { kind: 'clock', time: { hour: 3, minute: 15 } },
      tag: 'past_to_reversed',
      // Free practice (or an older client): no level fields.
      skill: null,
      level: null,
      purpose: null,
    });
  });

  it('When the same game id is sent again, then nothing new is stored and the same body comes back, marked as replayed', async () => {
    const user = await signInTestUser(t);
    const gameId = randomUUID();
    const first = await post(user, { gameId, answers: tenAnswers(4) }).expect(200);
    const again = await post(user, { gameId, answers: tenAnswers(4) }).expect(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    // A later body under the same id does not replace the first: the first request wins.
    const other = await post(user, { gameId, answers: tenAnswers(10) }).expect(200);
    expect(other.body).toEqual(first.body);
    expect(await gamesOf(user.id)).toHaveLength(1);
    expect(await answersOf(user.id)).toHaveLength(10);
  });

  it('When the same game is sent 8 times at once, then all get 200 with one body and it is stored once', async () => {
    const user = await signInTestUser(t);
    const gameId = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 8 }, () => post(user, { gameId, answers: tenAnswers(6) })),
    );
    expect(results.map((res) => res.status)).toEqual(Array(8).fill(200));
    for (const res of results) expect(res.body).toEqual(results[0]?.body);
    expect(results.filter((res) => !res.headers['idempotent-replayed'])).toHaveLength(1);
    expect(await gamesOf(user.id)).toHaveLength(1);
    expect(await answersOf(user.id)).toHaveLength(10);
  });

  it('When another user sends a game id already used by someone else, then it is their own, separate game', async () => {
    const grace = await signInTestUser(t);
    const gameId = randomUUID();
    await post(ada, { gameId, answers: tenAnswers(10) }).expect(200);
    const res = await post(grace, { gameId, answers: tenAnswers(2) }).expect(200);
    expect(res.body).toMatchObject({ gameId, correctCount: 2, score: 200 });
    expect(res.headers['idempotent-replayed']).toBeUndefined();
    expect(await gamesOf(grace.id)).toEqual([expect.objectContaining({ gameId, correctCount: 2 })]);
  });

  it("When a guest's device history of 3000 answers is merged and the POST is retried, then it is stored exactly once", async () => {
    const user = await signInTestUser(t);
    const gameId = randomUUID();
    const history: ProgressAnswerInput[] = Array.from({ length: 3000 }, (_, i) => ({
      questionType: i % 5 === 0 ? 'set_time' : 'multiple_choice',
      difficulty: '15',
      correct: i % 3 !== 0,
      answeredAt: NOW - 10 * 86_400_000 + i * 60_000,
      answerMs: 4000 + i,
      given: { kind: 'choice', label: 'quarter past three' },
      expected: 'quarter to three',
      tag: i % 3 !== 0 ? null : 'past_to_reversed',
    }));
    const body = { gameId, source: 'guest_history', answers: history };
    expect(Buffer.byteLength(JSON.stringify(body))).toBeGreaterThan(100 * 1024);

    // A first try that fails (here: refused) stores nothing; the device keeps its id and history.
    await post(user, { ...body, answers: [...history, history[0]] }).expect(400);
    expect(await gamesOf(user.id)).toEqual([]);

    const first = await post(user, body).expect(200);
    expect(first.body).toEqual({
      gameId,
      source: 'guest_history',
      playedAt: NOW - 10 * 86_400_000 + 2999 * 60_000,
      answerCount: 3000,
      correctCount: 2000,
      score: 200_000,
    });
    // The answer was lost on the way back, so the device sends the same request again.
    const retry = await post(user, body).expect(200);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await gamesOf(user.id)).toHaveLength(1);
    expect(await t.database.db.$count(progressAnswers, eq(progressAnswers.userId, user.id))).toBe(
      3000,
    );
  });

  it('When answer times are ahead of the server clock, then they are stored as the time received', async () => {
    const user = await signInTestUser(t);
    const res = await post(user, {
      gameId: randomUUID(),
      answers: tenAnswers(10, NOW + 365 * 86_400_000),
    }).expect(200);
    expect(res.body.playedAt).toBe(NOW);
    for (const answer of await answersOf(user.id)) expect(answer.answeredAt).toEqual(new Date(NOW));
  });

  it('When a user row is deleted, then its access tokens stop working: the sign-in session went with it', async () => {
    const user = await signInTestUser(t);
    await t.database.db.delete(users).where(eq(users.id, user.id));
    await post(user, { gameId: randomUUID(), answers: tenAnswers(1) }).expect(401);
    expect(await gamesOf(user.id)).toHaveLength(0);
    // (A hosted project's user without a row is created on first visit: auth-hosted.test.ts.)
  });

  it.each([
    ['no Authorization header', null],
    ['a malformed token', { headers: { Authorization: 'Bearer a.b' } }],
  ])('When the request has %s, then it is 401 and nothing is stored', async (_, who) => {
    const before = await t.database.db.$count(progressGames);
    const res = await post(who as SignedInTestUser | null, {
      gameId: randomUUID(),
      answers: tenAnswers(3),
    }).expect(401);
    expect(res.body).toEqual(UNAUTHORIZED);
    expect(await t.database.db.$count(progressGames)).toBe(before);
  });

  it('When a request without a session has a body over the limit or bad JSON, then it is 401 before the body is read', async () => {
    await request(t.app)
      .post('/api/progress')
      .set('Content-Type', 'application/json')
      .send('{"gameId":')
      .expect(401);
  });

  it.each([
    ['a score', (gameId: string) => ({ gameId, score: 99_999, answers: tenAnswers(1) }), /score/],
    [
      'points on an answer',
      (gameId: string) => ({ gameId, answers: [{ ...tenAnswers(1)[0], points: 100 }] }),
      /^answers\.0: .*points/,
    ],
    [
      "a child's name",
      (gameId: string) => ({ gameId, studentName: 'Tom Smith', answers: tenAnswers(1) }),
      /studentName/,
    ],
    ['no answers', (gameId: string) => ({ gameId, answers: [] }), /at least one answer/],
    [
      '3001 answers',
      (gameId: string) => ({
        gameId,
        answers: Array.from({ length: 3001 }, (_, i) => tenAnswers(10)[i % 10]),
      }),
      /^answers: At most 3000 answers/,
    ],
    [
      'a game id that is no UUID',
      () => ({ gameId: 'game-1', answers: tenAnswers(1) }),
      /^gameId: /,
    ],
    ['no game id', () => ({ answers: tenAnswers(1) }), /^gameId: /],
    [
      'correct as a string',
      (gameId: string) => ({ gameId, answers: [{ ...tenAnswers(1)[0], correct: 'yes' }] }),
      /^answers\.0\.correct: /,
    ],
    [
      'a time as an ISO string',
      (gameId: string) => ({
        gameId,
        answers: [{ ...tenAnswers(1)[0], answeredAt: '2026-03-02T12:00:00Z' }],
      }),
      /^answers\.0\.answeredAt: /,
    ],
    [
      'a negative time',
      (gameId: string) => ({ gameId, answers: [{ ...tenAnswers(1)[0], answeredAt: -5 }] }),
      /^answers\.0\.answeredAt: /,
    ],
    [
      'an unknown misconception tag',
      (gameId: string) => ({ gameId, answers: [{ ...tenAnswers(0)[0], tag: 'guessing' }] }),
      /^answers\.0\.tag: /,
    ],
    [
      'a tag on a correct answer',
      (gameId: string) => ({
        gameId,
        answers: [{ ...tenAnswers(1)[0], tag: 'hands_swapped' }],
      }),
      /^answers\.0\.tag: A correct answer has no misconception tag\.$/,
    ],
    [
      'an unknown question type',
      (gameId: string) => ({ gameId, answers: [{ ...tenAnswers(1)[0], questionType: 'quiz' }] }),
      /^answers\.0\.questionType: /,
    ],
    [
      'a given answer of an unknown kind',
      (gameId: string) => ({
        gameId,
        answers: [{ ...tenAnswers(1)[0], given: { kind: 'text', text: 'hello' } }],
      }),
      /^answers\.0\.given/,
    ],
    [
      'an expected label of 41 characters',
      (gameId: string) => ({
        gameId,
        answers: [{ ...tenAnswers(1)[0], expected: 'x'.repeat(41) }],
      }),
      /^answers\.0\.expected: /,
    ],
    [
      'level 13',
      (gameId: string) => ({ gameId, answers: [{ ...tenAnswers(1)[0], level: 13 }] }),
      /^answers\.0\.level: /,
    ],
    [
      'an unknown skill',
      (gameId: string) => ({ gameId, answers: [{ ...tenAnswers(1)[0], skill: 'sundial' }] }),
      /^answers\.0\.skill: /,
    ],
    [
      'an unknown purpose',
      (gameId: string) => ({ gameId, answers: [{ ...tenAnswers(1)[0], purpose: 'bonus' }] }),
      /^answers\.0\.purpose: /,
    ],
    [
      'answers as an object',
      (gameId: string) => ({ gameId, answers: { 0: tenAnswers(1)[0] } }),
      /^answers: /,
    ],
    ['a JSON array', () => [tenAnswers(1)[0]], /.+/],
  ])(
    'When the body has %s, then it is 400 validation_failed and nothing is stored',
    async (_, make, message) => {
      const user = await signInTestUser(t);
      const res = await post(user, make(randomUUID())).expect(400);
      expect(res.body.error.code).toBe('validation_failed');
      expect(res.body.error.message).toMatch(message);
      expect(await gamesOf(user.id)).toEqual([]);
    },
  );

  it('When the JSON is malformed, then it is 400 invalid_json', async () => {
    const res = await request(t.app)
      .post('/api/progress')
      .set(ada.headers)
      .set('Content-Type', 'application/json')
      .send('{"gameId": "x", "answers": [')
      .expect(400);
    expect(res.body).toEqual({
      error: { code: 'invalid_json', message: 'The request body is not valid JSON.' },
    });
  });

  it('When the body is over 1 MB, then it is 413 with the limit named', async () => {
    const res = await request(t.app)
      .post('/api/progress')
      .set(ada.headers)
      .set('Content-Type', 'application/json')
      .send(`{"gameId":"${randomUUID()}","answers":[],"pad":"${'x'.repeat(1024 * 1024)}"}`)
      .expect(413);
    expect(res.body).toEqual({
      error: {
        code: 'payload_too_large',
        message: 'The request body is too large (the limit is 1 MB).',
      },
    });
  });

  it('When the body is sent as a form, then it is 415', async () => {
    const res = await request(t.app)
      .post('/api/progress')
      .set(ada.headers)
      .set('Content-Type', 'application/x-www-form-urlencoded')
      .send('gameId=1')
      .expect(415);
    expect(res.body.error.code).toBe('unsupported_media_type');
  });

  it('When the method is GET, then it is 405 with Allow: POST', async () => {
    const res = await request(t.app).get('/api/progress').set(ada.headers).expect(405);
    expect(res.headers.allow).toBe('POST');
  });
});
