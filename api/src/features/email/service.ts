import type { EmailNotifyResponse } from '@ttc/shared-protocol/api/email';
import type { AppDatabase } from '../../db/client';
import type { NotifyLimits } from './limits';
import { insertSubscriberOnce } from './repository';

/**
 * Adds an address to the notify-me list. Addresses are compared lower-cased. The answer is the
 * same whether the address is new, already there, or not stored because the client or the
 * address is over its limit: the form reveals nothing about the list or the limits.
 */
export async function subscribeToUpdates(
  db: AppDatabase,
  limits: NotifyLimits,
  request: { email: string; source: string; ip: string },
): Promise<EmailNotifyResponse & { stored: boolean }> {
  const email = request.email.toLowerCase();
  if (!(await limits.allow(email, request.ip))) return { ok: true, stored: false };
  await insertSubscriberOnce(db, { email, source: request.source });
  return { ok: true, stored: true };
}
