import { randomBytes } from 'node:crypto';
import { createBuiltinAuth } from '../../src/features/auth/builtin-auth';
import { type GoTrueSession, startSession } from '../../src/features/auth/sessions';
import { findOrCreateUserByEmail } from '../../src/features/auth/users-repository';
import type { TestApp } from './test-app';

export interface SignedInTestUser {
  /** users.id, the token's `sub`. */
  id: string;
  email: string;
  /** A valid access token: send it as `Authorization: Bearer <accessToken>`. */
  accessToken: string;
  /** `{ Authorization: 'Bearer ...' }`, for supertest's `.set(...)`. */
  headers: { Authorization: string };
  session: GoTrueSession;
}

/**
 * Signs a user in on a test app without the email round trip: creates (or finds) the users row
 * for `email` and starts a session for it with the server's own session and signing code, as
 * POST /auth/v1/verify does. Built-in sign-in only (not with SUPABASE_URL set).
 */
export async function signInTestUser(
  t: TestApp,
  email = `user-${randomBytes(4).toString('hex')}@example.org`,
): Promise<SignedInTestUser> {
  const auth = createBuiltinAuth(t.config, t.database.db, t.clock);
  const user = await findOrCreateUserByEmail(t.database.db, email.toLowerCase());
  const session = await startSession(auth, user);
  return {
    id: user.id,
    email: user.email ?? email,
    accessToken: session.access_token,
    headers: { Authorization: `Bearer ${session.access_token}` },
    session,
  };
}
