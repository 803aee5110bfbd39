import { ApiError } from '../../../lib/api-client';
import type { PendingResult } from './pending-result';

/** Waits between tries after a failure; the last one repeats. */
export const RETRY_DELAYS_MS = [2_000, 5_000, 15_000, 30_000, 60_000] as const;

export type DeliveryStatus = 'sending' | 'waiting' | 'stored' | 'refused';

export type DeliverDeps = {
  send: (code: string, pending: PendingResult) => Promise<unknown>;
  /** A fresh seat token for the same child (the old one expired). */
  claim: (code: string, childId: string) => Promise<{ seatToken: string }>;
  save: (pending: PendingResult) => void;
  wait: (ms: number) => Promise<void>;
  onStatus: (status: DeliveryStatus) => void;
  /** The page is gone: stop trying (the game stays on the device for the next visit). */
  stopped: () => boolean;
};

/**
 * Sends a finished game until the server has it: network errors, 5xx and 429 wait and try
 * again; a seat token the server no longer takes (403) is renewed once with the child's seat;
 * 404 (the assignment was cancelled, the child left the class) and other refusals stop, since
 * no retry can succeed. The game id never changes, so a repeat stores nothing twice.
 */
export async function deliverResult(
  code: string,
  first: PendingResult,
  deps: DeliverDeps,
): Promise<DeliveryStatus> {
  let pending = first;
  let renewed = false;
  let failures = 0;
  deps.onStatus('sending');
  while (!deps.stopped()) {
    try {
      await deps.send(code, pending);
      deps.onStatus('stored');
      return 'stored';
    } catch (error) {
      if (error instanceof ApiError && error.status === 403 && !renewed) {
        renewed = true;
        try {
          const { seatToken } = await deps.claim(code, pending.childId);
          pending = { ...pending, seatToken };
          deps.save(pending);
          continue;
        } catch (claimError) {
          if (!retryable(claimError)) return refused(deps);
        }
      } else if (!retryable(error)) {
        return refused(deps);
      }
      deps.onStatus('waiting');
      const delay = RETRY_DELAYS_MS[Math.min(failures, RETRY_DELAYS_MS.length - 1)] ?? 60_000;
      failures += 1;
      await deps.wait(delay);
    }
  }
  return 'waiting';
}

function retryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status >= 500 || error.status === 429 || error.status === 408;
}

function refused(deps: DeliverDeps): DeliveryStatus {
  deps.onStatus('refused');
  return 'refused';
}
