/** Per-socket event rate: about 20 a second, bursts of 40. */
export const EVENTS_PER_SECOND = 20;
export const EVENT_BURST = 40;
/** Refused events within ABUSE_WINDOW_MS after which the connection is closed. */
export const ABUSE_REFUSALS = 100;
export const ABUSE_WINDOW_MS = 10_000;

export type RateVerdict = 'ok' | 'limited' | 'abusive';

type Bucket = { tokens: number; at: number; refusals: number; windowStart: number };

/**
 * A token bucket per socket (kept in a WeakMap, so it goes with the socket). A refused event is
 * counted; so many refusals within the window that the client is clearly not backing off make it
 * `abusive`, and the caller closes the connection.
 */
export class EventRateLimiter {
  readonly #buckets = new WeakMap<object, Bucket>();
  readonly #now: () => number;
  readonly #rate: number;
  readonly #burst: number;

  constructor(options: { now?: () => number; perSecond?: number; burst?: number } = {}) {
    this.#now = options.now ?? Date.now;
    this.#rate = options.perSecond ?? EVENTS_PER_SECOND;
    this.#burst = options.burst ?? EVENT_BURST;
  }

  take(key: object): RateVerdict {
    const now = this.#now();
    let bucket = this.#buckets.get(key);
    if (!bucket) {
      bucket = { tokens: this.#burst, at: now, refusals: 0, windowStart: now };
      this.#buckets.set(key, bucket);
    }
    const elapsed = Math.max(0, now - bucket.at);
    bucket.tokens = Math.min(this.#burst, bucket.tokens + (elapsed * this.#rate) / 1000);
    bucket.at = now;
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return 'ok';
    }
    if (now - bucket.windowStart > ABUSE_WINDOW_MS) {
      bucket.windowStart = now;
      bucket.refusals = 0;
    }
    bucket.refusals += 1;
    return bucket.refusals > ABUSE_REFUSALS ? 'abusive' : 'limited';
  }
}
