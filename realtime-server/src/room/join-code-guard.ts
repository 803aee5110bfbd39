import { clientKey } from '@ttc/shared-protocol/net/client-key';
import type { Redis } from 'ioredis';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { OneAtATime } from '../one-at-a-time';

/** Wrong typed codes one connection may send within a minute (a child retyping is far below). */
export const CODE_MISSES_PER_CONNECTION = 5;
export const CONNECTION_WINDOW_MS = 60_000;
/**
 * Wrong typed codes one client address (an IPv6 /64) may send within ADDRESS_WINDOW_S; the miss
 * that reaches the limit blocks the address for ADDRESS_BLOCK_S. A class mistyping now and then
 * stays far below it. A guesser gets 20 tries every 40 minutes, 720 a day: with 200 rooms live
 * among the million codes that is 0.14 rooms a day from one address (a room found about once a
 * week of non-stop guessing, and its teacher sees the stranger in the lobby and can lock the room).
 */
export const CODE_MISSES_PER_ADDRESS = 20;
export const ADDRESS_WINDOW_S = 10 * 60;
export const ADDRESS_BLOCK_S = 30 * 60;

export type JoinCodeGuardOptions = {
  /** Shares the per-address counts between nodes; without it each node counts alone. */
  redis?: Redis;
  keyPrefix?: string;
  now?: () => number;
  /** Tests lower the limits. */
  perConnection?: number;
  perAddress?: number;
  addressWindowS?: number;
  addressBlockS?: number;
};

type ConnectionCount = { misses: number; since: number };

/** What a typed code came to: refused unlooked because of the limits, or looked up. */
export type CodeTry<T> = { blocked: true } | { blocked: false; found: T | null };

/**
 * The limits on typed join codes. A code is 6 digits, so it can be guessed; what stops guessing is
 * that wrong codes are counted per connection and per client address, and that once either is
 * over its limit every typed code from it (right or wrong) is answered the same `rate_limited`,
 * before the code is even looked up: a hit looks exactly like a miss. Hits are never counted, so a
 * whole school behind one address joins as fast as its children type; joins by QR code carry the
 * room's secret and never come here.
 */
export class JoinCodeGuard {
  readonly #connections = new WeakMap<object, ConnectionCount>();
  /** Each address's typed codes, tried one at a time (see `tryCode`). */
  readonly #turns = new OneAtATime();
  readonly #addresses: RateLimiterAbstract;
  readonly #now: () => number;
  readonly #perConnection: number;
  readonly #perAddress: number;
  readonly #blockS: number;

  constructor(options: JoinCodeGuardOptions = {}) {
    this.#now = options.now ?? Date.now;
    this.#perConnection = options.perConnection ?? CODE_MISSES_PER_CONNECTION;
    this.#perAddress = options.perAddress ?? CODE_MISSES_PER_ADDRESS;
    this.#blockS = options.addressBlockS ?? ADDRESS_BLOCK_S;
    const limits = {
      points: this.#perAddress,
      duration: options.addressWindowS ?? ADDRESS_WINDOW_S,
      keyPrefix: `${options.keyPrefix ?? 'ttc:'}code-misses`,
    };
    const memory = new RateLimiterMemory(limits);
    // While Redis is away the node counts alone (the insurance limiter) rather than failing open.
    this.#addresses = options.redis
      ? new RateLimiterRedis({ ...limits, storeClient: options.redis, insuranceLimiter: memory })
      : memory;
  }

  /**
   * Tries a typed code: refused unlooked when the connection or its address is over its limit,
   * otherwise `lookup` runs and a miss (null) is counted. The codes of one address are tried one
   * at a time on this node: sent all at once, a burst would otherwise pass the check before any
   * of its misses were counted. One try takes a millisecond or two, so a class joining at once
   * waits a fraction of a second.
   */
  async tryCode<T>(
    connection: object,
    address: string,
    lookup: () => Promise<T | null>,
  ): Promise<CodeTry<T>> {
    return this.#turns.run(clientKey(address), async (): Promise<CodeTry<T>> => {
      if (await this.blocked(connection, address)) return { blocked: true };
      const found = await lookup();
      if (found === null) await this.miss(connection, address);
      return { blocked: false, found };
    });
  }

  /** Whether typed codes from this connection (or its address) are refused for now. */
  async blocked(connection: object, address: string): Promise<boolean> {
    if (this.#connectionMisses(connection) >= this.#perConnection) return true;
    const count = await this.#addresses.get(clientKey(address));
    return count !== null && count.consumedPoints >= this.#perAddress;
  }

  /** Counts a wrong code; the miss that reaches the address's limit blocks it for a while. */
  async miss(connection: object, address: string): Promise<void> {
    const now = this.#now();
    const count = this.#connections.get(connection);
    if (!count || now - count.since >= CONNECTION_WINDOW_MS) {
      this.#connections.set(connection, { misses: 1, since: now });
    } else {
      count.misses += 1;
    }
    const bucket = clientKey(address);
    try {
      const after = await this.#addresses.consume(bucket);
      if (after.consumedPoints >= this.#perAddress)
        await this.#addresses.block(bucket, this.#blockS);
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
    }
  }

  #connectionMisses(connection: object): number {
    const count = this.#connections.get(connection);
    if (!count) return 0;
    return this.#now() - count.since >= CONNECTION_WINDOW_MS ? 0 : count.misses;
  }
}
