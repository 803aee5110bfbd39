import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';

/** A 6-digit join code from the CSPRNG (leading zeros kept). The store's `create` is the check
 * that no live room has it. */
export function newRoomCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/**
 * A room's QR secret: 144 random bits, base64url (24 characters). The QR code carries it, so a
 * join by QR proves it did not guess the 6-digit code.
 */
export function newJoinKey(): string {
  return randomBytes(18).toString('base64url');
}

/** A seat id: 96 random bits, url-safe. */
export function newPlayerId(): string {
  return randomBytes(12).toString('base64url');
}

/** A rejoin token: 144 random bits, base64url (24 characters). Only its hash is stored. */
export function newRejoinToken(): string {
  return randomBytes(18).toString('base64url');
}

/** The id a round's results are stored under. */
export function newSessionId(): string {
  return randomUUID();
}

/** How a rejoin token is kept in the room: SHA-256, base64url. A 144-bit random token needs no
 * salt or slow hash: it cannot be guessed, only stolen, and the hash is useless to a thief. */
export function hashRejoinToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** A seed for question generation and name suggestions. */
export function newSeed(): number {
  return randomInt(0, 2 ** 31 - 1);
}
