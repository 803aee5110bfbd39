/**
 * Counters by key that can be awaited: "resolve once 3000 students have seen question 4". Each
 * bump is O(1) and wakes only the waiters of its key, so waiting on N clients costs O(N) in all
 * (re-checking a predicate over every client on every event would be O(N^2) at 3000).
 */
export class Tally {
  readonly #counts = new Map<string, number>();
  readonly #waiters = new Map<string, Array<{ target: number; wake: () => void }>>();

  count(key: string): number {
    return this.#counts.get(key) ?? 0;
  }

  bump(key: string, by = 1): void {
    const value = this.count(key) + by;
    this.#counts.set(key, value);
    const waiting = this.#waiters.get(key);
    if (!waiting) return;
    const still = waiting.filter((w) => {
      if (value < w.target) return true;
      w.wake();
      return false;
    });
    if (still.length > 0) this.#waiters.set(key, still);
    else this.#waiters.delete(key);
  }

  /** Resolves true once `key` reaches `target`, false after `timeoutMs`. */
  wait(key: string, target: number, timeoutMs: number): Promise<boolean> {
    if (this.count(key) >= target) return Promise.resolve(true);
    return new Promise((resolve) => {
      const entry = {
        target,
        wake: () => {
          clearTimeout(timer);
          resolve(true);
        },
      };
      const timer = setTimeout(() => {
        const list = this.#waiters.get(key);
        if (list)
          this.#waiters.set(
            key,
            list.filter((w) => w !== entry),
          );
        resolve(false);
      }, timeoutMs);
      const list = this.#waiters.get(key) ?? [];
      list.push(entry);
      this.#waiters.set(key, list);
    });
  }
}

/** Runs `task` over `items` with at most `limit` in flight; results in input order. */
export async function mapLimited<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
