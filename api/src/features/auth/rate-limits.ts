import { clientKey } from '@ttc/shared-protocol/net/client-key';
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { AppDatabase } from '../../db/client';
import { authRateLimits } from '../../db/schema';
import { sha256Hex } from './secrets';

/** At most this many sign-in links per address per window (the accounts issue). */
export const LINKS_PER_ADDRESS = 3;
/** Room for a school or family behind one address, not for a script. */
export const LINKS_PER_IP = 20;
export const LINK_LIMIT_WINDOW_S = 15 * 60;

/** One Postgres-backed counter of rate-limiter-flexible (see LinkRequestLimits). */
export function postgresLimiter(
  db: AppDatabase,
  options: { keyPrefix: string; points: number; durationS: number },
): RateLimiterDrizzle {
  return new RateLimiterDrizzle({
    storeClient: db,
    schema: authRateLimits,
    keyPrefix: options.keyPrefix,
    points: options.points,
    duration: options.durationS,
    // Expired rows are removed by the sign-in's own sweep, not by a timer per limiter.
    clearExpiredByTimeout: false,
  });
}

/**
 * The /otp limits, counted in Postgres (auth_rate_limits, through rate-limiter-flexible's atomic
 * upsert): they hold across restarts and across several API processes on one database, which
 * an in-memory counter would not. Keys are hashes, so the table holds no address or IP.
 */
export class LinkRequestLimits {
  readonly #perAddress: RateLimiterDrizzle;
  readonly #perIp: RateLimiterDrizzle;

  constructor(db: AppDatabase) {
    const durationS = LINK_LIMIT_WINDOW_S;
    this.#perAddress = postgresLimiter(db, {
      keyPrefix: 'otp-address',
      points: LINKS_PER_ADDRESS,
      durationS,
    });
    this.#perIp = postgresLimiter(db, { keyPrefix: 'otp-ip', points: LINKS_PER_IP, durationS });
  }

  /**
   * Counts one request; false when the client or the address has used up its window. The client
   * is counted first, and a client over its limit costs the address nothing: otherwise anyone
   * could use up a victim's few links an hour from a client that is refused anyway.
   */
  async allow(email: string, ip: string): Promise<boolean> {
    return (
      (await consumed(this.#perIp, sha256Hex(clientKey(ip)))) &&
      (await consumed(this.#perAddress, sha256Hex(email)))
    );
  }
}

/** rate-limiter-flexible rejects with a RateLimiterRes when over the limit, with an Error on failure. */
export async function consumed(limiter: RateLimiterDrizzle, key: string): Promise<boolean> {
  try {
    await limiter.consume(key);
    return true;
  } catch (error) {
    if (error instanceof RateLimiterRes) return false;
    throw error;
  }
}
