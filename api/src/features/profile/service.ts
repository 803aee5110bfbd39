import type { AuthUser } from '@ttc/shared-protocol/api/auth-user';
import type { CompleteProfile } from '@ttc/shared-protocol/api/complete-profile';
import type { AppDatabase } from '../../db/client';
import type { AuthenticatedUser } from '../auth/authenticate';
import { currentUser } from '../auth/service';
import { requireUserRow } from '../auth/users-repository';
import { splitFullName } from './full-name';
import { saveProfile } from './repository';

/**
 * POST /api/complete-profile: the full name (split into first and last name) and the chosen role
 * go to the user's row and their profile. Answers the user as GET /api/auth/user then shows it.
 * An admin stays admin: that role is granted, never chosen, so the form cannot take it away.
 */
export async function completeProfile(
  db: AppDatabase,
  user: AuthenticatedUser,
  request: CompleteProfile,
): Promise<AuthUser> {
  const row = await requireUserRow(db, user);
  await saveProfile(
    db,
    { id: row.id, email: row.email ?? user.email.toLowerCase() },
    {
      fullName: request.fullName,
      ...splitFullName(request.fullName),
      role: row.role === 'admin' ? 'admin' : request.role,
    },
  );
  return currentUser(db, user);
}
