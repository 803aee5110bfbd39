import { createHmac, timingSafeEqual } from 'node:crypto';
import { ErrorCode } from '@ttc/shared-protocol/errors';
import type { RequestHandler } from 'express';
import { AppError } from '../../errors';
import type { AccountDeps } from '../account/deps';
import { authenticateRequest } from '../auth/authenticate';
import { signingSecretLoader } from '../auth/signing-secret';
import { pinVersion } from './pin-hash';
import { findLock } from './repository';

/** The header that proves a parent entered the PIN lately. */
export const PARENT_UNLOCK_HEADER = 'x-parent-unlock';
/** How long one PIN entry unlocks settings, purchases and sign-out. */
export const UNLOCK_TTL_MS = 15 * 60 * 1000;

const secrets = new WeakMap<AccountDeps['config'], () => Promise<Uint8Array>>();

/** The server's key (AUTH_JWT_SECRET or the key file under DATA_DIR), the sign-in's own. */
function serverKey(config: AccountDeps['config']): Promise<Uint8Array> {
  let load = secrets.get(config);
  if (!load) {
    load = signingSecretLoader({ secret: config.authJwtSecret, dataDir: config.dataDir });
    secrets.set(config, load);
  }
  return load();
}

async function signature(
  config: AccountDeps['config'],
  userId: string,
  pinHash: string,
  expiresAtMs: number,
): Promise<Buffer> {
  const key = await serverKey(config);
  return createHmac('sha256', key)
    .update(`parent-unlock\0${userId}\0${pinVersion(pinHash)}\0${expiresAtMs}`, 'utf8')
    .digest();
}

/**
 * An unlock token: `pu1.<expiry ms>.<HMAC-SHA256>` over the account, the PIN's hash version and
 * the expiry, keyed by the server's secret. It is worth nothing to another account, after
 * 15 minutes, or once the PIN is changed, removed or reset.
 */
export async function issueUnlockToken(
  deps: Pick<AccountDeps, 'config' | 'clock'>,
  userId: string,
  pinHash: string,
): Promise<{ unlockToken: string; expiresAt: string }> {
  const expiresAtMs = deps.clock().getTime() + UNLOCK_TTL_MS;
  const mac = await signature(deps.config, userId, pinHash, expiresAtMs);
  return {
    unlockToken: `pu1.${expiresAtMs}.${mac.toString('base64url')}`,
    expiresAt: new Date(expiresAtMs).toISOString(),
  };
}

/** Whether `token` is a live unlock for this account and its current PIN. */
export async function unlockTokenValid(
  deps: Pick<AccountDeps, 'config' | 'clock'>,
  userId: string,
  pinHash: string,
  token: string | undefined,
): Promise<boolean> {
  if (!token) return false;
  const match = /^pu1\.(\d{1,16})\.([A-Za-z0-9_-]{43})$/.exec(token.trim());
  if (!match?.[1] || !match[2]) return false;
  const expiresAtMs = Number(match[1]);
  const now = deps.clock().getTime();
  if (expiresAtMs <= now || expiresAtMs > now + UNLOCK_TTL_MS) return false;
  const expected = await signature(deps.config, userId, pinHash, expiresAtMs);
  const given = Buffer.from(match[2], 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Middleware for what the parent lock guards (settings changes, deleting the account): passes
 * when the signed-in account has no lock, or when `X-Parent-Unlock` carries a live unlock token
 * (POST /api/parent-lock/verify). Otherwise 403 `parent_lock`; signed out, 401.
 */
export function requireParentUnlock(deps: AccountDeps): RequestHandler {
  return async (req, _res, next) => {
    const user = await authenticateRequest(req);
    const lock = await findLock(deps.db, user.id);
    if (lock) {
      const header = req.headers[PARENT_UNLOCK_HEADER];
      const token = Array.isArray(header) ? header[0] : header;
      if (!(await unlockTokenValid(deps, user.id, lock.pinHash, token))) {
        throw new AppError(
          ErrorCode.ParentLock,
          403,
          'The parent lock is on: a parent needs to enter the PIN before this can be changed.',
        );
      }
    }
    next();
  };
}
