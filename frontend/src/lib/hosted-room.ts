import { storage } from './storage';

/** Where the teacher's screen remembers the live room it hosts (this device only). */
export const HOSTED_ROOM_KEY = 'ttc-hosted-room';
/** Rooms live 24 hours after their last activity (realtime store TTL): older memories are dropped. */
const MAX_AGE_MS = 24 * 60 * 60 * 1000;

export type HostedRoom = { code: string; at: number };

/**
 * The live room this device's teacher hosted last and has not seen end, so the dashboard can
 * lead back to it after the tab was closed. A stale or hand-edited value reads as none.
 */
export function hostedRoom(now = Date.now()): HostedRoom | null {
  const room = stored();
  return room && now - room.at <= MAX_AGE_MS ? room : null;
}

function stored(): HostedRoom | null {
  const raw = storage.get(HOSTED_ROOM_KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<HostedRoom>;
    if (typeof value.code !== 'string' || !/^\d{6}$/.test(value.code)) return null;
    return typeof value.at === 'number' ? { code: value.code, at: value.at } : null;
  } catch {
    return null;
  }
}

export function rememberHostedRoom(code: string, now = Date.now()): void {
  storage.set(HOSTED_ROOM_KEY, JSON.stringify({ code, at: now }));
}

/** Forgets room `code` (ended, or gone); another room remembered since is kept. */
export function forgetHostedRoom(code: string): void {
  if (stored()?.code === code) storage.remove(HOSTED_ROOM_KEY);
}
