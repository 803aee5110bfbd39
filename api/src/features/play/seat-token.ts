import { createHmac, timingSafeEqual } from 'node:crypto';

// A seat token says "this device tapped this child on this assignment's roster". It is signed with
// a key only the server holds (an HMAC over task, child and expiry), so the API keeps no table of
// seats and a token for one assignment or child is worthless for another.

/** A day: time to play and for the device's retries; after that the child taps again. */
export const SEAT_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

export interface SeatClaim {
  taskId: string;
  childId: string;
  /** ms since the epoch. */
  expiresAt: number;
}

/** The seat key: derived from the server's signing secret, so it is never the JWT key itself. */
export function seatKey(signingSecret: Uint8Array): Buffer {
  return createHmac('sha256', signingSecret).update('tick-tock-class seat token v1').digest();
}

const mac = (key: Buffer, body: string) =>
  createHmac('sha256', key).update(body, 'utf8').digest('base64url');

/** `<taskId>.<childId>.<expiresAt>.<hmac>` */
export function signSeatToken(key: Buffer, claim: SeatClaim): string {
  const body = `${claim.taskId}.${claim.childId}.${claim.expiresAt}`;
  return `${body}.${mac(key, body)}`;
}

export type SeatCheck =
  | { ok: true; claim: SeatClaim }
  | { ok: false; reason: 'malformed' | 'forged' | 'expired' };

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const TOKEN = new RegExp(`^(${UUID})\\.(${UUID})\\.(\\d{1,15})\\.([A-Za-z0-9_-]{43})$`);

/** Reads a token back: its signature (compared in constant time) first, then its expiry. */
export function verifySeatToken(key: Buffer, token: string, now: number): SeatCheck {
  const match = TOKEN.exec(token);
  if (!match) return { ok: false, reason: 'malformed' };
  const [, taskId = '', childId = '', expires = '', signature = ''] = match;
  const expected = Buffer.from(mac(key, `${taskId}.${childId}.${expires}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    return { ok: false, reason: 'forged' };
  }
  const expiresAt = Number(expires);
  if (expiresAt <= now) return { ok: false, reason: 'expired' };
  return { ok: true, claim: { taskId, childId, expiresAt } };
}
