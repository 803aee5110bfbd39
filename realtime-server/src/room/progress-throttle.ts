/** At most one `room:progress` per room this often; the last one always arrives. */
export const PROGRESS_INTERVAL_MS = 100;

type Pending = { lastSentAt: number; payload?: unknown; timer?: NodeJS.Timeout };

/**
 * Coalesces the host's "answers so far" counter (pitfalls: fan-out that grows with the class):
 * the first update after a quiet spell goes out at once, later ones within the interval are
 * folded into one trailing update with the latest numbers. A full host view (`room:host`) carries
 * the progress too, so it cancels a pending update that would otherwise arrive after it, stale.
 */
export class ProgressThrottle {
  readonly #rooms = new Map<string, Pending>();
  readonly #send: (code: string, payload: unknown) => void;
  readonly #clock: () => number;
  readonly #intervalMs: number;

  constructor(
    send: (code: string, payload: unknown) => void,
    options: { clock?: () => number; intervalMs?: number } = {},
  ) {
    this.#send = send;
    this.#clock = options.clock ?? (() => performance.now());
    this.#intervalMs = options.intervalMs ?? PROGRESS_INTERVAL_MS;
  }

  /** A new progress payload for the room. */
  push(code: string, payload: unknown): void {
    const now = this.#clock();
    const room = this.#rooms.get(code) ?? { lastSentAt: Number.NEGATIVE_INFINITY };
    this.#rooms.set(code, room);
    if (!room.timer && now - room.lastSentAt >= this.#intervalMs) {
      room.lastSentAt = now;
      this.#send(code, payload);
      return;
    }
    room.payload = payload;
    room.timer ??= setTimeout(
      () => {
        room.timer = undefined;
        const pending = room.payload;
        room.payload = undefined;
        room.lastSentAt = this.#clock();
        if (pending !== undefined) this.#send(code, pending);
      },
      Math.max(0, this.#intervalMs - (now - room.lastSentAt)),
    );
  }

  /** A full host view went out: a pending update is stale. */
  supersede(code: string): void {
    const room = this.#rooms.get(code);
    if (!room) return;
    if (room.timer) clearTimeout(room.timer);
    this.#rooms.delete(code);
  }

  /** Drops every pending update (shutdown). */
  clear(): void {
    for (const room of this.#rooms.values()) if (room.timer) clearTimeout(room.timer);
    this.#rooms.clear();
  }
}
