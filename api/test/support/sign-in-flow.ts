import { createHash, randomBytes } from 'node:crypto';
import request from 'supertest';
import { latestLinkToken } from './outbox';
import type { TestApp } from './test-app';

/** A PKCE pair as supabase-js makes one (S256). */
export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(48).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** A fresh client address for the per-IP limit, sent as X-Forwarded-For (TRUST_PROXY=1). */
export function randomIp(): string {
  const [a, b, c] = randomBytes(3);
  return `10.${a}.${b}.${c}`;
}

/** POST /auth/v1/otp as supabase-js sends it. */
export function postOtp(
  t: TestApp,
  body: Record<string, unknown>,
  options: { ip?: string; redirectTo?: string; acceptLanguage?: string } = {},
) {
  const req = request(t.app)
    .post('/auth/v1/otp')
    .set('apikey', 'ttc-builtin-anon-key')
    .set('X-Forwarded-For', options.ip ?? randomIp());
  if (options.redirectTo !== undefined) req.query({ redirect_to: options.redirectTo });
  if (options.acceptLanguage) req.set('Accept-Language', options.acceptLanguage);
  return req.send(body);
}

/** Requests a link for `email` and returns the token_hash it carries. */
export async function requestLinkToken(t: TestApp, email: string): Promise<string> {
  const { challenge } = pkcePair();
  await postOtp(t, {
    email,
    create_user: true,
    code_challenge: challenge,
    code_challenge_method: 's256',
  }).expect(200);
  return latestLinkToken(t, email);
}

/** Signs in through the real endpoints (link, POST /verify) and returns GoTrue's session body. */
export async function signInByLink(
  t: TestApp,
  email: string,
): Promise<{ access_token: string; refresh_token: string; user: { id: string } }> {
  const token = await requestLinkToken(t, email);
  const res = await request(t.app)
    .post('/auth/v1/verify')
    .send({ type: 'magiclink', token_hash: token })
    .expect(200);
  return res.body;
}
