import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { AppDatabase } from '../../db/client';
import { authRateLimits } from '../../db/schema';
import { sha256Hex } from './secrets';

/** At most this many sign-in links per address per window (the accounts issue). */
export const LINKS_PER_ADDRESS = 3;
/** Room for a school or family behind one address, not for a script. */
export const LINKS_PER_IP = 20;
export const LINK_LIMIT_WINDOW_S = 15 * 60;

/**
 * The /otp limits, counted in Postgres (auth_rate_limits, through rate-limiter-flexible's atomic
 * upsert): they hold across restarts and across several API processes on one database, which
 * an in-memory counter would not. Keys are hashes, so the table holds no address or IP.
 */
export class LinkRequestLimits {
  readonly #perAddress: RateLimiterDrizzle;
  readonly #perIp: RateLimiterDrizzle;

  constructor(db: AppDatabase) {
    const common = {
      storeClient: db,
      schema: authRateLimits,
      duration: LINK_LIMIT_WINDOW_S,
      // Expired rows are removed by the sign-in's own sweep, not by a timer per limiter.
      clearExpiredByTimeout: false,
    };
    this.#perAddress = new RateLimiterDrizzle({
      ...common,
      keyPrefix: 'otp-address',
      points: LINKS_PER_ADDRESS,
    });
    this.#perIp = new RateLimiterDrizzle({ ...common, keyPrefix: 'otp-ip', points: LINKS_PER_IP });
  }

  /** Counts one request; false when the address or the IP has used up its window. */
  async allow(email: string, ip: string): Promise<boolean> {
    const [address, client] = await Promise.all([
      consumed(this.#perAddress, sha256Hex(email)),
      consumed(this.#perIp, sha256Hex(ip)),
    ]);
    return address && client;
  }
}

/** rate-limiter-flexible rejects with a RateLimiterRes when over the limit, with an Error on failure. */
async function consumed(limiter: RateLimiterDrizzle, key: string): Promise<boolean> {
  try {
    await limiter.consume(key);
    return true;
  } catch (error) {
    if (error instanceof RateLimiterRes) return false;
    throw error;
  }
}
