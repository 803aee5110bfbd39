import { randomBytes } from 'node:crypto';
import { httpFrom } from './http-from';

/** The anon key supabase-js sends to the built-in sign-in (api/src/config.ts BUILTIN_ANON_KEY). */
const BUILTIN_ANON_KEY = 'ttc-builtin-anon-key';

export type SignedIn = {
  accessToken: string;
  refreshToken: string;
  userId: string;
  email: string;
};

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
  const otp = await httpFrom(options.from, `${baseUrl}/auth/v1/otp`, {
    method: 'POST',
    headers: { apikey: BUILTIN_ANON_KEY },
    body: { email, create_user: true },
  });
  if (otp.status !== 200) throw new Error(`POST /auth/v1/otp answered ${otp.status}`);
  const tokenHash = await linkTokenFor(baseUrl, email);
  const verify = await httpFrom(undefined, `${baseUrl}/auth/v1/verify`, {
    method: 'POST',
    headers: { apikey: BUILTIN_ANON_KEY },
    body: { type: 'magiclink', token_hash: tokenHash },
  });
  if (verify.status !== 200) throw new Error(`POST /auth/v1/verify answered ${verify.status}`);
  const session = verify.json<{
    access_token: string;
    refresh_token: string;
    user: { id: string };
  }>();
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
    const res = await httpFrom(
      undefined,
      `${baseUrl}/api/dev/outbox?to=${encodeURIComponent(email)}`,
    );
    if (res.status !== 200) throw new Error(`GET /api/dev/outbox answered ${res.status}`);
    const [newest] = res.json<Array<{ text: string }>>();
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
  const res = await httpFrom(undefined, `${baseUrl}/auth/v1/logout?scope=${scope}`, {
    method: 'POST',
    headers: { apikey: BUILTIN_ANON_KEY, authorization: `Bearer ${accessToken}` },
  });
  return res.status;
}

/**
 * Completes a signed-in person's profile as a teacher (POST /api/complete-profile): only teacher
 * and admin accounts may host a live session (issue 14), and a fresh account has no role yet.
 */
export async function becomeTeacher(baseUrl: string, accessToken: string): Promise<void> {
  const res = await httpFrom(undefined, `${baseUrl}/api/complete-profile`, {
    method: 'POST',
    headers: { authorization: `Bearer ${accessToken}` },
    body: { fullName: 'Grace Hopper', role: 'teacher' },
  });
  if (res.status !== 200) throw new Error(`POST /api/complete-profile answered ${res.status}`);
}

/** `signInOverHttp`, then the profile completed as a teacher's: someone who may host. */
export async function signInAsTeacher(
  baseUrl: string,
  email = freshEmail(),
  options: { from?: string } = {},
): Promise<SignedIn> {
  const signedIn = await signInOverHttp(baseUrl, email, options);
  await becomeTeacher(baseUrl, signedIn.accessToken);
  return signedIn;
}
