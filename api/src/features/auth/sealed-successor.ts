import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * What a refresh hands out, kept for the refresh token it replaced: a second use of that token
 * within the grace window gets the very same pair back (see rotateRefreshToken).
 */
export interface SuccessorPair {
  accessToken: string;
  /** Epoch seconds. */
  expiresAt: number;
  refreshToken: string;
}

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * The AES-256-GCM key for one refresh token's successor: HKDF-SHA256 of the token itself. The
 * database holds only the token's SHA-256, from which this key cannot be had, so the sealed pair
 * opens for the holder of the old token and for nobody who reads the table.
 */
function keyFor(refreshToken: string): Buffer {
  return Buffer.from(
    hkdfSync('sha256', refreshToken, 'ttc refresh successor', 'aes-256-gcm key', 32),
  );
}

/** `v1.<iv>.<ciphertext+tag>` in base64url. */
export function sealSuccessor(oldRefreshToken: string, pair: SuccessorPair): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyFor(oldRefreshToken), iv);
  const body = Buffer.concat([
    cipher.update(JSON.stringify(pair), 'utf8'),
    cipher.final(),
    cipher.getAuthTag(),
  ]);
  return `${VERSION}.${iv.toString('base64url')}.${body.toString('base64url')}`;
}

/** The pair sealed for `oldRefreshToken`, or null when it does not open with that token. */
export function openSuccessor(oldRefreshToken: string, sealed: string): SuccessorPair | null {
  const [version, ivText, bodyText] = sealed.split('.');
  if (version !== VERSION || !ivText || !bodyText) return null;
  const iv = Buffer.from(ivText, 'base64url');
  const body = Buffer.from(bodyText, 'base64url');
  if (iv.length !== IV_BYTES || body.length <= TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFor(oldRefreshToken), iv);
    decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
    const text = Buffer.concat([
      decipher.update(body.subarray(0, body.length - TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
    const pair = JSON.parse(text) as SuccessorPair;
    return typeof pair.accessToken === 'string' &&
      typeof pair.refreshToken === 'string' &&
      typeof pair.expiresAt === 'number'
      ? pair
      : null;
  } catch {
    return null;
  }
}
