import {
  type ParentLockState,
  type ParentResetResponse,
  type ParentUnlock,
  PIN_LOCKOUT_MS,
  PIN_MAX_TRIES,
  type SetParentPinRequest,
} from '@ttc/shared-protocol/api/parent-lock';
import { ErrorCode } from '@ttc/shared-protocol/errors';
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { parentLocks } from '../../db/schema';
import { AppError } from '../../errors';
import type { AccountDeps } from '../account/deps';
import type { AuthenticatedUser } from '../auth/authenticate';
import { maskEmail } from '../auth/mask-email';
import { randomToken, sha256Hex } from '../auth/secrets';
import { ensureUserRow, findUserById } from '../auth/users-repository';
import type { MailLanguage } from '../mail/language';
import { hashPin, pinMatches } from './pin-hash';
import {
  deleteLock,
  deleteLockByResetToken,
  findLock,
  type ParentLockRow,
  recordTries,
  savePin,
  saveResetToken,
} from './repository';
import { parentResetEmail, parentResetLink } from './reset-email';
import { issueUnlockToken } from './unlock';

/** How long the mailed reset link works. */
export const RESET_TTL_MS = 60 * 60 * 1000;

/** 429 `pin_locked`: the routes turn `retryAfterS` into a Retry-After header. */
export class PinLockedError extends AppError {
  constructor(
    readonly lockedUntil: Date,
    now: Date,
  ) {
    const minutes = Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 60_000));
    super(
      ErrorCode.PinLocked,
      429,
      `Too many wrong PINs: the parent lock opens again for tries in ${minutes} minute${minutes === 1 ? '' : 's'}. Forgot the PIN? Ask for a reset link by email.`,
    );
    this.retryAfterS = Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 1000));
  }
  readonly retryAfterS: number;
}

function noLock(): AppError {
  return new AppError(ErrorCode.NotFound, 404, 'This account has no parent lock.');
}

function isLocked(
  row: Pick<ParentLockRow, 'lockedUntil'>,
  now: Date,
): row is { lockedUntil: Date } {
  return row.lockedUntil !== null && row.lockedUntil.getTime() > now.getTime();
}

function stateOf(row: ParentLockRow | null, now: Date): ParentLockState {
  if (!row) return { enabled: false, lockedUntil: null, triesLeft: PIN_MAX_TRIES };
  if (isLocked(row, now))
    return { enabled: true, lockedUntil: row.lockedUntil.toISOString(), triesLeft: 0 };
  return {
    enabled: true,
    lockedUntil: null,
    triesLeft: Math.max(0, PIN_MAX_TRIES - row.failedTries),
  };
}

/** GET /api/parent-lock */
export async function lockState(deps: AccountDeps, userId: string): Promise<ParentLockState> {
  return stateOf(await findLock(deps.db, userId), deps.clock());
}

/**
 * Checks a PIN against the account's lock, counting wrong tries. A try is taken atomically
 * before the slow hash runs, so parallel guesses cannot get past the 5th: the 5th wrong PIN in
 * a row closes the lock for 15 minutes (429 `pin_locked`), a right one starts the count over.
 * Returns the lock row as it was checked.
 */
export async function checkPin(
  deps: AccountDeps,
  userId: string,
  pin: string,
): Promise<ParentLockRow> {
  const now = deps.clock();
  const [taken] = await deps.db
    .update(parentLocks)
    .set({ failedTries: sql`${parentLocks.failedTries} + 1`, lockedUntil: null })
    .where(
      and(
        eq(parentLocks.userId, userId),
        or(isNull(parentLocks.lockedUntil), lte(parentLocks.lockedUntil, now)),
        sql`${parentLocks.failedTries} < ${PIN_MAX_TRIES}`,
      ),
    )
    .returning();
  if (!taken) {
    const row = await findLock(deps.db, userId);
    if (!row) throw noLock();
    if (isLocked(row, now)) throw new PinLockedError(row.lockedUntil, now);
    // Over the count without a lockout (a lock closed by hand): close it now.
    const lockedUntil = new Date(now.getTime() + PIN_LOCKOUT_MS);
    await recordTries(deps.db, userId, 0, lockedUntil);
    throw new PinLockedError(lockedUntil, now);
  }
  if (await pinMatches(pin, taken.pinHash)) {
    await recordTries(deps.db, userId, 0, null);
    return { ...taken, failedTries: 0 };
  }
  if (taken.failedTries >= PIN_MAX_TRIES) {
    const lockedUntil = new Date(now.getTime() + PIN_LOCKOUT_MS);
    await recordTries(deps.db, userId, 0, lockedUntil);
    throw new PinLockedError(lockedUntil, now);
  }
  const left = PIN_MAX_TRIES - taken.failedTries;
  throw new AppError(
    ErrorCode.WrongPin,
    403,
    `That PIN is not right. ${left} ${left === 1 ? 'try' : 'tries'} left before the lock closes for 15 minutes.`,
  );
}

/** PUT /api/parent-lock: a first PIN, or a new one in place of `currentPin`. */
export async function setPin(
  deps: AccountDeps,
  user: AuthenticatedUser,
  request: SetParentPinRequest,
): Promise<ParentLockState> {
  const existing = await findLock(deps.db, user.id);
  if (existing) {
    if (request.currentPin === undefined) {
      throw new AppError(
        ErrorCode.ValidationFailed,
        400,
        'currentPin: enter the current PIN to change it.',
      );
    }
    await checkPin(deps, user.id, request.currentPin);
  } else if (!(await ensureUserRow(deps.db, user))) {
    throw new AppError(ErrorCode.Conflict, 409, 'This account cannot be found. Sign in again.');
  }
  await savePin(deps.db, user.id, await hashPin(request.pin));
  return lockState(deps, user.id);
}

/** POST /api/parent-lock/verify: the right PIN gives a 15-minute unlock. */
export async function verifyPin(
  deps: AccountDeps,
  userId: string,
  pin: string,
): Promise<ParentUnlock> {
  const row = await checkPin(deps, userId, pin);
  return issueUnlockToken(deps, userId, row.pinHash);
}

/** DELETE /api/parent-lock: turns the lock off (the PIN is needed). */
export async function removeLock(
  deps: AccountDeps,
  userId: string,
  pin: string,
): Promise<ParentLockState> {
  await checkPin(deps, userId, pin);
  await deleteLock(deps.db, userId);
  return lockState(deps, userId);
}

/**
 * POST /api/parent-lock/reset: mails the account's address a one-time link (1 hour) that removes
 * the lock. Only the token's hash is kept; a new request replaces the previous link.
 */
export async function requestReset(
  deps: AccountDeps,
  userId: string,
  language: MailLanguage,
): Promise<ParentResetResponse> {
  const lock = await findLock(deps.db, userId);
  const user = lock && (await findUserById(deps.db, userId));
  if (!lock || !user) throw noLock();
  const email = user.email;
  if (!email) {
    throw new AppError(
      ErrorCode.Conflict,
      409,
      'This account has no email address to send the reset link to.',
    );
  }
  const token = randomToken();
  const now = deps.clock();
  await saveResetToken(deps.db, userId, sha256Hex(token), new Date(now.getTime() + RESET_TTL_MS));
  const message = parentResetEmail(email, parentResetLink(deps.config.publicUrl, token), language);
  try {
    await deps.mailer.send(message);
  } catch (error) {
    deps.logger.error({ err: error }, 'sending the parent lock reset link failed');
    throw new AppError(
      ErrorCode.Unavailable,
      503,
      'The email could not be sent right now. Please try again in a few minutes.',
    );
  }
  return { sentTo: maskEmail(email) };
}

/** POST /api/parent-lock/reset/confirm: the mailed token removes the lock, once. */
export async function confirmReset(deps: AccountDeps, token: string): Promise<void> {
  const userId = await deleteLockByResetToken(deps.db, sha256Hex(token), deps.clock());
  if (!userId) {
    throw new AppError(
      ErrorCode.BadRequest,
      400,
      'This link has expired or was already used. Ask for a new one with "Forgot PIN?".',
    );
  }
  deps.logger.info('parent lock removed through the mailed reset link');
}
