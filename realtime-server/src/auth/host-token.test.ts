import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createHostTokenVerifier, HostTokenError } from './host-token';

const SECRET = 'a-test-secret-a-test-secret-a-test-secret-42';
const ISSUER = 'https://ticktock.example/auth/v1';
const NOW = Date.UTC(2026, 2, 1);

async function sign(
  claims: Record<string, unknown>,
  options: { secret?: string; issuer?: string; audience?: string; expiresAt?: number } = {},
) {
  return new SignJWT({ email: 't@school.example', role: 'authenticated', ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(options.issuer ?? ISSUER)
    .setAudience(options.audience ?? 'authenticated')
    .setSubject('teacher-1')
    .setIssuedAt(Math.floor(NOW / 1000))
    .setExpirationTime(options.expiresAt ?? Math.floor(NOW / 1000) + 3600)
    .sign(new TextEncoder().encode(options.secret ?? SECRET));
}

const verify = createHostTokenVerifier(
  { kind: 'builtin', issuer: ISSUER, secret: SECRET, dataDir: '/nonexistent' },
  () => NOW,
);

async function reason(token: string) {
  try {
    await verify(token);
    return 'accepted';
  } catch (error) {
    return error instanceof HostTokenError ? error.reason : 'other';
  }
}

describe('createHostTokenVerifier', () => {
  it('[HT1] When the token is the API’s kind, then the host is its sub with the expiry and its sign-in session', async () => {
    expect(await verify(await sign({}))).toEqual({
      userId: 'teacher-1',
      expiresAt: NOW + 3600 * 1000,
      sessionId: null,
    });
    expect(await verify(await sign({ session_id: 'session-1' }))).toMatchObject({
      sessionId: 'session-1',
    });
  });

  it('[HT2] When the key, issuer, audience, role, expiry or algorithm is wrong, then it is refused', async () => {
    expect(await reason(await sign({}, { secret: `${SECRET}x` }))).toBe('invalid');
    expect(await reason(await sign({}, { issuer: 'https://evil.example/auth/v1' }))).toBe(
      'invalid',
    );
    expect(await reason(await sign({}, { audience: 'anon' }))).toBe('invalid');
    expect(await reason(await sign({ role: 'anon' }))).toBe('invalid');
    expect(await reason(await sign({ email: undefined }))).toBe('invalid');
    expect(await reason(await sign({}, { expiresAt: Math.floor(NOW / 1000) - 1 }))).toBe('expired');
    const [, payload] = (await sign({})).split('.');
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    expect(await reason(none)).not.toBe('accepted');
    expect(await reason('x'.repeat(9000))).toBe('malformed');
  });

  it('[HT3] When the built-in key file is not there yet, then tokens are refused as unavailable', async () => {
    const noKey = createHostTokenVerifier(
      { kind: 'builtin', issuer: ISSUER, secret: null, dataDir: '/nonexistent-ttc' },
      () => NOW,
    );
    await expect(noKey(await sign({}))).rejects.toMatchObject({ reason: 'unavailable' });
  });

  it('[HT4] When a Supabase project with a JWT secret is configured, then its tokens are checked with it', async () => {
    const supabase = createHostTokenVerifier(
      { kind: 'supabase', url: 'https://abc.supabase.co', anonKey: 'anon', jwtSecret: SECRET },
      () => NOW,
    );
    const token = await sign({}, { issuer: 'https://abc.supabase.co/auth/v1' });
    expect((await supabase(token)).userId).toBe('teacher-1');
    await expect(supabase(await sign({}))).rejects.toMatchObject({ reason: 'invalid' });
  });
});
