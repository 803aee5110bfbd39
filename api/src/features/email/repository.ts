import type { AppDatabase } from '../../db/client';
import { emailSubscribers } from '../../db/schema';

/** Stores an address once; a second call with the same address changes nothing. */
export async function insertSubscriberOnce(
  db: AppDatabase,
  subscriber: { email: string; source: string },
): Promise<{ created: boolean }> {
  const inserted = await db
    .insert(emailSubscribers)
    .values(subscriber)
    .onConflictDoNothing({ target: emailSubscribers.email })
    .returning({ id: emailSubscribers.id });
  return { created: inserted.length > 0 };
}
