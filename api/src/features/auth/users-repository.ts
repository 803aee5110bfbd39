import { ErrorCode } from '@ttc/shared-protocol/errors';
import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../errors';

export type UserRow = typeof users.$inferSelect;

export async function findUserById(db: AppDatabase, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserByEmail(
  db: AppDatabase,
  email: string,
): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

/**
 * The users row of a signed-in user, created on first sight (a hosted project's users have none
 * until then). Undefined only when the address already belongs to a row with another id.
 */
export async function ensureUserRow(
  db: AppDatabase,
  user: { id: string; email: string },
): Promise<UserRow | undefined> {
  const existing = await findUserById(db, user.id);
  if (existing) return existing;
  await db
    .insert(users)
    .values({ id: user.id, email: user.email.toLowerCase() })
    .onConflictDoNothing();
  return findUserById(db, user.id);
}

/**
 * The users row of a signed-in user, created on first sight; a 409 when the address already
 * belongs to another account (the caller cannot act for it).
 */
export async function requireUserRow(
  db: AppDatabase,
  user: { id: string; email: string },
): Promise<UserRow> {
  const row = await ensureUserRow(db, user);
  if (!row) {
    throw new AppError(
      ErrorCode.Conflict,
      409,
      'This email address already belongs to another account.',
    );
  }
  return row;
}

/** The user with this (lower-cased) address, created when missing. */
export async function findOrCreateUserByEmail(db: AppDatabase, email: string): Promise<UserRow> {
  const [created] = await db.insert(users).values({ email }).onConflictDoNothing().returning();
  if (created) return created;
  const existing = await findUserByEmail(db, email);
  if (!existing) throw new Error('a user row vanished while being created');
  return existing;
}
