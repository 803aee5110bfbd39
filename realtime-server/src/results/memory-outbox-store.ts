import type { OutboxEntry, ParkedEntry, ResultsOutboxStore, WaitingEntry } from './outbox-store';

/** Parked entries kept in memory at most (the oldest go first): an operator reads the log. */
const MAX_PARKED = 100;

/**
 * The outbox of the embedded default (no REDIS_URL): entries live as long as the process, like
 * the rooms themselves. A few sessions at a time, so linear scans are fine.
 */
export class MemoryOutboxStore implements ResultsOutboxStore {
  readonly #pending = new Map<string, OutboxEntry & { dueAt: number }>();
  readonly #parked = new Map<string, ParkedEntry>();

  async add(id: string, body: string, queuedAt: number, dueAt: number): Promise<boolean> {
    if (this.#pending.has(id) || this.#parked.has(id)) return false;
    this.#pending.set(id, { id, body, attempts: 0, queuedAt, lastError: null, dueAt });
    return true;
  }

  async claimDue(now: number, leaseMs: number, limit: number): Promise<OutboxEntry[]> {
    const due = [...this.#pending.values()]
      .filter((entry) => entry.dueAt <= now)
      .sort((a, b) => a.dueAt - b.dueAt)
      .slice(0, limit);
    return due.map((entry) => {
      entry.dueAt = now + leaseMs;
      const { dueAt: _dueAt, ...claimed } = entry;
      return { ...claimed };
    });
  }

  async remove(id: string): Promise<void> {
    this.#pending.delete(id);
  }

  async discard(id: string): Promise<void> {
    this.#pending.delete(id);
    this.#parked.delete(id);
  }

  async retryAt(id: string, dueAt: number, error: string): Promise<void> {
    const entry = this.#pending.get(id);
    if (!entry) return;
    entry.attempts += 1;
    entry.lastError = error;
    entry.dueAt = dueAt;
  }

  async park(claimed: OutboxEntry, status: number, error: string, parkedAt: number): Promise<void> {
    const entry = this.#pending.get(claimed.id);
    if (!entry) return;
    this.#pending.delete(claimed.id);
    const { dueAt: _dueAt, ...rest } = entry;
    this.#parked.set(claimed.id, {
      ...rest,
      attempts: rest.attempts + 1,
      lastError: error,
      status,
      parkedAt,
    });
    for (const oldest of this.#parked.keys()) {
      if (this.#parked.size <= MAX_PARKED) break;
      this.#parked.delete(oldest);
    }
  }

  async nextDueAt(): Promise<number | null> {
    let next: number | null = null;
    for (const entry of this.#pending.values()) {
      if (next === null || entry.dueAt < next) next = entry.dueAt;
    }
    return next;
  }

  async pendingCount(): Promise<number> {
    return this.#pending.size;
  }

  async waiting(): Promise<WaitingEntry[]> {
    return [...this.#pending.values()]
      .sort((a, b) => a.dueAt - b.dueAt)
      .map(({ body: _body, ...entry }) => ({ ...entry }));
  }

  async parked(): Promise<ParkedEntry[]> {
    return [...this.#parked.values()].map((entry) => ({ ...entry }));
  }

  async close(): Promise<void> {}
}
