import { storage } from '../../../lib/storage';

/** How a tour ended; either one keeps it from opening by itself again (spec section 4). */
export const TipsTourOutcome = { completed: 'completed', skipped: 'skipped' } as const;
export type TipsTourOutcome = (typeof TipsTourOutcome)[keyof typeof TipsTourOutcome];

// Earlier versions of the product stored a plain flag; it means the same as completed.
const LEGACY_DONE = 'true';

/**
 * Whether the tour under `storageKey` was completed or skipped on this device. A value this app
 * never writes (hand-edited, another version) is reported and the tour shows again, which is
 * harmless.
 */
export function isTourDone(storageKey: string): boolean {
  const stored = storage.get(storageKey);
  if (stored === null) return false;
  if (stored === TipsTourOutcome.completed || stored === TipsTourOutcome.skipped) return true;
  if (stored === LEGACY_DONE) return true;
  console.warn(`Ignoring the unreadable tips-tour state "${storageKey}" on this device.`);
  return false;
}

/** Remembers how the tour under `storageKey` ended. */
export function markTourDone(storageKey: string, outcome: TipsTourOutcome): void {
  storage.set(storageKey, outcome);
}
