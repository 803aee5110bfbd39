import { useSyncExternalStore } from 'react';

/** Where this tab keeps the unlock: only this tab, and only until it expires. */
export const UNLOCK_STORAGE_KEY = 'ttc.parentUnlock';

type StoredUnlock = { userId: string; unlockToken: string; expiresAt: string };

let memory: StoredUnlock | null = null;
const listeners = new Set<() => void>();
let expiryTimer: ReturnType<typeof setTimeout> | undefined;

function read(): StoredUnlock | null {
  if (memory) return memory;
  try {
    const raw = sessionStorage.getItem(UNLOCK_STORAGE_KEY);
    const value = raw ? (JSON.parse(raw) as Partial<StoredUnlock>) : null;
    if (
      value &&
      typeof value.userId === 'string' &&
      typeof value.unlockToken === 'string' &&
      typeof value.expiresAt === 'string'
    ) {
      memory = value as StoredUnlock;
    }
  } catch {
    // No session storage (a private window's quota, a sandbox): memory only.
  }
  return memory;
}

function live(unlock: StoredUnlock | null): unlock is StoredUnlock {
  return unlock !== null && Date.parse(unlock.expiresAt) > Date.now();
}

function emit(): void {
  for (const listener of listeners) listener();
}

function scheduleExpiry(unlock: StoredUnlock | null): void {
  clearTimeout(expiryTimer);
  if (!live(unlock)) return;
  // Browsers cap timers at about 24.8 days; an unlock lasts 15 minutes.
  const ms = Math.min(Date.parse(unlock.expiresAt) - Date.now() + 50, 2 ** 31 - 1);
  expiryTimer = setTimeout(emit, ms);
}

/**
 * Keeps the unlock the right PIN gave (POST /api/parent-lock/verify) for this tab, across reloads
 * too; with `persist: false` only until the page is left or reloaded (the unlock a parent gets
 * for setting the PIN, so that a reload shows the lock at work).
 */
export function saveUnlock(
  userId: string,
  unlock: { unlockToken: string; expiresAt: string },
  { persist = true }: { persist?: boolean } = {},
) {
  memory = { userId, ...unlock };
  try {
    if (persist) sessionStorage.setItem(UNLOCK_STORAGE_KEY, JSON.stringify(memory));
    else sessionStorage.removeItem(UNLOCK_STORAGE_KEY);
  } catch {
    // Memory only.
  }
  scheduleExpiry(memory);
  emit();
}

/** Forgets the unlock (Lock again, sign-out, a PIN change). */
export function forgetUnlock(): void {
  memory = null;
  clearTimeout(expiryTimer);
  try {
    sessionStorage.removeItem(UNLOCK_STORAGE_KEY);
  } catch {
    // Nothing kept.
  }
  emit();
}

/** Whether this tab holds a live unlock for this account. */
export function isUnlocked(userId: string | null | undefined): boolean {
  const unlock = read();
  return Boolean(userId) && live(unlock) && unlock.userId === userId;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) scheduleExpiry(read());
  return () => listeners.delete(listener);
}

/** isUnlocked as state: turns false by itself when the unlock expires. */
export function useUnlocked(userId: string | null | undefined): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isUnlocked(userId),
    () => false,
  );
}

/**
 * The headers that prove a parent entered the PIN lately (`X-Parent-Unlock`), sent with
 * settings changes and account deletion; empty when this tab holds no live unlock.
 */
export function parentUnlockHeaders(): Record<string, string> {
  const unlock = read();
  return live(unlock) ? { 'X-Parent-Unlock': unlock.unlockToken } : {};
}
