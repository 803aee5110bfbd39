import {
  type GuestPage,
  readGuestProgress,
  saveGuestProgress,
} from '../../../lib/guest-progress/guest-progress';

/**
 * 'Continue' stores the guest progress (spec section 4). A page that already keeps its own
 * (the Student Game saves its game after every step) keeps it, with the later time and the
 * larger active time; any other page gets a record with an empty payload.
 */
export function storeGuestProgress(page: GuestPage, activeMs: number, now: number): void {
  const timestamp = Math.max(0, Math.trunc(now));
  const activeTimeMs = Math.max(0, Math.round(activeMs));
  const existing = readGuestProgress();
  if (existing && existing.page === page) {
    saveGuestProgress({
      ...existing,
      timestamp,
      activeTimeMs: Math.max(existing.activeTimeMs, activeTimeMs),
    });
    return;
  }
  saveGuestProgress({ page, timestamp, activeTimeMs, payload: {} });
}
