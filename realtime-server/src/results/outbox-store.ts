/** A finished session waiting for the API to acknowledge it. */
export type OutboxEntry = {
  /** The session id: one entry per id. */
  id: string;
  /** The request body, JSON. */
  body: string;
  /** Failed attempts so far. */
  attempts: number;
  queuedAt: number;
  lastError: string | null;
};

/** A waiting entry as listed (without its body, which can be a few MB). */
export type WaitingEntry = Omit<OutboxEntry, 'body'> & { dueAt: number };

/** A session the API refused for good (validation, conflict): kept aside, never retried. */
export type ParkedEntry = OutboxEntry & { status: number; parkedAt: number };

/**
 * Where undelivered results wait: in memory (they end with the process) or in Redis (they
 * survive a restart and any node may deliver them). Every method is one atomic step, so nodes
 * sharing a Redis never deliver an entry twice at once and never lose one.
 */
export interface ResultsOutboxStore {
  /**
   * Keeps `body` under `id`, due at `dueAt`, unless that id is already waiting or parked (the
   * reducer persists a round once; a repeat changes nothing). True when it was added.
   */
  add(id: string, body: string, queuedAt: number, dueAt: number): Promise<boolean>;
  /**
   * Takes up to `limit` entries due at `now`, earliest first, and makes each not due again until
   * `now + leaseMs`: no other pass or node sends it meanwhile, and if this node dies while
   * sending, the entry simply comes due again.
   */
  claimDue(now: number, leaseMs: number, limit: number): Promise<OutboxEntry[]>;
  /** The API acknowledged it: forget it. */
  remove(id: string): Promise<void>;
  /** Its session was deleted: forget it, waiting or parked. */
  discard(id: string): Promise<void>;
  /** The attempt failed: one more attempt counted, due again at `dueAt`. */
  retryAt(id: string, dueAt: number, error: string): Promise<void>;
  /** The API will never accept it (the attempt that said so is counted): move it aside. */
  park(entry: OutboxEntry, status: number, error: string, parkedAt: number): Promise<void>;
  /** When the earliest waiting entry is due; null when none waits. */
  nextDueAt(): Promise<number | null>;
  pendingCount(): Promise<number>;
  /** Every waiting entry, earliest due first, for logs, health output and tests. */
  waiting(): Promise<WaitingEntry[]>;
  parked(): Promise<ParkedEntry[]>;
  close(): Promise<void>;
}
