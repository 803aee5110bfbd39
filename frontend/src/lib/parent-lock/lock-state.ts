import type { ParentLockState } from '@ttc/shared-protocol/api/parent-lock';
import { useEffect, useSyncExternalStore } from 'react';
import { getParentLock } from './api';

/** What this tab knows of an account's parent lock. */
export type LockStatus =
  | { status: 'loading' }
  | { status: 'ready'; lock: ParentLockState }
  | { status: 'error' };

type Entry = { userId: string; value: LockStatus; request?: Promise<void> };

let entry: Entry | null = null;
const listeners = new Set<() => void>();
const LOADING: LockStatus = { status: 'loading' };

function emit(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Asks the API again (after a change elsewhere, or on a screen that needs it fresh). */
export function refreshParentLock(userId: string): Promise<void> {
  if (entry?.userId !== userId) entry = { userId, value: LOADING };
  const current = entry;
  const request = getParentLock().then(
    (lock) => {
      if (entry === current) entry = { userId, value: { status: 'ready', lock } };
    },
    () => {
      if (entry === current && current.value.status !== 'ready') {
        entry = { userId, value: { status: 'error' } };
      }
    },
  );
  current.request = request.finally(emit);
  emit();
  return current.request;
}

/** Puts what a change answered in place (PUT or DELETE /api/parent-lock). */
export function setParentLockState(userId: string, lock: ParentLockState): void {
  entry = { userId, value: { status: 'ready', lock } };
  emit();
}

/** The lock of `userId` (null: signed out), loaded once per tab and account. */
export function useParentLock(userId: string | null): LockStatus | null {
  const value = useSyncExternalStore(
    subscribe,
    () => (userId && entry?.userId === userId ? entry.value : null),
    () => null,
  );
  useEffect(() => {
    if (userId && entry?.userId !== userId) void refreshParentLock(userId);
  }, [userId]);
  if (!userId) return null;
  return value ?? LOADING;
}

/** The lock, fresh from the API (sign-out asks at the moment it happens). */
export async function currentParentLock(userId: string): Promise<ParentLockState> {
  const lock = await getParentLock();
  setParentLockState(userId, lock);
  return lock;
}
