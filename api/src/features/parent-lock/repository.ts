import { and, eq, gt } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { parentLocks } from '../../db/schema';

export type ParentLockRow = typeof parentLocks.$inferSelect;
type Executor = Pick<AppDatabase, 'select' | 'insert' | 'update' | 'delete'>;

/** The account's lock, or null when it has none. */
export async function findLock(db: Executor, userId: string): Promise<ParentLockRow | null> {
  const [row] = await db.select().from(parentLocks).where(eq(parentLocks.userId, userId));
  return row ?? null;
}

/** The account's lock, held until the transaction ends (tries are counted one at a time). */
export async function findLockForUpdate(
  db: Executor,
  userId: string,
): Promise<ParentLockRow | null> {
  const [row] = await db
    .select()
    .from(parentLocks)
    .where(eq(parentLocks.userId, userId))
    .for('update');
  return row ?? null;
}

/** Sets a new PIN: tries, lockout and any pending reset start over. */
export async function savePin(db: Executor, userId: string, pinHash: string): Promise<void> {
  const fresh = {
    pinHash,
    failedTries: 0,
    lockedUntil: null,
    resetTokenHash: null,
    resetExpiresAt: null,
  };
  await db
    .insert(parentLocks)
    .values({ userId, ...fresh })
    .onConflictDoUpdate({ target: parentLocks.userId, set: fresh });
}

export async function recordTries(
  db: Executor,
  userId: string,
  failedTries: number,
  lockedUntil: Date | null,
): Promise<void> {
  await db
    .update(parentLocks)
    .set({ failedTries, lockedUntil })
    .where(eq(parentLocks.userId, userId));
}

export async function saveResetToken(
  db: Executor,
  userId: string,
  tokenHash: string,
  expiresAt: Date,
): Promise<void> {
  await db
    .update(parentLocks)
    .set({ resetTokenHash: tokenHash, resetExpiresAt: expiresAt })
    .where(eq(parentLocks.userId, userId));
}

export async function deleteLock(db: Executor, userId: string): Promise<void> {
  await db.delete(parentLocks).where(eq(parentLocks.userId, userId));
}

/** Removes the lock whose live reset token hashes to `tokenHash`; the account, or null. */
export async function deleteLockByResetToken(
  db: Executor,
  tokenHash: string,
  now: Date,
): Promise<string | null> {
  const [row] = await db
    .delete(parentLocks)
    .where(and(eq(parentLocks.resetTokenHash, tokenHash), gt(parentLocks.resetExpiresAt, now)))
    .returning({ userId: parentLocks.userId });
  return row?.userId ?? null;
}
