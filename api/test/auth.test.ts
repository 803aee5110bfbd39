import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app';
import { pgliteBackend } from './support/test-database';

describe('Auth until the accounts issue lands', () => {
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
    ['POST', '/auth/v1/otp?redirect_to=http://localhost:3000/auth/callback'],
    ['GET', '/auth/v1/user'],
    ['POST', '/auth/v1/token?grant_type=pkce'],
    ['GET', '/auth/v1'],
  ])(
    'When %s %s is asked, then it is a JSON 404 saying sign-in is not available yet',
    async (method, path) => {
      const res = await request(t.app)[method === 'GET' ? 'get' : 'post'](path).expect(404);
      expect(res.body).toEqual({
        error: { code: 'not_found', message: 'Sign-in is not available yet.' },
      });
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    },
  );
});
