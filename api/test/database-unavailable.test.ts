import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInTestUser } from './support/sign-in';
import { startTestApp, type TestApp } from './support/test-app';
import { testBackends } from './support/test-database';

/**
 * A database that does not answer is a 503 `unavailable` with Retry-After on every route that
 * needs it, never a 500 (finding 9). Here the database is closed under the app: PGlite answers
 * "PGlite is closed", postgres.js CONNECTION_ENDED. The security test
 * tests/security/09-services-down.test.ts cuts a real PostgreSQL and brings it back.
 */
describe.each(testBackends)('a database gone from under the API on $name', (backend) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    token = (await signInTestUser(t)).accessToken;
    await t.database.close();
  });
  afterAll(() => t.close());

  it('When a teacher lists their sessions, then the answer is 503 unavailable with Retry-After', async () => {
    const res = await request(t.app).get('/api/sessions').set('Authorization', `Bearer ${token}`);
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    // The sign-in check may be the first to need the database: its own words, the same code.
    expect(res.body.error.code).toBe('unavailable');
  });

  it('When someone asks for a sign-in link, then /auth/v1 answers 503 in its GoTrue shape with Retry-After', async () => {
    const res = await request(t.app)
      .post('/auth/v1/otp')
      .send({ email: 'teacher@school.example', create_user: true });
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.body).toMatchObject({
      msg: 'The database cannot be reached right now. Try again in a moment.',
      error: { code: 'unavailable' },
    });
  });

  it('When a parent subscribes to news, then the answer is 503 unavailable', async () => {
    const res = await request(t.app).post('/api/email/notify').send({ email: 'ada@example.com' });
    expect(res.status).toBe(503);
    expect(res.body.error.code).toBe('unavailable');
  });
});
