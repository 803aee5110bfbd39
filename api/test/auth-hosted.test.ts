import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { JWKS_COOLDOWN_MS } from '../src/features/auth/verify-access-token';
import { startTestApp, type TestApp } from './support/test-app';
import { pgliteBackend } from './support/test-database';

type KeyPair = Awaited<ReturnType<typeof generateKeyPair>>;

/**
 * A stand-in for a hosted Supabase project's auth: serves `/auth/v1/.well-known/jwks.json` with
 * the public keys it is given and counts the fetches, so tests see caching and refetching.
 */
async function startFakeProject() {
  let keys: JWK[] = [];
  let fetches = 0;
  const server: Server = createServer((req, res) => {
    if (req.url === '/auth/v1/.well-known/jwks.json') {
      fetches += 1;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ keys }));
      return;
    }
    res.statusCode = 404;
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    fetches: () => fetches,
    publish: async (...pairs: Array<{ kid: string; pair: KeyPair }>) => {
      keys = await Promise.all(
        pairs.map(async ({ kid, pair }) => ({
          ...(await exportJWK(pair.publicKey)),
          kid,
          alg: 'ES256',
          use: 'sig',
        })),
      );
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

type FakeProject = Awaited<ReturnType<typeof startFakeProject>>;

/** A Supabase-style access token; `overrides` change claims to make it wrong. */
function hostedToken(
  project: FakeProject,
  key: { kid: string; pair: KeyPair },
  overrides: { iss?: string; aud?: string; expiresIn?: string; role?: string } = {},
) {
  return new SignJWT({ email: 'teacher@example.org', role: overrides.role ?? 'authenticated' })
    .setProtectedHeader({ alg: 'ES256', kid: key.kid, typ: 'JWT' })
    .setSubject('6b0f7a5e-5a4e-4f67-9d1e-2f3f6f1d2c11')
    .setIssuer(overrides.iss ?? `${project.url}/auth/v1`)
    .setAudience(overrides.aud ?? 'authenticated')
    .setIssuedAt()
    .setExpirationTime(overrides.expiresIn ?? '1h')
    .sign(key.pair.privateKey);
}

describe('Hosted Supabase mode', () => {
  let project: FakeProject;
  let t: TestApp;
  let first: { kid: string; pair: KeyPair };

  beforeAll(async () => {
    project = await startFakeProject();
    first = { kid: 'key-1', pair: await generateKeyPair('ES256') };
    await project.publish(first);
    t = await startTestApp(pgliteBackend, {
      SUPABASE_URL: project.url,
      SUPABASE_ANON_KEY: 'anon-key',
    });
  });
  afterAll(async () => {
    await t?.close();
    await project?.close();
  });

  const asUser = (token: string) =>
    request(t.app).get('/api/auth/user').set('Authorization', `Bearer ${token}`);

  it('When the browser asks for the config, then it is told to sign in with the project', async () => {
    const res = await request(t.app).get('/api/config').expect(200);
    expect(res.body.auth).toEqual({ provider: 'supabase', url: project.url, anonKey: 'anon-key' });
  });

  it("When a project token is sent, then it is verified against the project's key set, which is fetched once and cached", async () => {
    const before = project.fetches();
    for (let i = 0; i < 3; i += 1) {
      const res = await asUser(await hostedToken(project, first)).expect(200);
      expect(res.body).toMatchObject({ email: 'teacher@example.org', fullName: null });
    }
    expect(project.fetches() - before).toBeLessThanOrEqual(1);
  });

  it.each([
    ['another issuer', { iss: 'https://other.supabase.co/auth/v1' }],
    ['another audience', { aud: 'anon' }],
    ['an expired token', { expiresIn: '-10s' }],
    ['the anon role', { role: 'anon' }],
  ])('When the token has %s, then it is 401', async (_name, overrides) => {
    await asUser(await hostedToken(project, first, overrides)).expect(401);
  });

  it('When a token is signed by a key the project never published, then it is 401', async () => {
    const stranger = { kid: 'key-1', pair: await generateKeyPair('ES256') };
    await asUser(await hostedToken(project, stranger)).expect(401);
  });

  describe('key rotation', () => {
    afterEach(() => project.publish(first));

    it('When the project rotates to a key with a new kid, then the key set is fetched again (after the 1 s cooldown) and the token is accepted', async () => {
      await asUser(await hostedToken(project, first)).expect(200);
      const second = { kid: 'key-2', pair: await generateKeyPair('ES256') };
      await project.publish(first, second);
      // jose refetches for an unknown kid once the cooldown since the last fetch has passed.
      await new Promise((resolve) => setTimeout(resolve, JWKS_COOLDOWN_MS + 100));
      const before = project.fetches();
      await asUser(await hostedToken(project, second)).expect(200);
      expect(project.fetches()).toBe(before + 1);
    });
  });
});

describe('Hosted Supabase mode with the project JWT secret', () => {
  const secret = 'a-project-jwt-secret-of-at-least-32-characters';
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(pgliteBackend, {
      SUPABASE_URL: 'https://abc.supabase.co',
      SUPABASE_ANON_KEY: 'anon-key',
      SUPABASE_JWT_SECRET: secret,
    });
  });
  afterAll(() => t?.close());

  const sign = (iss: string, key = secret) =>
    new SignJWT({ email: 'teacher@example.org', role: 'authenticated' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject('0d7a2f55-6f0a-4f54-8c0f-0e1c1b8e9a10')
      .setIssuer(iss)
      .setAudience('authenticated')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(key));

  it('When a token is signed with the project secret, then it is accepted; another issuer or key is 401', async () => {
    const get = (token: string) =>
      request(t.app).get('/api/auth/user').set('Authorization', `Bearer ${token}`);
    await get(await sign('https://abc.supabase.co/auth/v1')).expect(200);
    await get(await sign('https://evil.supabase.co/auth/v1')).expect(401);
    await get(await sign('https://abc.supabase.co/auth/v1', 'x'.repeat(48))).expect(401);
  });

  it("When a project's user without a users row sends a game, then the row is created for them", async () => {
    const token = await sign('https://abc.supabase.co/auth/v1');
    const answeredAt = Date.now() - 60_000;
    const answers = Array.from({ length: 10 }, (_, i) => ({
      questionType: 'multiple_choice',
      difficulty: '5',
      correct: true,
      answeredAt: answeredAt + i * 1000,
      answerMs: 3000,
      given: { kind: 'choice', label: '3:15' },
      expected: '3:15',
    }));
    await request(t.app)
      .post('/api/progress')
      .set('Authorization', `Bearer ${token}`)
      .send({ gameId: randomUUID(), answers })
      .expect(200);
    const rows = await t.database.db
      .select()
      .from(users)
      .where(eq(users.id, '0d7a2f55-6f0a-4f54-8c0f-0e1c1b8e9a10'));
    expect(rows).toHaveLength(1);
  });
});
