/**
 * Whether a sign-in session (the `session_id` of an access token) is still live: the API and the
 * realtime server ask before they honour a token, so a sign-out ends access within a few seconds
 * instead of when the token expires (up to an hour later).
 *
 * `check` asks the source of truth (the sessions table, directly or through the API) and rejects
 * when it cannot tell (database or API unreachable). Answers are kept `cacheMs`; when the source
 * cannot be reached the last answer stands (a teacher mid-lesson is not thrown out by an outage;
 * a sign-out cannot happen during one either), and a session never seen is `unknown`.
 */
export type SessionCheck = (sessionId: string) => Promise<boolean>;

export type SessionLivenessOptions = {
  now?: () => number;
  /** How long an answer is trusted before the source is asked again. */
  cacheMs?: number;
  /** Sessions remembered at once; the oldest are forgotten beyond this. */
  maxEntries?: number;
};

/** A few seconds: the bound is "loses host rights within 5 s". */
export const SESSION_CACHE_MS = 3_000;
const MAX_ENTRIES = 50_000;

export class SessionLiveness {
  readonly #check: SessionCheck;
  readonly #now: () => number;
  readonly #cacheMs: number;
  readonly #maxEntries: number;
  readonly #known = new Map<string, { live: boolean; at: number }>();
  readonly #asking = new Map<string, Promise<boolean | 'unknown'>>();

  constructor(check: SessionCheck, options: SessionLivenessOptions = {}) {
    this.#check = check;
    this.#now = options.now ?? Date.now;
    this.#cacheMs = options.cacheMs ?? SESSION_CACHE_MS;
    this.#maxEntries = options.maxEntries ?? MAX_ENTRIES;
  }

  /** True or false from the source (or a fresh cached answer); `unknown` when it cannot tell. */
  isLive(sessionId: string): Promise<boolean | 'unknown'> {
    const known = this.#known.get(sessionId);
    if (known && this.#now() - known.at < this.#cacheMs) return Promise.resolve(known.live);
    const pending = this.#asking.get(sessionId);
    if (pending) return pending;
    const asking = this.#ask(sessionId).finally(() => this.#asking.delete(sessionId));
    this.#asking.set(sessionId, asking);
    return asking;
  }

  /** Forgets every answer: the next question goes to the source (after a sign-out here). */
  clear(): void {
    this.#known.clear();
  }

  async #ask(sessionId: string): Promise<boolean | 'unknown'> {
    let live: boolean;
    try {
      live = await this.#check(sessionId);
    } catch {
      return this.#known.get(sessionId)?.live ?? 'unknown';
    }
    this.#known.delete(sessionId);
    this.#known.set(sessionId, { live, at: this.#now() });
    if (this.#known.size > this.#maxEntries) {
      const oldest = this.#known.keys().next().value;
      if (oldest !== undefined) this.#known.delete(oldest);
    }
    return live;
  }
}
