import { storage } from '../storage';

/**
 * The seats this device holds in live rooms: the rejoin token the join ack gave, kept in
 * localStorage (never in a URL) so a reload, a sleeping tablet or a closed tab gets the same
 * seat and score back; sending an old seat's token with a new join also keeps a ban on the
 * device. One record per room code, the newest marked current; records older than SEAT_TTL_MS
 * are dropped (rooms never live that long).
 */
export const SEAT_STORAGE_KEY = 'liveSeats';
export const SEAT_TTL_MS = 12 * 60 * 60 * 1000;
const MAX_SEATS = 10;

export type StoredSeat = {
  code: string;
  playerId: string;
  rejoinToken: string;
  savedAt: number;
};

type SeatFile = { current: string | null; seats: StoredSeat[] };

const TOKEN = /^[A-Za-z0-9_-]{22,128}$/;
const CODE = /^\d{6}$/;

function isSeat(value: unknown): value is StoredSeat {
  if (!value || typeof value !== 'object') return false;
  const seat = value as Record<string, unknown>;
  return (
    typeof seat.code === 'string' &&
    CODE.test(seat.code) &&
    typeof seat.playerId === 'string' &&
    typeof seat.rejoinToken === 'string' &&
    TOKEN.test(seat.rejoinToken) &&
    typeof seat.savedAt === 'number'
  );
}

function read(now: number): SeatFile {
  const raw = storage.get(SEAT_STORAGE_KEY);
  if (raw === null) return { current: null, seats: [] };
  try {
    const parsed = JSON.parse(raw) as { current?: unknown; seats?: unknown };
    const seats = Array.isArray(parsed.seats)
      ? parsed.seats.filter(isSeat).filter((s) => now - s.savedAt < SEAT_TTL_MS)
      : [];
    const current =
      typeof parsed.current === 'string' && seats.some((s) => s.code === parsed.current)
        ? parsed.current
        : null;
    return { current, seats };
  } catch {
    console.warn(`Ignored "${SEAT_STORAGE_KEY}" on this device: it is not valid JSON.`);
    return { current: null, seats: [] };
  }
}

function write(file: SeatFile): void {
  storage.set(SEAT_STORAGE_KEY, JSON.stringify(file));
}

/** Remembers a new seat and makes it the current one. */
export function saveSeat(seat: Omit<StoredSeat, 'savedAt'>, now = Date.now()): void {
  const file = read(now);
  const seats = [{ ...seat, savedAt: now }, ...file.seats.filter((s) => s.code !== seat.code)];
  write({ current: seat.code, seats: seats.slice(0, MAX_SEATS) });
}

/** The seat to come back to after a reload (the current one), if any. */
export function currentSeat(now = Date.now()): StoredSeat | null {
  const file = read(now);
  return file.seats.find((s) => s.code === file.current) ?? null;
}

/** This device's seat in room `code` (current or not), to send with a new join. */
export function seatInRoom(code: string, now = Date.now()): StoredSeat | null {
  return read(now).seats.find((s) => s.code === code) ?? null;
}

/**
 * Stops coming back to the current seat (the game ended, or the child left) but keeps its token
 * for a later join to the same room.
 */
export function leaveCurrentSeat(now = Date.now()): void {
  const file = read(now);
  write({ current: null, seats: file.seats });
}

/** Forgets room `code`'s seat entirely (the room is gone). */
export function forgetSeat(code: string, now = Date.now()): void {
  const file = read(now);
  write({
    current: file.current === code ? null : file.current,
    seats: file.seats.filter((s) => s.code !== code),
  });
}

/**
 * The token a join about to be sent will ask for its seat (`seatToken`), kept until the join is
 * answered so a join sent again (its ack lost in a drop, or the page reloaded while it was on its
 * way) gets the seat the first one took instead of a second one.
 */
export const PENDING_JOIN_KEY = 'liveJoinPending';
/** A pending join older than this is forgotten (its room would have long started). */
export const PENDING_JOIN_TTL_MS = 60 * 60 * 1000;

type PendingJoin = { code: string; seatToken: string; savedAt: number };

function readPending(now: number): PendingJoin | null {
  const raw = storage.get(PENDING_JOIN_KEY);
  if (raw === null) return null;
  try {
    const pending = JSON.parse(raw) as Partial<PendingJoin>;
    const valid =
      typeof pending.code === 'string' &&
      CODE.test(pending.code) &&
      typeof pending.seatToken === 'string' &&
      TOKEN.test(pending.seatToken) &&
      typeof pending.savedAt === 'number' &&
      now - pending.savedAt < PENDING_JOIN_TTL_MS;
    return valid ? (pending as PendingJoin) : null;
  } catch {
    return null;
  }
}

/** 144 random bits from the browser's CSPRNG, base64url: as strong as the server's tokens. */
function newSeatToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_');
}

/** The seat token of the pending join to room `code`, made (and kept) if there is none. */
export function pendingSeatToken(code: string, now = Date.now()): string {
  const pending = readPending(now);
  if (pending?.code === code) return pending.seatToken;
  const seatToken = newSeatToken();
  storage.set(PENDING_JOIN_KEY, JSON.stringify({ code, seatToken, savedAt: now }));
  return seatToken;
}

/** The token of a join to room `code` that was sent but never answered, if any. */
export function unansweredJoin(code: string, now = Date.now()): string | null {
  const pending = readPending(now);
  return pending?.code === code ? pending.seatToken : null;
}

/** The join was answered (a seat, or a refusal that took none): its token is done with. */
export function clearPendingJoin(): void {
  storage.remove(PENDING_JOIN_KEY);
}
