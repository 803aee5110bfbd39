/** Per-socket event rate: about 20 a second, bursts of 40. */
export const EVENTS_PER_SECOND = 20;
export const EVENT_BURST = 40;
/** Refused events within ABUSE_WINDOW_MS after which the connection is closed. */
export const ABUSE_REFUSALS = 100;
export const ABUSE_WINDOW_MS = 10_000;
/** Failed join codes per address within a minute before misses are refused. */
export const JOIN_MISSES_PER_MINUTE = 10;
const MINUTE_MS = 60_000;
/** Addresses tracked at once; the oldest are forgotten beyond this. */
const MAX_TRACKED_ADDRESSES = 100_000;

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

/**
 * Failed join codes per client address (a code with no live room), in a sliding minute. Past the
 * limit, further misses from that address are answered `rate_limited` instead of `not_found`;
 * a code that names a live room is never refused, so a whole school behind one address keeps
 * joining while some children mistype.
 */
export class JoinMissLimiter {
  readonly #misses = new Map<string, number[]>();
  readonly #now: () => number;
  readonly #limit: number;

  constructor(options: { now?: () => number; perMinute?: number } = {}) {
    this.#now = options.now ?? Date.now;
    this.#limit = options.perMinute ?? JOIN_MISSES_PER_MINUTE;
  }

  /** Whether this address has used up its misses for now. */
  isLimited(address: string): boolean {
    return this.#recent(address).length >= this.#limit;
  }

  /** Counts a miss. */
  recordMiss(address: string): void {
    const recent = this.#recent(address);
    recent.push(this.#now());
    this.#misses.delete(address);
    this.#misses.set(address, recent);
    if (this.#misses.size > MAX_TRACKED_ADDRESSES) {
      const oldest = this.#misses.keys().next().value;
      if (oldest !== undefined) this.#misses.delete(oldest);
    }
  }

  #recent(address: string): number[] {
    const since = this.#now() - MINUTE_MS;
    const times = (this.#misses.get(address) ?? []).filter((at) => at > since);
    if (times.length === 0) this.#misses.delete(address);
    else this.#misses.set(address, times);
    return times;
  }
}
