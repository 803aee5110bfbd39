/**
 * When one client received each server event, on the generator's clock (ms, `performance.now()`
 * unless the generator was given another clock). Times are kept per event name in plain number
 * arrays (8 bytes a receipt); of the payloads only the latest per event is kept, so 3000 clients
 * over a long run stay cheap to hold.
 */
export class Receipts {
  readonly times = new Map<string, number[]>();
  readonly latest = new Map<string, unknown>();

  record(event: string, at: number, payload: unknown): void {
    const list = this.times.get(event);
    if (list) list.push(at);
    else this.times.set(event, [at]);
    this.latest.set(event, payload);
  }

  count(event: string): number {
    return this.times.get(event)?.length ?? 0;
  }

  /** The first receipt of `event` at or after `since`, or null. */
  firstAfter(event: string, since: number): number | null {
    for (const at of this.times.get(event) ?? []) if (at >= since) return at;
    return null;
  }

  /** Every receipt, as `{ event: [times] }` (for reports and the CLI's JSON). */
  toJSON(): Record<string, number[]> {
    return Object.fromEntries(this.times);
  }
}
