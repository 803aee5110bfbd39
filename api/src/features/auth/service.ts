import type { AuthUser } from '@ttc/shared-protocol/api/auth-user';
import type { AppDatabase } from '../../db/client';
import type { AuthenticatedUser } from './authenticate';
import { requireUserRow } from './users-repository';

/**
 * GET /api/auth/user: the signed-in user as the UI reads it. fullName and role stay null until
 * the profile is completed. A hosted project's user gets their users row here on first call.
 */
export async function currentUser(db: AppDatabase, user: AuthenticatedUser): Promise<AuthUser> {
  const row = await requireUserRow(db, user);
  return {
    id: row.id,
    email: row.email ?? user.email,
    fullName: row.fullName,
    firstName: row.firstName,
    role: row.role,
    plan: row.plan,
  };
}
