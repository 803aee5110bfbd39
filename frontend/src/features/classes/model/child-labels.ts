import { useCallback, useSyncExternalStore } from 'react';
import { storage } from '../../../lib/storage';

// A teacher's private labels for the children of a class ("Sam B."), kept in this browser's
// localStorage only: the server never receives them, so no real name is stored with us.

/** The longest label kept. */
export const CHILD_LABEL_MAX_LENGTH = 40;

export type ChildLabels = Readonly<Record<string, string>>;

const keyOf = (classId: string) => `ttc.class-labels.${classId}`;
const listeners = new Set<() => void>();
const cache = new Map<string, { raw: string | null; labels: ChildLabels }>();
const EMPTY: ChildLabels = Object.freeze({});

/** The labels saved on this device for a class (an empty record when none or unreadable). */
export function readChildLabels(classId: string): ChildLabels {
  const raw = storage.get(keyOf(classId));
  const cached = cache.get(classId);
  if (cached && cached.raw === raw) return cached.labels;
  const labels = parseLabels(raw);
  cache.set(classId, { raw, labels });
  return labels;
}

function parseLabels(raw: string | null): ChildLabels {
  if (!raw) return EMPTY;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return EMPTY;
    return Object.fromEntries(
      Object.entries(value).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
      ),
    );
  } catch {
    return EMPTY;
  }
}

/** Saves (or, when blank, forgets) one child's label on this device. */
export function writeChildLabel(classId: string, childId: string, label: string): void {
  const next: Record<string, string> = { ...readChildLabels(classId) };
  const trimmed = label.trim().slice(0, CHILD_LABEL_MAX_LENGTH);
  if (trimmed) next[childId] = trimmed;
  else delete next[childId];
  if (Object.keys(next).length === 0) storage.remove(keyOf(classId));
  else storage.set(keyOf(classId), JSON.stringify(next));
  for (const listener of listeners) listener();
}

/** Forgets every label of a class (when the class is deleted). */
export function forgetChildLabels(classId: string): void {
  storage.remove(keyOf(classId));
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key?.startsWith('ttc.class-labels.')) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The class's labels on this device, and a setter; re-renders when they change (other tabs too). */
export function useChildLabels(classId: string) {
  const labels = useSyncExternalStore(
    subscribe,
    () => readChildLabels(classId),
    () => EMPTY,
  );
  const setLabel = useCallback(
    (childId: string, label: string) => writeChildLabel(classId, childId, label),
    [classId],
  );
  return { labels, setLabel };
}
