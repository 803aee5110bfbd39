import { storage } from '../storage';
import { isRecord, isTimestamp, parseJson, warnIgnored } from './guards';
import { GuestStorageKey } from './storage-keys';

/** Version of the stored guest progress record; a record of another version is ignored. */
export const GUEST_PROGRESS_VERSION = 1;

/** Page ids that keep guest progress (spec section 4: the Playground and the Student Game). */
export const GuestPage = { studentGame: 'student-game', playground: 'playground' } as const;
export type GuestPage = (typeof GuestPage)[keyof typeof GuestPage];

/**
 * Guest progress as the spec keeps it on the device (section 3, "Guest progress"): which page,
 * when it was saved, how much active time the guest had, and the page's own payload.
 */
export type GuestProgress<P = unknown> = {
  page: string;
  /** When it was saved, ms since the epoch. */
  timestamp: number;
  /** Active time on the page, ms (the guest gate counts it). */
  activeTimeMs: number;
  payload: P;
};

type StoredGuestProgress = GuestProgress & { version: number };

/** Saves (replaces) the guest progress record. */
export function saveGuestProgress<P>(progress: GuestProgress<P>): void {
  const record: StoredGuestProgress = { version: GUEST_PROGRESS_VERSION, ...progress };
  storage.set(GuestStorageKey.guestProgress, JSON.stringify(record));
}

/**
 * The stored guest progress, or null when there is none. A record that is corrupt, of another
 * version or hand-edited out of shape is logged (console.warn) and treated as none (spec
 * section 4); the payload is not checked here: each page checks its own.
 */
export function readGuestProgress(): GuestProgress | null {
  const key = GuestStorageKey.guestProgress;
  const text = storage.get(key);
  if (text === null) return null;
  const value = parseJson(text);
  if (!isRecord(value)) {
    warnIgnored(key, 'it is not a saved record');
    return null;
  }
  if (value.version !== GUEST_PROGRESS_VERSION) {
    warnIgnored(key, `it was saved by another version (${String(value.version)})`);
    return null;
  }
  const { page, timestamp, activeTimeMs, payload } = value;
  if (typeof page !== 'string' || !isTimestamp(timestamp) || !isTimestamp(activeTimeMs)) {
    warnIgnored(key, 'its page, timestamp or active time is invalid');
    return null;
  }
  return { page, timestamp, activeTimeMs, payload };
}

/** Whether guest progress exists (and is readable). */
export function hasGuestProgress(): boolean {
  return readGuestProgress() !== null;
}

/**
 * Removes the guest progress. As the spec says (section 4), clearing it also removes the saved
 * post-login path and the restore flag.
 */
export function clearGuestProgress(): void {
  storage.remove(GuestStorageKey.guestProgress);
  storage.remove(GuestStorageKey.postLoginRedirect);
  storage.remove(GuestStorageKey.restoreGuestProgress);
}

/** Sets the restore flag: after sign-in, the page restores its guest progress (spec section 4). */
export function requestGuestRestore(): void {
  storage.set(GuestStorageKey.restoreGuestProgress, 'true');
}

/** Whether the restore flag is set. */
export function isGuestRestoreRequested(): boolean {
  return storage.get(GuestStorageKey.restoreGuestProgress) === 'true';
}

/**
 * The Playground's side of the restore after sign-in: it keeps no game to bring back, so taking
 * the restore only clears the guest data, the saved path and the flag (spec section 4), as the
 * Student Game does when it takes its own. Another page's progress is left for that page.
 */
export function finishPlaygroundRestore(): void {
  if (!isGuestRestoreRequested()) return;
  const record = readGuestProgress();
  if (record && record.page !== GuestPage.playground) return;
  clearGuestProgress();
}
