import { clientKey } from '@ttc/shared-protocol/net/client-key';
import type { RateLimiterDrizzle } from 'rate-limiter-flexible';
import type { AppDatabase } from '../../db/client';
import { consumed, postgresLimiter } from '../auth/rate-limits';
import { sha256Hex } from '../auth/secrets';

/**
 * A whole class plays from one school address: 30 children opening the link, tapping their seat
 * and sending a game or two is about 150 requests. Four classes at once still pass; a script
 * walking share codes or seat tokens does not get far.
 */
export const PLAY_REQUESTS_PER_CLIENT = 600;
export const PLAY_WINDOW_S = 15 * 60;

export interface PlayLimitOptions {
  points: number;
  durationS: number;
}

/** The public play endpoints' limit per client (IP, or IPv6 /64), counted in Postgres. */
export class PlayLimits {
  readonly #perClient: RateLimiterDrizzle;

  constructor(
    db: AppDatabase,
    options: PlayLimitOptions = { points: PLAY_REQUESTS_PER_CLIENT, durationS: PLAY_WINDOW_S },
  ) {
    this.#perClient = postgresLimiter(db, { keyPrefix: 'play-ip', ...options });
  }

  /** Counts one request; false once the client has used up its window. */
  allow(ip: string): Promise<boolean> {
    return consumed(this.#perClient, sha256Hex(clientKey(ip)));
  }
}
