import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHostTokenVerifier, HostTokenError, JWKS_COOLDOWN_MS } from './host-token';

type KeyPair = Awaited<ReturnType<typeof generateKeyPair>>;
type Key = { kid: string; pair: KeyPair };

describe('createHostTokenVerifier with a hosted project key set (JWKS)', () => {
  let server: Server;
  let url: string;
  let keys: JWK[] = [];
  let fetches = 0;
  const publish = async (...list: Key[]) => {
    keys = await Promise.all(
      list.map(async ({ kid, pair }) => ({
        ...(await exportJWK(pair.publicKey)),
        kid,
        alg: 'ES256',
      })),
    );
  };
  let first: Key;

  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url !== '/auth/v1/.well-known/jwks.json') {
        res.statusCode = 404;
        res.end();
        return;
      }
      fetches += 1;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ keys }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    first = { kid: 'k1', pair: await generateKeyPair('ES256') };
    await publish(first);
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const sign = (key: Key, issuer = `${url}/auth/v1`) =>
    new SignJWT({ email: 't@school.example', role: 'authenticated' })
      .setProtectedHeader({ alg: 'ES256', kid: key.kid, typ: 'JWT' })
      .setIssuer(issuer)
      .setAudience('authenticated')
      .setSubject('teacher-1')
      .setExpirationTime('1h')
      .sign(key.pair.privateKey);

  async function reason(verify: (token: string) => Promise<unknown>, token: string) {
    try {
      await verify(token);
      return 'accepted';
    } catch (error) {
      return error instanceof HostTokenError ? error.reason : 'other';
    }
  }

  it('[HT5] When project tokens arrive, then the key set is fetched once, cached, and a new kid is fetched again after the cooldown', async () => {
    const verify = createHostTokenVerifier({
      kind: 'supabase',
      url,
      anonKey: 'anon',
      jwtSecret: null,
    });
    const before = fetches;
    for (let i = 0; i < 3; i += 1) {
      await expect(verify(await sign(first))).resolves.toMatchObject({ userId: 'teacher-1' });
    }
    expect(fetches - before).toBe(1);

    expect(await reason(verify, await sign(first, 'https://other.supabase.co/auth/v1'))).toBe(
      'invalid',
    );
    const stranger = { kid: 'k1', pair: await generateKeyPair('ES256') };
    expect(await reason(verify, await sign(stranger))).toBe('invalid');

    const second = { kid: 'k2', pair: await generateKeyPair('ES256') };
    await publish(first, second);
    await new Promise((resolve) => setTimeout(resolve, JWKS_COOLDOWN_MS + 100));
    await expect(verify(await sign(second))).resolves.toMatchObject({ userId: 'teacher-1' });
    expect(fetches - before).toBe(2);
  });
});
