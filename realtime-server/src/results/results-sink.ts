import type { SessionResults } from '@ttc/shared-protocol/classroom/results';

/**
 * Where a finished round's results go (the reducer's `persist-results` effect). `persist`
 * resolves once the results are held for delivery (the outbox: Redis with REDIS_URL, memory
 * otherwise), not when the API has stored them: delivery is retried in the background until the
 * API acknowledges, and a repeat of the same `sessionId` stores nothing twice. The outbox does not
 * reject: results Redis cannot take yet are held in memory and written when it answers again.
 *
 * The API keeps a round under `sessionId`, which must be a UUID (`crypto.randomUUID()`), for the
 * teacher `hostId` (the `sub` of their access token); a host without an account id is skipped.
 */
export interface ResultsSink {
  persist(results: SessionResults): Promise<void>;
  /**
   * Forgets these sessions' results if they still wait here (their teacher deleted them, or
   * their class): nothing of them is delivered any more. A sink that keeps nothing has none.
   */
  discard?(sessionIds: readonly string[]): Promise<void>;
}
