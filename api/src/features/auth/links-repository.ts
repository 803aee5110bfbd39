import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { authCodes, authLinkTokens, authRateLimits } from '../../db/schema';
import type { CodeChallengeMethod } from './secrets';

export interface PkceChallenge {
  codeChallenge: string;
  codeChallengeMethod: CodeChallengeMethod;
}

export async function insertLinkToken(
  db: AppDatabase,
  link: {
    tokenHash: string;
    userId: string;
    pkce: PkceChallenge | null;
    redirectTo: string | null;
    createdAt: Date;
    expiresAt: Date;
  },
): Promise<void> {
  await db.insert(authLinkTokens).values({
    tokenHash: link.tokenHash,
    userId: link.userId,
    codeChallenge: link.pkce?.codeChallenge ?? null,
    codeChallengeMethod: link.pkce?.codeChallengeMethod ?? null,
    redirectTo: link.redirectTo,
    createdAt: link.createdAt,
    expiresAt: link.expiresAt,
  });
}

export interface ConsumedLink {
  userId: string;
  pkce: PkceChallenge | null;
  redirectTo: string | null;
}

/**
 * Marks a link used and returns it, in one statement, if it is unused and unexpired at `now`:
 * of two requests racing with one link, exactly one gets it.
 */
export async function consumeLinkToken(
  db: AppDatabase,
  tokenHash: string,
  now: Date,
): Promise<ConsumedLink | undefined> {
  const [row] = await db
    .update(authLinkTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(authLinkTokens.tokenHash, tokenHash),
        isNull(authLinkTokens.usedAt),
        gt(authLinkTokens.expiresAt, now),
      ),
    )
    .returning();
  if (!row) return undefined;
  return {
    userId: row.userId,
    pkce:
      row.codeChallenge && row.codeChallengeMethod
        ? {
            codeChallenge: row.codeChallenge,
            codeChallengeMethod: row.codeChallengeMethod as CodeChallengeMethod,
          }
        : null,
    redirectTo: row.redirectTo,
  };
}

/** An unspent, unexpired link's user and expiry, read without spending it. */
export async function findLiveLinkToken(
  db: AppDatabase,
  tokenHash: string,
  now: Date,
): Promise<{ userId: string; expiresAt: Date } | undefined> {
  const [row] = await db
    .select({ userId: authLinkTokens.userId, expiresAt: authLinkTokens.expiresAt })
    .from(authLinkTokens)
    .where(
      and(
        eq(authLinkTokens.tokenHash, tokenHash),
        isNull(authLinkTokens.usedAt),
        gt(authLinkTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return row;
}

export async function insertAuthCode(
  db: AppDatabase,
  code: { codeHash: string; userId: string; pkce: PkceChallenge; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(authCodes).values({
    codeHash: code.codeHash,
    userId: code.userId,
    codeChallenge: code.pkce.codeChallenge,
    codeChallengeMethod: code.pkce.codeChallengeMethod,
    createdAt: code.createdAt,
    expiresAt: code.expiresAt,
  });
}

/** Like consumeLinkToken, for PKCE authorization codes. */
export async function consumeAuthCode(
  db: AppDatabase,
  codeHash: string,
  now: Date,
): Promise<{ userId: string; pkce: PkceChallenge } | undefined> {
  const [row] = await db
    .update(authCodes)
    .set({ usedAt: now })
    .where(
      and(eq(authCodes.codeHash, codeHash), isNull(authCodes.usedAt), gt(authCodes.expiresAt, now)),
    )
    .returning();
  if (!row) return undefined;
  return {
    userId: row.userId,
    pkce: {
      codeChallenge: row.codeChallenge,
      codeChallengeMethod: row.codeChallengeMethod as CodeChallengeMethod,
    },
  };
}

/**
 * Forgets links and codes that expired before `before` (the sign-in's clock), and rate-limit
 * counters that expired before `countersBefore` (rate-limiter-flexible counts in real time).
 */
export async function deleteExpiredAuthRows(
  db: AppDatabase,
  before: Date,
  countersBefore: Date,
): Promise<void> {
  await db.delete(authLinkTokens).where(lt(authLinkTokens.expiresAt, before));
  await db.delete(authCodes).where(lt(authCodes.expiresAt, before));
  await db.delete(authRateLimits).where(lt(authRateLimits.expire, countersBefore));
}
