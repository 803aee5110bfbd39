import { randomBytes } from 'node:crypto';
import type { Plan, UserRole } from '@ttc/shared-protocol/api/auth-user';
import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema';
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

/** What the test user is made with; every field is optional. */
export interface TestUserOptions {
  email?: string;
  /** The users row's role (default: none, as before the profile is completed). */
  role?: UserRole;
  plan?: Plan;
  fullName?: string;
}

/**
 * Signs a user in on a test app without the email round trip: creates (or finds) the users row
 * for the email and starts a session for it with the server's own session and signing code, as
 * POST /auth/v1/verify does. Built-in sign-in only (not with SUPABASE_URL set). Takes the email
 * itself, or options: `signInTestUser(t, { role: 'teacher' })`.
 */
export async function signInTestUser(
  t: TestApp,
  emailOrOptions: string | TestUserOptions = {},
): Promise<SignedInTestUser> {
  const options = typeof emailOrOptions === 'string' ? { email: emailOrOptions } : emailOrOptions;
  const email = options.email ?? `user-${randomBytes(4).toString('hex')}@example.org`;
  const auth = createBuiltinAuth(t.config, t.database.db, t.clock);
  const user = await findOrCreateUserByEmail(t.database.db, email.toLowerCase());
  const fields = {
    ...(options.role ? { role: options.role } : {}),
    ...(options.plan ? { plan: options.plan } : {}),
    ...(options.fullName ? { fullName: options.fullName } : {}),
  };
  if (Object.keys(fields).length > 0) {
    await t.database.db.update(users).set(fields).where(eq(users.id, user.id));
  }
  const session = await startSession(auth, user);
  return {
    id: user.id,
    email: user.email ?? email,
    accessToken: session.access_token,
    headers: { Authorization: `Bearer ${session.access_token}` },
    session,
  };
}

/** A signed-in teacher (the role the teacher tools ask for). */
export const signInTeacher = (t: TestApp, options: Omit<TestUserOptions, 'role'> = {}) =>
  signInTestUser(t, { ...options, role: 'teacher' });
