import type { ProgressGameRequest } from '@ttc/shared-protocol/api/progress';
import { ApiError } from '../api-client';
import { claimGuestAnswers, markGuestMergeDone, pendingGuestMerges } from './guest-merge';
import { pendingGamesOf, removePendingGame } from './pending-games';

/** Waits before the next try after a failure: the 1st, 2nd... try; the last one repeats. */
export const RETRY_DELAYS_MS = [2_000, 5_000, 15_000, 30_000, 60_000] as const;

/** Statuses worth trying again soon: the server or the network may recover, a token refresh. */
const RETRYABLE_STATUSES = new Set([401, 408, 425, 429]);

export type ProgressSyncDeps = {
  /** POST /api/progress; resolves once the server stored the game (or had it already). */
  post: (request: ProgressGameRequest) => Promise<unknown>;
  /** Runs `run` after `delayMs` (it resolves when that pass ends); returns a cancel function. */
  schedule: (run: () => Promise<void>, delayMs: number) => () => void;
  /** Called after a pass in which the server stored at least one game of this user. */
  onStored?: (userId: string) => void;
};

export type ProgressSync = {
  /**
   * Sends this user's waiting games now (and keeps retrying after failures); a different user
   * than before stops the previous one's retries first.
   */
  start: (userId: string) => Promise<void>;
  /** Signed out: no more sends or retries until the next start. */
  stop: () => void;
  /** Sends again now if a user is started (the browser came back online, a game was queued). */
  syncNow: () => Promise<void>;
};

/** Network errors, 5xx, 401 (a token being refreshed), 408, 425 and 429 are retried. */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status >= 500 || RETRYABLE_STATUSES.has(error.status);
}

type Outbound = { request: ProgressGameRequest; stored: () => void };

/**
 * Moves a signed-in user's progress from the device to the server: the finished games in the
 * pending queue, and the guest answers merged into the account (claimed first, see
 * guest-merge.ts). Every item is sent with its own client-made game id and leaves the device
 * (or is marked merged) only when the server has acknowledged it, so a failure loses nothing and
 * a repeat stores nothing twice. After a retryable failure the pass stops and runs again after
 * RETRY_DELAYS_MS; a refusal (another 4xx) is logged and the item stays on the device, tried
 * again at the next start (a page load or sign-in). One pass runs at a time per instance; a
 * request during a pass runs another one after it.
 */
export function createProgressSync(deps: ProgressSyncDeps): ProgressSync {
  let userId: string | null = null;
  let running: Promise<void> | null = null;
  let rerun = false;
  let failures = 0;
  let cancelRetry: (() => void) | null = null;

  const cancelScheduled = () => {
    cancelRetry?.();
    cancelRetry = null;
  };

  async function send(request: ProgressGameRequest): Promise<'stored' | 'retry' | 'refused'> {
    try {
      await deps.post(request);
      return 'stored';
    } catch (error) {
      if (isRetryable(error)) return 'retry';
      console.error(
        `The server refused progress game ${request.gameId}; it stays on this device.`,
        error,
      );
      return 'refused';
    }
  }

  /** One pass over everything waiting for `uid`; true when it should be tried again later. */
  async function pass(uid: string): Promise<boolean> {
    claimGuestAnswers(uid);
    const outbound: Outbound[] = [
      ...pendingGamesOf(uid).map((game) => ({
        request: game.request,
        stored: () => removePendingGame(uid, game.request.gameId),
      })),
      ...pendingGuestMerges(uid).map((request) => ({
        request,
        stored: () => markGuestMergeDone(uid, request.gameId),
      })),
    ];
    let storedAny = false;
    try {
      for (const item of outbound) {
        if (userId !== uid) return false;
        const outcome = await send(item.request);
        if (outcome === 'retry') return true;
        if (outcome === 'stored') {
          item.stored();
          storedAny = true;
        }
      }
      return false;
    } finally {
      if (storedAny) deps.onStored?.(uid);
    }
  }

  function scheduleRetry(): void {
    const delay = RETRY_DELAYS_MS[Math.min(failures, RETRY_DELAYS_MS.length - 1)] as number;
    failures++;
    cancelRetry = deps.schedule(() => {
      cancelRetry = null;
      return run();
    }, delay);
  }

  function run(): Promise<void> {
    if (running) {
      rerun = true;
      return running;
    }
    running = (async () => {
      do {
        rerun = false;
        const uid = userId;
        if (!uid) return;
        cancelScheduled();
        let retry: boolean;
        try {
          retry = await pass(uid);
        } catch (error) {
          // Storage or a bug, not the server: logged, and tried again like a failed send.
          console.error('Could not send the progress on this device.', error);
          retry = true;
        }
        if (userId !== uid) continue;
        if (!retry) failures = 0;
        else if (!rerun) scheduleRetry();
      } while (rerun);
    })().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    start(next) {
      if (userId !== next) {
        cancelScheduled();
        failures = 0;
        userId = next;
      }
      return run();
    },
    stop() {
      userId = null;
      failures = 0;
      cancelScheduled();
    },
    syncNow: () => run(),
  };
}
