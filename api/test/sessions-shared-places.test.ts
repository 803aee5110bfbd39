import type { SessionResultsInput } from '@ttc/shared-protocol/api/session-results';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INTERNAL_HEADERS,
  sessionResultsBody,
  TEST_INTERNAL_TOKEN,
} from './support/session-results';
import { signInTestUser } from './support/sign-in';
import { startTestApp, type TestApp } from './support/test-app';
import { testBackends } from './support/test-database';

/**
 * Issue 15, fair places: seats with equal points and equal total answer time share a place
 * (1, 2, 2), and the next place counts everyone above it. The realtime server sends such places;
 * the API stores them and reads them back first place first, seats of one place in seat order.
 */
describe.each(testBackends)('shared places in session results on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, { INTERNAL_API_TOKEN: TEST_INTERNAL_TOKEN });
  });
  afterAll(() => t.close());

  const ingest = (body: SessionResultsInput) =>
    request(t.app).post('/api/internal/session-results').set(INTERNAL_HEADERS).send(body);

  /** The builder's session with Fox and Owl equal (100 points, 8000 ms), listed Owl first. */
  const tiedBody = (teacherId: string, ranks: [number, number, number]) => {
    const body = sessionResultsBody(teacherId);
    const [panda, fox, owl] = body.players;
    if (!panda || !fox || !owl) throw new Error('the builder has three seats');
    const equal = { score: 100, correctCount: 1, totalAnswerMs: 8000 };
    return {
      ...body,
      players: [
        { ...owl, ...equal, rank: ranks[2] },
        { ...panda, rank: ranks[0] },
        { ...fox, ...equal, rank: ranks[1] },
      ],
    };
  };

  it('When two seats share second place, then the session is stored and read back 1, 2, 2 in seat order', async () => {
    const teacher = await signInTestUser(t, { role: 'teacher' });
    const body = tiedBody(teacher.id, [1, 2, 2]);
    const stored = await ingest(body).expect(200);
    expect(stored.body.outcome).toBe('stored');
    const res = await request(t.app)
      .get(`/api/sessions/${body.sessionId}`)
      .set(teacher.headers)
      .expect(200);
    const players = res.body.players as Array<{ playerId: string; rank: number }>;
    expect(players.map((p) => [p.rank, p.playerId])).toEqual([
      [1, 'seat-000001'],
      [2, 'seat-000002'],
      [2, 'seat-000003'],
    ]);
  });

  it('When a place does not count the seats above it (1, 3, 3), then 400 validation_failed and nothing is stored', async () => {
    const teacher = await signInTestUser(t, { role: 'teacher' });
    const res = await ingest(tiedBody(teacher.id, [1, 3, 3])).expect(400);
    expect(res.body.error.code).toBe('validation_failed');
    expect(res.body.error.message).toContain('places count the seats above');
  });
});
