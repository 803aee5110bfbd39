import { and, eq, isNull, ne } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { authRefreshTokens, authSessions } from '../../db/schema';
import { openSuccessor, type SuccessorPair, sealSuccessor } from './sealed-successor';
import { sha256Hex } from './secrets';
import { findUserById, type UserRow } from './users-repository';

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
  | { outcome: 'rotated' | 'repeated'; sessionId: string; user: UserRow; pair: SuccessorPair }
  | { outcome: 'reused' }
  | { outcome: 'unknown' };

export interface Rotation {
  /** The refresh token presented (its SHA-256 finds the row; the token itself seals and opens). */
  refreshToken: string;
  now: Date;
  /** A token used again this soon after its first use gets that use's pair back. */
  graceMs: number;
  /** Makes the new pair (a fresh refresh token and an access token for it), inside the transaction. */
  issue(user: UserRow, sessionId: string): Promise<SuccessorPair>;
}

/**
 * Spends a refresh token and stores its successor, in one transaction (a failure anywhere leaves
 * the token unspent). A token spent before is a stolen or replayed one and its whole session
 * (every token of the family) is deleted, unless it comes back within `graceMs` of its first use:
 * two tabs or a retried request then get the same pair, opened from the sealed successor. On
 * Postgres a concurrent second use waits on the row lock of the first and so sees its successor.
 */
export async function rotateRefreshToken(
  db: AppDatabase,
  rotation: Rotation,
): Promise<RotateResult> {
  const tokenHash = sha256Hex(rotation.refreshToken);
  return db.transaction(async (tx) => {
    const [spent] = await tx
      .update(authRefreshTokens)
      .set({ usedAt: rotation.now })
      .where(and(eq(authRefreshTokens.tokenHash, tokenHash), isNull(authRefreshTokens.usedAt)))
      .returning({ sessionId: authRefreshTokens.sessionId });
    if (!spent) return repeatOrRevoke(tx, tokenHash, rotation);
    const [session] = await tx
      .update(authSessions)
      .set({ refreshedAt: rotation.now })
      .where(eq(authSessions.id, spent.sessionId))
      .returning({ userId: authSessions.userId });
    const user = session && (await findUserById(tx, session.userId));
    if (!user) return { outcome: 'unknown' };
    const pair = await rotation.issue(user, spent.sessionId);
    await tx.insert(authRefreshTokens).values({
      tokenHash: sha256Hex(pair.refreshToken),
      sessionId: spent.sessionId,
      createdAt: rotation.now,
    });
    await tx
      .update(authRefreshTokens)
      .set({ successor: sealSuccessor(rotation.refreshToken, pair) })
      .where(eq(authRefreshTokens.tokenHash, tokenHash));
    return { outcome: 'rotated', sessionId: spent.sessionId, user, pair };
  });
}

async function repeatOrRevoke(
  tx: AppDatabase,
  tokenHash: string,
  rotation: Rotation,
): Promise<RotateResult> {
  const [known] = await tx
    .select({
      sessionId: authRefreshTokens.sessionId,
      usedAt: authRefreshTokens.usedAt,
      successor: authRefreshTokens.successor,
    })
    .from(authRefreshTokens)
    .where(eq(authRefreshTokens.tokenHash, tokenHash))
    .limit(1);
  if (!known) return { outcome: 'unknown' };
  // Below zero when the two uses ran at once and this one read the clock first: that is a
  // concurrent repeat (two tabs), not a replay, so the distance counts either way.
  const sinceFirstUse = rotation.now.getTime() - (known.usedAt?.getTime() ?? 0);
  if (known.successor && Math.abs(sinceFirstUse) <= rotation.graceMs) {
    const pair = openSuccessor(rotation.refreshToken, known.successor);
    const [session] = await tx
      .select({ userId: authSessions.userId })
      .from(authSessions)
      .where(eq(authSessions.id, known.sessionId))
      .limit(1);
    const user = pair && session && (await findUserById(tx, session.userId));
    if (pair && user) return { outcome: 'repeated', sessionId: known.sessionId, user, pair };
  }
  await tx.delete(authSessions).where(eq(authSessions.id, known.sessionId));
  return { outcome: 'reused' };
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
