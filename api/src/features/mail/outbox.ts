import type { OutboxEntry } from '@ttc/shared-protocol/api/auth-outbox';
import type { MailMessage } from './sign-in-email';

/** Enough for a developer's session; older messages fall off. */
const OUTBOX_LIMIT = 200;

/**
 * The development outbox: the last messages this process sent, in memory only. It exists only
 * when NODE_ENV is not production (the mailer does not create one otherwise).
 */
export class Outbox {
  readonly #entries: OutboxEntry[] = [];

  add(message: MailMessage, sentAt: Date): void {
    this.#entries.push({ ...message, sentAt: sentAt.toISOString() });
    if (this.#entries.length > OUTBOX_LIMIT) this.#entries.shift();
  }

  /** Newest first; only those to `to` (compared case-insensitively) when it is given. */
  list(to?: string): OutboxEntry[] {
    const wanted = to?.trim().toLowerCase();
    return this.#entries
      .filter((entry) => wanted === undefined || entry.to.toLowerCase() === wanted)
      .reverse();
  }
}
