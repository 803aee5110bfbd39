import type { SessionResults } from '@ttc/shared-protocol/classroom/results';
import type { Logger } from 'pino';
import type { DeliveryResult, ResultsSender } from './http-results-sender';
import type { OutboxEntry, ParkedEntry, ResultsOutboxStore, WaitingEntry } from './outbox-store';
import { toResultsPayload } from './results-payload';
import type { ResultsSink } from './results-sink';

/** The first retry waits about this long; each further one twice as long, up to the maximum. */
export const FIRST_RETRY_DELAY_MS = 1_000;
export const MAX_RETRY_DELAY_MS = 5 * 60_000;
/**
 * How often the outbox looks for work it was not told about: entries another node left behind,
 * or whose claim ran out because the node sending them died.
 */
export const POLL_INTERVAL_MS = 10_000;
/** A claimed entry is not sent by anyone else for this long: one attempt's timeout and some. */
export const CLAIM_LEASE_MS = 60_000;
/**
 * Entries claimed at a time. One: a claim's lease then covers a single attempt (timeout 30 s), so
 * a slow API never lets a claim run out while its entry is still waiting its turn in a batch.
 */
const BATCH_SIZE = 1;
/** `close()` waits this long for an attempt under way; an abandoned one comes due again. */
const CLOSE_GRACE_MS = 2_000;

export type ResultsOutboxOptions = {
  store: ResultsOutboxStore;
  send: ResultsSender;
  logger: Logger;
  /** Clock for due times. Default `Date.now`. */
  now?: () => number;
  /** Jitter source in [0, 1). Default `Math.random`. */
  random?: () => number;
  firstRetryDelayMs?: number;
  maxRetryDelayMs?: number;
  pollIntervalMs?: number;
  leaseMs?: number;
  /** Whether `close()` also closes the store. Default true. */
  ownsStore?: boolean;
};

/**
 * The results sink of the realtime server: a durable outbox in front of the API. `persist` keeps
 * a finished round (Redis with REDIS_URL, memory otherwise) and returns; a background loop posts
 * each kept round to the API until it is acknowledged, with exponential backoff and jitter after
 * a failure. A refusal that can never succeed (400 validation, 409) is logged and parked instead
 * of retried. The API stores a session id once, so a repeat after a lost acknowledgement is
 * harmless. If the store itself cannot be written (Redis away), the round is held in this
 * process's memory and written as soon as the store answers again.
 */
export class ResultsOutbox implements ResultsSink {
  readonly #store: ResultsOutboxStore;
  readonly #send: ResultsSender;
  readonly #logger: Logger;
  readonly #now: () => number;
  readonly #random: () => number;
  readonly #firstDelayMs: number;
  readonly #maxDelayMs: number;
  readonly #pollMs: number;
  readonly #leaseMs: number;
  readonly #ownsStore: boolean;
  /** Rounds the store could not take yet, by session id. */
  readonly #unsaved = new Map<string, { body: string; queuedAt: number }>();
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;
  #again = false;
  #started = false;
  #closed = false;

  constructor(options: ResultsOutboxOptions) {
    this.#store = options.store;
    this.#send = options.send;
    this.#logger = options.logger.child({ component: 'results-outbox' });
    this.#now = options.now ?? Date.now;
    this.#random = options.random ?? Math.random;
    this.#firstDelayMs = options.firstRetryDelayMs ?? FIRST_RETRY_DELAY_MS;
    this.#maxDelayMs = options.maxRetryDelayMs ?? MAX_RETRY_DELAY_MS;
    this.#pollMs = options.pollIntervalMs ?? POLL_INTERVAL_MS;
    this.#leaseMs = options.leaseMs ?? CLAIM_LEASE_MS;
    this.#ownsStore = options.ownsStore ?? true;
  }

  /** Starts delivering: at once (what a previous run left is sent first), then as work comes. */
  start(): void {
    if (this.#closed || this.#started) return;
    this.#started = true;
    this.#wake();
  }

  async persist(results: SessionResults): Promise<void> {
    const payload = toResultsPayload(results);
    const log = this.#logger.child({ sessionId: payload.sessionId });
    if (payload.kind === 'skip') {
      log.info({ reason: payload.reason }, 'Session results not stored');
      return;
    }
    const body = JSON.stringify(payload.body);
    const now = this.#now();
    try {
      const added = await this.#store.add(payload.sessionId, body, now, now);
      if (added) log.info({ bytes: body.length }, 'Session results queued for the API');
      else log.info('Session results were queued already');
    } catch (error) {
      this.#unsaved.set(payload.sessionId, { body, queuedAt: now });
      log.warn(
        { err: errorText(error) },
        'Session results held in memory: the outbox store is not answering',
      );
    }
    this.#wake();
  }

  /**
   * Forgets these sessions (deleted by their teacher): waiting, parked or held in memory. One
   * already on its way to the API is not recalled.
   */
  async discard(sessionIds: readonly string[]): Promise<void> {
    for (const id of sessionIds) {
      this.#unsaved.delete(id);
      await this.#store.discard(id);
    }
  }

  /** Rounds waiting for the API (kept in the store, or held in memory while it is away). */
  async pendingCount(): Promise<number> {
    return (await this.#store.pendingCount()) + this.#unsaved.size;
  }

  /**
   * The rounds waiting for the API, earliest due first; those held in memory while the store is
   * away are listed as due now.
   */
  async waiting(): Promise<WaitingEntry[]> {
    const held = [...this.#unsaved].map(([id, entry]) => ({
      id,
      queuedAt: entry.queuedAt,
      attempts: 0,
      lastError: 'not written to the outbox store yet',
      dueAt: entry.queuedAt,
    }));
    return [...held, ...(await this.#store.waiting())];
  }

  /** Rounds the API refused for good. */
  parked(): Promise<ParkedEntry[]> {
    return this.#store.parked();
  }

  /**
   * Stops the loop. An attempt under way gets a short grace period; one that outlasts it is
   * abandoned and comes due again (on Redis: for the next run or another node).
   */
  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    clearTimeout(this.#timer);
    if (this.#running) {
      let grace: NodeJS.Timeout | undefined;
      await Promise.race([
        this.#running,
        new Promise<void>((resolve) => {
          grace = setTimeout(resolve, CLOSE_GRACE_MS);
        }),
      ]);
      clearTimeout(grace);
    }
    if (this.#unsaved.size > 0) {
      this.#logger.error(
        { sessionIds: [...this.#unsaved.keys()] },
        'Session results lost at shutdown: the outbox store never took them',
      );
    }
    if (this.#ownsStore) await this.#store.close();
  }

  /** Runs a pass now, or right after the one under way. */
  #wake(): void {
    if (!this.#started || this.#closed) return;
    if (this.#running) {
      this.#again = true;
      return;
    }
    clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#running = this.#loop().finally(() => {
      this.#running = undefined;
      // A wake that came while the loop was finishing.
      if (this.#again) this.#wake();
    });
  }

  /** Passes until nothing new came in meanwhile, then sleeps until the next entry is due. */
  async #loop(): Promise<void> {
    for (;;) {
      this.#again = false;
      await this.#pass();
      if (this.#closed) return;
      if (this.#again) continue;
      const delayMs = await this.#nextDelay();
      if (this.#closed) return;
      if (this.#again) continue;
      this.#timer = setTimeout(() => this.#wake(), delayMs);
      return;
    }
  }

  /** Writes held rounds to the store, then sends what is due, a batch at a time. */
  async #pass(): Promise<void> {
    try {
      for (const [id, held] of this.#unsaved) {
        await this.#store.add(id, held.body, held.queuedAt, this.#now());
        this.#unsaved.delete(id);
        this.#logger.info({ sessionId: id }, 'Held session results written to the outbox store');
      }
      while (!this.#closed) {
        const claimed = await this.#store.claimDue(this.#now(), this.#leaseMs, BATCH_SIZE);
        for (const entry of claimed) {
          if (this.#closed) return;
          await this.#deliver(entry);
        }
        if (claimed.length < BATCH_SIZE) return;
      }
    } catch (error) {
      if (this.#closed) return;
      this.#logger.warn({ err: errorText(error) }, 'Results outbox pass failed; trying again soon');
    }
  }

  async #deliver(entry: OutboxEntry): Promise<void> {
    const log = this.#logger.child({ sessionId: entry.id, attempt: entry.attempts + 1 });
    let result: DeliveryResult;
    try {
      result = await this.#send(entry.id, entry.body);
    } catch (error) {
      result = { kind: 'retry', status: null, error: errorText(error) };
    }
    switch (result.kind) {
      case 'delivered':
        await this.#store.remove(entry.id);
        log.info({ outcome: result.outcome }, 'Session results delivered to the API');
        return;
      case 'rejected':
        await this.#store.park(entry, result.status, result.error, this.#now());
        log.error(
          { status: result.status, err: result.error },
          'Session results parked: the API refused them and a retry cannot change that',
        );
        return;
      case 'retry': {
        const delayMs = this.#retryDelay(entry.attempts + 1);
        await this.#store.retryAt(entry.id, this.#now() + delayMs, result.error);
        // A credential the API does not accept needs an operator; an API restarting does not.
        const level = result.status === 401 || result.status === 403 ? 'error' : 'warn';
        log[level](
          { status: result.status, err: result.error, retryInMs: delayMs },
          'Session results not delivered yet; will retry',
        );
        return;
      }
    }
  }

  /** Exponential backoff with +-25% jitter, so nodes that failed together retry apart. */
  #retryDelay(attempt: number): number {
    const base = Math.min(this.#maxDelayMs, this.#firstDelayMs * 2 ** Math.min(attempt - 1, 30));
    return Math.round(base * (0.75 + this.#random() * 0.5));
  }

  /** Until the earliest entry is due, and never longer than the poll interval. */
  async #nextDelay(): Promise<number> {
    if (this.#unsaved.size > 0) return this.#pollMs;
    try {
      const next = await this.#store.nextDueAt();
      if (next !== null) return Math.min(this.#pollMs, Math.max(0, next - this.#now()));
    } catch {
      // The store is away: look again after the poll interval.
    }
    return this.#pollMs;
  }
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
