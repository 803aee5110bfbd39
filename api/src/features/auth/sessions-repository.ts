import { and, eq, isNull, ne } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { authRefreshTokens, authSessions } from '../../db/schema';

export async function insertSession(
  db: AppDatabase,
  session: { userId: string; refreshTokenHash: string; now: Date },
): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(authSessions)
      .values({ userId: session.userId, createdAt: session.now })
      .returning({ id: authSessions.id });
    if (!row) throw new Error('no session row returned');
    await tx.insert(authRefreshTokens).values({
      tokenHash: session.refreshTokenHash,
      sessionId: row.id,
      createdAt: session.now,
    });
    return row;
  });
}

export type RotateResult =
  | { outcome: 'rotated'; sessionId: string; userId: string }
  | { outcome: 'reused' }
  | { outcome: 'unknown' };

/**
 * Spends a refresh token and stores its successor, in one transaction. A token that was spent
 * before is a stolen or replayed one: its whole session (every token of the family) is deleted.
 */
export async function rotateRefreshToken(
  db: AppDatabase,
  rotation: { tokenHash: string; nextTokenHash: string; now: Date },
): Promise<RotateResult> {
  return db.transaction(async (tx) => {
    const [spent] = await tx
      .update(authRefreshTokens)
      .set({ usedAt: rotation.now })
      .where(
        and(eq(authRefreshTokens.tokenHash, rotation.tokenHash), isNull(authRefreshTokens.usedAt)),
      )
      .returning({ sessionId: authRefreshTokens.sessionId });
    if (!spent) {
      const [known] = await tx
        .select({ sessionId: authRefreshTokens.sessionId })
        .from(authRefreshTokens)
        .where(eq(authRefreshTokens.tokenHash, rotation.tokenHash))
        .limit(1);
      if (!known) return { outcome: 'unknown' };
      await tx.delete(authSessions).where(eq(authSessions.id, known.sessionId));
      return { outcome: 'reused' };
    }
    const [session] = await tx
      .update(authSessions)
      .set({ refreshedAt: rotation.now })
      .where(eq(authSessions.id, spent.sessionId))
      .returning({ userId: authSessions.userId });
    if (!session) return { outcome: 'unknown' };
    await tx.insert(authRefreshTokens).values({
      tokenHash: rotation.nextTokenHash,
      sessionId: spent.sessionId,
      createdAt: rotation.now,
    });
    return { outcome: 'rotated', sessionId: spent.sessionId, userId: session.userId };
  });
}

export async function sessionExists(db: AppDatabase, sessionId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: authSessions.id })
    .from(authSessions)
    .where(eq(authSessions.id, sessionId))
    .limit(1);
  return Boolean(row);
}

/** GoTrue's logout scopes: this session, every session of the user, or all but this one. */
export async function deleteSessions(
  db: AppDatabase,
  scope: 'local' | 'global' | 'others',
  session: { id: string; userId: string },
): Promise<void> {
  const where =
    scope === 'local'
      ? and(eq(authSessions.id, session.id), eq(authSessions.userId, session.userId))
      : scope === 'global'
        ? eq(authSessions.userId, session.userId)
        : and(eq(authSessions.userId, session.userId), ne(authSessions.id, session.id));
  await db.delete(authSessions).where(where);
}
