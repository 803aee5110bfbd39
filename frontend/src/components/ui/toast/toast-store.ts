import { useSyncExternalStore } from 'react';

/** How long a toast stays by default (spec section 9). */
export const TOAST_DURATION_MS = 5000;
/** Toasts shown at once: a new one replaces the current one (spec section 9). */
export const TOAST_LIMIT = 1;
/** How far a toast must be swiped sideways to be dismissed (spec section 9). */
export const TOAST_SWIPE_THRESHOLD_PX = 50;

export const ToastVariant = { Default: 'default', Destructive: 'destructive' } as const;
export type ToastVariant = (typeof ToastVariant)[keyof typeof ToastVariant];

export type ToastOptions = {
  title?: string;
  description?: string;
  /** `destructive` for errors: red, and announced at once by screen readers. */
  variant?: ToastVariant;
  /** Milliseconds before it closes by itself; defaults to TOAST_DURATION_MS. */
  duration?: number;
};

export type Toast = {
  id: string;
  title?: string;
  description?: string;
  variant: ToastVariant;
  duration: number;
};

let toasts: readonly Toast[] = [];
let lastId = 0;
const listeners = new Set<() => void>();

function publish(next: readonly Toast[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

/** Shows a toast (replacing the one on screen) and returns a handle to close it early. */
export function toast(options: ToastOptions): { id: string; dismiss: () => void } {
  lastId += 1;
  const id = String(lastId);
  const item: Toast = {
    id,
    variant: options.variant ?? ToastVariant.Default,
    duration: options.duration ?? TOAST_DURATION_MS,
  };
  if (options.title !== undefined) item.title = options.title;
  if (options.description !== undefined) item.description = options.description;
  publish([item, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

/** Closes one toast, or all of them without an id. */
export function dismissToast(id?: string): void {
  const next = id === undefined ? [] : toasts.filter((item) => item.id !== id);
  if (next.length !== toasts.length) publish(next);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function getSnapshot(): readonly Toast[] {
  return toasts;
}

/** The toasts on screen plus the functions to show and close them. */
export function useToast(): {
  toasts: readonly Toast[];
  toast: typeof toast;
  dismiss: typeof dismissToast;
} {
  const current = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return { toasts: current, toast, dismiss: dismissToast };
}
