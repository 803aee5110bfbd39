import { randomBytes } from 'node:crypto';
import { request } from 'node:http';

/** The anon key supabase-js sends to the built-in sign-in (api/src/config.ts BUILTIN_ANON_KEY). */
const BUILTIN_ANON_KEY = 'ttc-builtin-anon-key';

export type SignedIn = {
  accessToken: string;
  refreshToken: string;
  userId: string;
  email: string;
};

/**
 * A loopback address of its own (all of 127.0.0.0/8 reaches this machine), to send a test's
 * sign-in from: the per-address link limit is counted in the database, which suites on a shared
 * PostgreSQL share, so sign-ins from 127.0.0.1 alone would soon be refused.
 */
export function loopbackAddress(): string {
  const [a = 0, b = 0, c = 0] = randomBytes(3);
  return `127.${(a % 250) + 2}.${b}.${(c % 250) + 2}`;
}

/** A fresh address nobody else's test uses. */
export function freshEmail(prefix = 'teacher'): string {
  return `${prefix}-${randomBytes(5).toString('hex')}@school.example`;
}

/**
 * Signs a person in through the real endpoints of a server on this machine, as the app does
 * without SMTP: POST /auth/v1/otp, the link read from the outbox (loopback only), then the
 * verify page's "Sign in" tap (POST /auth/v1/verify with the link's token). `from`: the local
 * address to send the link request from (any 127.x.y.z), so many sign-ins do not share the
 * per-address limit.
 */
export async function signInOverHttp(
  baseUrl: string,
  email = freshEmail(),
  options: { from?: string } = {},
): Promise<SignedIn> {
  const otp = await httpJson(`${baseUrl}/auth/v1/otp`, {
    method: 'POST',
    body: { email, create_user: true },
    ...options,
  });
  if (otp.status !== 200) throw new Error(`POST /auth/v1/otp answered ${otp.status}`);
  const tokenHash = await linkTokenFor(baseUrl, email);
  const verify = await httpJson(`${baseUrl}/auth/v1/verify`, {
    method: 'POST',
    body: { type: 'magiclink', token_hash: tokenHash },
  });
  if (verify.status !== 200) throw new Error(`POST /auth/v1/verify answered ${verify.status}`);
  const session = verify.json as {
    access_token: string;
    refresh_token: string;
    user: { id: string };
  };
  return {
    accessToken: session.access_token,
    refreshToken: session.refresh_token,
    userId: session.user.id,
    email,
  };
}

/** The token_hash of the newest sign-in link in the outbox for `email` (waits for it a little). */
export async function linkTokenFor(baseUrl: string, email: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const res = await httpJson(`${baseUrl}/api/dev/outbox?to=${encodeURIComponent(email)}`);
    if (res.status !== 200) throw new Error(`GET /api/dev/outbox answered ${res.status}`);
    const [newest] = res.json as Array<{ text: string }>;
    const match = newest && /token_hash=([A-Za-z0-9_-]+)/.exec(newest.text);
    if (match?.[1]) return match[1];
    // The mail is written after the answer to /otp.
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no sign-in mail to ${email}`);
}

/** POST /auth/v1/logout with `scope` (global: every session of the user). */
export async function signOutOverHttp(
  baseUrl: string,
  accessToken: string,
  scope: 'global' | 'local' | 'others' = 'global',
): Promise<number> {
  const res = await httpJson(`${baseUrl}/auth/v1/logout?scope=${scope}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${accessToken}` },
  });
  return res.status;
}

/** A JSON request to the built-in sign-in or the API, optionally from another local address. */
export function httpJson(
  url: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string>; from?: string } = {},
): Promise<{ status: number; json: unknown }> {
  const body = init.body === undefined ? undefined : JSON.stringify(init.body);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: init.method ?? 'GET',
        ...(init.from ? { localAddress: init.from } : {}),
        headers: {
          apikey: BUILTIN_ANON_KEY,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...init.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json: unknown = null;
          try {
            json = text ? JSON.parse(text) : null;
          } catch {
            json = null;
          }
          resolve({ status: res.statusCode ?? 0, json });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
