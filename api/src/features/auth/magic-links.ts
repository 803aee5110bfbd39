import type { LinkPreview, OtpRequest } from '@ttc/shared-protocol/api/auth-gotrue';
import type { AppDatabase } from '../../db/client';
import type { Logger } from '../../logger';
import { chooseMailLanguage } from '../mail/language';
import type { Mailer } from '../mail/mailer';
import { signInEmail } from '../mail/sign-in-email';
import type { BuiltinAuth } from './builtin-auth';
import { linkInvalid } from './gotrue-errors';
import {
  type ConsumedLink,
  consumeLinkToken,
  deleteExpiredAuthRows,
  findLiveLinkToken,
  insertLinkToken,
} from './links-repository';
import { maskEmail } from './mask-email';
import type { LinkRequestLimits } from './rate-limits';
import { signInLink } from './redirects';
import { randomToken, sha256Hex } from './secrets';
import {
  findOrCreateUserByEmail,
  findUserByEmail,
  findUserById,
  type UserRow,
} from './users-repository';

/** A sign-in link works for 10 minutes (the accounts issue). */
export const LINK_TTL_MS = 10 * 60 * 1000;
/** Expired rows are swept at most this often, during a link request. */
const SWEEP_EVERY_MS = 10 * 60 * 1000;
/** Rows are kept a day past expiry, long enough to tell a reused link from an unknown one in logs. */
const KEEP_EXPIRED_MS = 24 * 60 * 60 * 1000;

export interface MagicLinkDeps {
  auth: BuiltinAuth;
  limits: LinkRequestLimits;
  mailer: Mailer;
  logger: Logger;
}

export interface LinkRequest {
  otp: OtpRequest;
  /** Already checked to be within PUBLIC_URL. */
  redirectTo: string | null;
  ip: string;
  acceptLanguage: string | undefined;
}

/**
 * POST /otp. Whatever happens (a new or known address, an unknown one that may not be created,
 * a limit reached) the caller answers the same: the outcome is visible only in the mailbox. The
 * mail goes out after the answer, so SMTP's latency does not tell known from unknown either.
 */
export function createMagicLinks(deps: MagicLinkDeps) {
  const log = deps.logger.child({ component: 'sign-in' });
  const { db, clock } = deps.auth;
  let lastSweep = 0;

  async function sweep(now: Date): Promise<void> {
    if (now.getTime() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = now.getTime();
    await deleteExpiredAuthRows(
      db,
      new Date(now.getTime() - KEEP_EXPIRED_MS),
      new Date(Date.now() - KEEP_EXPIRED_MS),
    );
  }

  async function request(link: LinkRequest): Promise<void> {
    const { email } = link.otp;
    const now = clock();
    await sweep(now);
    if (!(await deps.limits.allow(email, link.ip))) {
      log.info('sign-in link not sent: address or IP over its limit');
      return;
    }
    const user = link.otp.create_user
      ? await findOrCreateUserByEmail(db, email)
      : await findUserByEmail(db, email);
    if (!user) {
      log.info('sign-in link not sent: unknown address and create_user is false');
      return;
    }
    const token = randomToken();
    await insertLinkToken(db, {
      tokenHash: sha256Hex(token),
      userId: user.id,
      pkce:
        link.otp.code_challenge && link.otp.code_challenge_method
          ? {
              codeChallenge: link.otp.code_challenge,
              codeChallengeMethod: link.otp.code_challenge_method,
            }
          : null,
      redirectTo: link.redirectTo,
      createdAt: now,
      expiresAt: new Date(now.getTime() + LINK_TTL_MS),
    });
    const language = chooseMailLanguage(
      link.otp.data?.language ?? link.otp.data?.locale,
      link.acceptLanguage,
    );
    const message = signInEmail(
      email,
      signInLink(deps.auth.publicUrl, token, link.redirectTo),
      language,
    );
    deps.mailer.send(message).catch((error: unknown) => {
      log.error({ err: error }, 'sending the sign-in link failed');
    });
  }

  /**
   * Spends a link: its user and what the request asked for, or 403 `otp_expired`. `db` may be a
   * transaction, so that the link is spent only if what follows succeeds too.
   */
  async function consume(
    token: string,
    tx: AppDatabase = db,
  ): Promise<{ user: UserRow; link: ConsumedLink }> {
    const link = await consumeLinkToken(tx, sha256Hex(token), clock());
    const user = link && (await findUserById(tx, link.userId));
    if (!link || !user) throw linkInvalid();
    return { user, link };
  }

  /**
   * What the confirm page shows before the tap: the link's address, masked, and when it expires.
   * Spends nothing. Only the holder of the link learns anything (a token is 256 random bits);
   * a used, expired or unknown link is the same 403 `otp_expired` as at POST /verify.
   */
  async function preview(token: string): Promise<LinkPreview> {
    const link = await findLiveLinkToken(db, sha256Hex(token), clock());
    const user = link && (await findUserById(db, link.userId));
    if (!link || !user?.email) throw linkInvalid();
    return {
      email: maskEmail(user.email),
      expires_at: Math.floor(link.expiresAt.getTime() / 1000),
    };
  }

  return { request, consume, preview };
}

export type MagicLinks = ReturnType<typeof createMagicLinks>;
