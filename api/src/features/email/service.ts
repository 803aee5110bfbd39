import type { EmailNotifyResponse } from '@ttc/shared-protocol/api/email';
import type { AppDatabase } from '../../db/client';
import { insertSubscriberOnce } from './repository';

/**
 * Adds an address to the notify-me list. Addresses are compared lower-cased; the answer is the
 * same whether the address is new or already there, so the form reveals nothing about the list.
 */
export async function subscribeToUpdates(
  db: AppDatabase,
  request: { email: string; source: string },
): Promise<EmailNotifyResponse> {
  await insertSubscriberOnce(db, { email: request.email.toLowerCase(), source: request.source });
  return { ok: true };
}
