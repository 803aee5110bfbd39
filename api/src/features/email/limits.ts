import { clientKey } from '@ttc/shared-protocol/net/client-key';
import type { RateLimiterDrizzle } from 'rate-limiter-flexible';
import type { AppDatabase } from '../../db/client';
import { consumed, postgresLimiter } from '../auth/rate-limits';
import { sha256Hex } from '../auth/secrets';

/**
 * A school's staff behind one address signing up for news, not a script filling the list with
 * other people's addresses (one client once sent 300).
 */
export const NOTIFY_PER_CLIENT = 10;
export const NOTIFY_CLIENT_WINDOW_S = 60 * 60;
/** An address is worth storing once; a few repeats a day are a person who forgot, not more. */
export const NOTIFY_PER_ADDRESS = 3;
export const NOTIFY_ADDRESS_WINDOW_S = 24 * 60 * 60;

/**
 * The notify-me limits, counted in Postgres like the sign-in limits (so they hold across
 * restarts and API processes), keyed by hashes. The client is counted first: a client over its
 * limit costs the address nothing.
 */
export class NotifyLimits {
  readonly #perClient: RateLimiterDrizzle;
  readonly #perAddress: RateLimiterDrizzle;

  constructor(db: AppDatabase) {
    this.#perClient = postgresLimiter(db, {
      keyPrefix: 'notify-ip',
      points: NOTIFY_PER_CLIENT,
      durationS: NOTIFY_CLIENT_WINDOW_S,
    });
    this.#perAddress = postgresLimiter(db, {
      keyPrefix: 'notify-address',
      points: NOTIFY_PER_ADDRESS,
      durationS: NOTIFY_ADDRESS_WINDOW_S,
    });
  }

  /** Counts one request; false when the client or the address has used up its window. */
  async allow(email: string, ip: string): Promise<boolean> {
    return (
      (await consumed(this.#perClient, sha256Hex(clientKey(ip)))) &&
      (await consumed(this.#perAddress, sha256Hex(email)))
    );
  }
}
