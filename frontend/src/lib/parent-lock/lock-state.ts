import type { ParentLockState } from '@ttc/shared-protocol/api/parent-lock';
import { useEffect, useSyncExternalStore } from 'react';
import { getParentLock } from './api';

/** What this tab knows of an account's parent lock. */
export type LockStatus =
  | { status: 'loading' }
  | { status: 'ready'; lock: ParentLockState }
  | { status: 'error' };

type Entry = { userId: string; value: LockStatus; request: Promise<void> | null };

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

/**
 * Asks the API again: a screen that shows the lock asks once when it opens (the lock may have
 * been set on another device), keeping what it knew meanwhile; requests already on their way
 * are shared. After a failure it shows "loading" again while it retries.
 */
export function refreshParentLock(userId: string): Promise<void> {
  if (entry?.userId !== userId) entry = { userId, value: LOADING, request: null };
  const current = entry;
  if (current.request) return current.request;
  if (current.value.status === 'error') current.value = LOADING;
  const request = getParentLock().then(
    (lock) => {
      if (entry === current) current.value = { status: 'ready', lock };
    },
    () => {
      if (entry === current && current.value.status !== 'ready') {
        current.value = { status: 'error' };
      }
    },
  );
  current.request = request.finally(() => {
    current.request = null;
    // A new object, so useSyncExternalStore sees the change.
    if (entry === current) entry = { ...current };
    emit();
  });
  emit();
  return current.request;
}

/** Puts what a change answered in place (PUT or DELETE /api/parent-lock). */
export function setParentLockState(userId: string, lock: ParentLockState): void {
  entry = { userId, value: { status: 'ready', lock }, request: null };
  emit();
}

/** The lock of `userId` (null: signed out), asked for when the screen opens. */
export function useParentLock(userId: string | null): LockStatus | null {
  const value = useSyncExternalStore(
    subscribe,
    () => (userId && entry?.userId === userId ? entry.value : null),
    () => null,
  );
  useEffect(() => {
    if (userId) void refreshParentLock(userId);
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

/** Tests start from a tab that knows nothing. */
export function resetParentLockStateForTests(): void {
  entry = null;
}
