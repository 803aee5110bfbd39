import { isRecord, isTimestamp, parseJson, warnIgnored } from '../../../lib/guest-progress/guards';
import { storage } from '../../../lib/storage';

/**
 * The guest's active time and snooze, kept on the device so they carry across pages and reloads
 * (the spec names no key for them). Removed once the guest signs in.
 */
export const GUEST_GATE_STORAGE_KEY = 'guestGate';

export type StoredGate = { activeMs: number; snoozedUntil: number | null };

export function readStoredGate(): StoredGate {
  const text = storage.get(GUEST_GATE_STORAGE_KEY);
  if (text === null) return { activeMs: 0, snoozedUntil: null };
  const value = parseJson(text);
  if (
    !isRecord(value) ||
    !isTimestamp(value.activeMs) ||
    !(value.snoozedUntil === null || isTimestamp(value.snoozedUntil))
  ) {
    warnIgnored(GUEST_GATE_STORAGE_KEY, 'it is not a guest gate record');
    return { activeMs: 0, snoozedUntil: null };
  }
  return { activeMs: value.activeMs, snoozedUntil: value.snoozedUntil };
}

export function writeStoredGate(gate: StoredGate): void {
  storage.set(GUEST_GATE_STORAGE_KEY, JSON.stringify(gate));
}

export function clearStoredGate(): void {
  storage.remove(GUEST_GATE_STORAGE_KEY);
}
