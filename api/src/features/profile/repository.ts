import type { UserRole } from '@ttc/shared-protocol/api/auth-user';
import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { profiles, users } from '../../db/schema';
import type { NameParts } from './full-name';

/** What completing the profile writes, to the users row and to the profile of the same address. */
export interface ProfileFields extends NameParts {
  fullName: string;
  role: UserRole;
}

/** Writes the completed profile to the user's row and to the profile kept under their email. */
export async function saveProfile(
  db: AppDatabase,
  user: { id: string; email: string },
  fields: ProfileFields,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(users).set(fields).where(eq(users.id, user.id));
    await tx
      .insert(profiles)
      .values({ email: user.email, ...fields })
      .onConflictDoUpdate({ target: profiles.email, set: fields });
  });
}
