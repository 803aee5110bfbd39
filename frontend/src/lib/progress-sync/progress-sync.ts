import type { ProgressGameRequest } from '@ttc/shared-protocol/api/progress';
import { apiRequest } from '../api-client';
import { loadQueryClient } from '../query-client-source';
import { createProgressSync } from './sync-engine';
import { userStatsQueryKey } from './user-stats-key';

/** POST /api/progress through the app's API client (bearer token, error body -> ApiError). */
export function postProgress(request: ProgressGameRequest): Promise<unknown> {
  return apiRequest('POST', '/api/progress', { body: request });
}

/**
 * This tab's progress sync. Loaded (as its own chunk) only once a user is signed in, so a guest's
 * first load never carries it; see ProgressSync and queueFinishedGame.
 */
const sync = createProgressSync({
  post: postProgress,
  schedule: (run, delayMs) => {
    const timer = setTimeout(() => void run(), delayMs);
    return () => clearTimeout(timer);
  },
  // The Progress screen then shows the server's new totals.
  onStored: (userId) => {
    void loadQueryClient().then((client) =>
      client.invalidateQueries({ queryKey: userStatsQueryKey(userId) }),
    );
  },
});

// Back online: what waits is sent at once rather than at the next scheduled retry.
window.addEventListener('online', () => {
  void sync.syncNow();
});

/** Sends this user's waiting progress now, and keeps retrying after failures. */
export function startProgressSync(userId: string): Promise<void> {
  return sync.start(userId);
}

/** No user is signed in (any more): stop sending and retrying. */
export function stopProgressSync(): void {
  sync.stop();
}
