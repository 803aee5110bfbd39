import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_IS_HOSTED } from '../src/features/auth/routes';
import { startTestApp, type TestApp } from './support/test-app';
import { pgliteBackend } from './support/test-database';

describe('Auth endpoints that do not exist', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(pgliteBackend);
  });
  afterAll(() => t.close());

  it.each([undefined, 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln'])(
    'When GET /api/auth/user is asked (authorization %s), then it is 401 unauthorized',
    async (authorization) => {
      const req = request(t.app).get('/api/auth/user');
      if (authorization) req.set('Authorization', authorization);
      const res = await req.expect(401);
      expect(res.body).toEqual({
        error: { code: 'unauthorized', message: 'You need to sign in.' },
      });
    },
  );

  it.each([
    ['GET', '/auth/v1'],
    ['POST', '/auth/v1/signup'],
    ['GET', '/auth/v1/admin/users'],
  ])('When %s %s is asked, then it is a JSON 404 in both error shapes', async (method, path) => {
    const res = await request(t.app)[method === 'GET' ? 'get' : 'post'](path).expect(404);
    expect(res.body).toMatchObject({
      code: 'not_found',
      error: { code: 'not_found', message: 'This sign-in endpoint does not exist.' },
    });
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });

  it('When a hosted Supabase project does the sign-in, then /auth/v1 is a JSON 404 that says so', async () => {
    const hosted = await startTestApp(pgliteBackend, {
      SUPABASE_URL: 'https://abc.supabase.co',
      SUPABASE_ANON_KEY: 'anon-key',
    });
    try {
      const res = await request(hosted.app).post('/auth/v1/otp').send({}).expect(404);
      expect(res.body).toEqual({ error: { code: 'not_found', message: SIGN_IN_IS_HOSTED } });
    } finally {
      await hosted.close();
    }
  });
});
