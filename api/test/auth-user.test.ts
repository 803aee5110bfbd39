import { eq } from 'drizzle-orm';
import { SignJWT, UnsecuredJWT } from 'jose';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { signInTestUser } from './support/sign-in';
import { startTestApp, type TestApp } from './support/test-app';
import { testBackends } from './support/test-database';

const UNAUTHORIZED = { error: { code: 'unauthorized', message: 'You need to sign in.' } };

describe.each(testBackends)('GET /api/auth/user on $name', (backend) => {
  let t: TestApp;
  let now = new Date('2026-03-01T10:00:00Z');
  beforeAll(async () => {
    t = await startTestApp(backend, {}, { clock: () => now });
  });
  afterAll(() => t.close());

  it('When a signed-in user asks, then the answer is their user with fullName and role null', async () => {
    const user = await signInTestUser(t, 'Ada@Example.org');
    const res = await request(t.app).get('/api/auth/user').set(user.headers).expect(200);
    expect(res.body).toEqual({
      id: user.id,
      email: 'ada@example.org',
      fullName: null,
      firstName: null,
      role: null,
      plan: 'free',
    });
  });

  it('When the profile is completed, then fullName, firstName and role come from the users row', async () => {
    const user = await signInTestUser(t);
    await t.database.db
      .update(users)
      .set({ fullName: 'Grace Hopper', firstName: 'Grace', role: 'teacher' })
      .where(eq(users.id, user.id));
    const res = await request(t.app).get('/api/auth/user').set(user.headers).expect(200);
    expect(res.body).toMatchObject({
      fullName: 'Grace Hopper',
      firstName: 'Grace',
      role: 'teacher',
    });
  });

  it('When the token is an hour old, then it is 401', async () => {
    const user = await signInTestUser(t);
    const before = now;
    now = new Date(before.getTime() + 3600_000 + 1000);
    try {
      const res = await request(t.app).get('/api/auth/user').set(user.headers).expect(401);
      expect(res.body).toEqual(UNAUTHORIZED);
    } finally {
      now = before;
    }
  });

  it('When a token is tampered with, unsigned, signed with another key or not a JWT, then it is 401', async () => {
    const user = await signInTestUser(t);
    const [header, payload, signature] = user.accessToken.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const otherUser = Buffer.from(JSON.stringify({ ...claims, sub: crypto.randomUUID() })).toString(
      'base64url',
    );
    const unsigned = new UnsecuredJWT(claims).encode();
    const foreign = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('another-secret-that-is-long-enough-123'));
    const bad = [
      `${header}.${otherUser}.${signature}`,
      `${header}.${payload}.${signature.slice(0, -2)}AA`,
      unsigned,
      foreign,
      'not-a-jwt',
      'a.b',
      'x'.repeat(10_000),
    ];
    for (const token of bad) {
      const res = await request(t.app)
        .get('/api/auth/user')
        .set('Authorization', `Bearer ${token}`)
        .expect(401);
      expect(res.body).toEqual(UNAUTHORIZED);
    }
  });

  it('When there is no bearer token, then it is 401', async () => {
    for (const authorization of [undefined, 'Basic abc', 'Bearer', 'Bearer ']) {
      const req = request(t.app).get('/api/auth/user');
      if (authorization !== undefined) req.set('Authorization', authorization);
      expect((await req.expect(401)).body).toEqual(UNAUTHORIZED);
    }
  });
});
