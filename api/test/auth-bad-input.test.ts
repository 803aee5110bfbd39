import { createHmac } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxFor } from './support/outbox';
import { pkcePair, postOtp, requestLinkToken, signInByLink } from './support/sign-in-flow';
import { startTestApp, type TestApp } from './support/test-app';
import { testBackends } from './support/test-database';

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Both error shapes every /auth/v1 failure carries (GoTrue's and the project's). */
function expectAuthError(res: request.Response, status: number, code: string) {
  expect(res.status).toBe(status);
  expect(res.body).toMatchObject({ code, error: { message: expect.any(String) } });
  expect(res.body.access_token).toBeUndefined();
}

describe.each(testBackends)('Bad input to sign-in on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, { TRUST_PROXY: '1' });
  });
  afterAll(() => t?.close());

  it.each([
    ['a malformed address', 'not-an-email'],
    ['an address of 300 characters', `${'a'.repeat(288)}@example.org`],
    ['a missing address', undefined],
  ])('When a link is asked for %s, then it is 400 and nothing is sent', async (_name, email) => {
    const res = await postOtp(t, {
      email,
      create_user: true,
      code_challenge: pkcePair().challenge,
    });
    expectAuthError(res, 400, 'validation_failed');
    if (email) expect(await outboxFor(t, email)).toEqual([]);
  });

  it.each([
    'https://evil.example/auth/callback',
    '//evil.example/auth/callback',
    'javascript:alert(1)',
  ])('When redirect_to is %s, then it is 400 and no link is made', async (redirectTo) => {
    const email = `redirect${Math.random()}@example.org`;
    const res = await postOtp(
      t,
      { email, create_user: true, code_challenge: pkcePair().challenge },
      { redirectTo },
    );
    expectAuthError(res, 400, 'validation_failed');
    expect(await outboxFor(t, email)).toEqual([]);
  });

  it.each([
    ['unknown', 'A'.repeat(43)],
    ['empty', ''],
    ['not base64url', '../../etc/passwd'],
  ])('When a link token is %s, then verifying it starts no session', async (_name, token) => {
    const res = await request(t.app)
      .post('/auth/v1/verify')
      .send({ type: 'magiclink', token_hash: token });
    expect([400, 403]).toContain(res.status);
    expect(res.body.access_token).toBeUndefined();
  });

  it.each([
    ['no token', { type: 'magiclink' }],
    ['a token of 300 characters', { type: 'magiclink', token: 'A'.repeat(300) }],
    ['an unknown type', { type: 'recovery', token: 'A'.repeat(43) }],
    [
      'an off-site redirect_to',
      { type: 'magiclink', token: 'A'.repeat(43), redirect_to: 'https://evil.example/' },
    ],
  ])('When GET /auth/v1/verify has %s, then it is 400 and leads nowhere', async (_name, query) => {
    const res = await request(t.app).get('/auth/v1/verify').query(query);
    expectAuthError(res, 400, 'validation_failed');
    expect(res.headers.location).toBeUndefined();
  });

  it('When a link is used twice, then the second use is 403 otp_expired', async () => {
    const token = await requestLinkToken(t, 'twice@example.org');
    await request(t.app)
      .post('/auth/v1/verify')
      .send({ type: 'magiclink', token_hash: token })
      .expect(200);
    const again = await request(t.app)
      .post('/auth/v1/verify')
      .send({ type: 'magiclink', token_hash: token });
    expectAuthError(again, 403, 'otp_expired');
  });

  it('When the signing key cannot be read, then verifying a link is a 503 and the link is not spent', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ttc-no-key-'));
    // A folder where the key file should be: reading it fails (EISDIR), as an unreadable one would.
    mkdirSync(join(dataDir, 'auth-jwt-secret'));
    const broken = await startTestApp(backend, { DATA_DIR: dataDir, AUTH_JWT_SECRET: '' });
    try {
      const token = await requestLinkToken(broken, 'no.key@example.org');
      const refused = await request(broken.app)
        .post('/auth/v1/verify')
        .send({ type: 'magiclink', token_hash: token });
      expectAuthError(refused, 503, 'unexpected_failure');
      expect(refused.body.error.code).toBe('unavailable');
      // Fixed (the key can be made now), the same link signs in.
      rmSync(join(dataDir, 'auth-jwt-secret'), { recursive: true });
      await request(broken.app)
        .post('/auth/v1/verify')
        .send({ type: 'magiclink', token_hash: token })
        .expect(200);
    } finally {
      await broken.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('When a PKCE code is exchanged with the wrong verifier, then it is refused', async () => {
    const res = await request(t.app)
      .post('/auth/v1/token')
      .query({ grant_type: 'pkce' })
      .send({ auth_code: 'A'.repeat(43), code_verifier: pkcePair().verifier });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body.access_token).toBeUndefined();
  });

  it('When a grant type is unknown, then it is 400 unsupported_grant_type', async () => {
    const res = await request(t.app)
      .post('/auth/v1/token')
      .query({ grant_type: 'password' })
      .send({ email: 'a@example.org', password: 'x' });
    expectAuthError(res, 400, 'unsupported_grant_type');
  });

  it('When bearer tokens are not three base64url parts, alg none, or signed with another key, then /auth/v1/user and /api/auth/user refuse them', async () => {
    const session = await signInByLink(t, 'bearer@example.org');
    const [, payload] = session.access_token.split('.') as [string, string, string];
    const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`;
    const headerAndPayload = `${b64({ alg: 'HS256', typ: 'JWT' })}.${payload}`;
    const otherKey = `${headerAndPayload}.${createHmac('sha256', 'x'.repeat(48)).update(headerAndPayload).digest('base64url')}`;
    for (const token of ['abc', 'a.b', 'a.b.c.d', '!!!.###.$$$', unsigned, otherKey]) {
      const gotrue = await request(t.app)
        .get('/auth/v1/user')
        .set('Authorization', `Bearer ${token}`);
      expect(gotrue.status, token).toBeGreaterThanOrEqual(400);
      expect(gotrue.status, token).toBeLessThan(500);
      expect(gotrue.body.email).toBeUndefined();
      await request(t.app)
        .get('/api/auth/user')
        .set('Authorization', `Bearer ${token}`)
        .expect(401);
    }
  });
});
