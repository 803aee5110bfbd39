import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { userSettings } from '../../db/schema';

type Executor = Pick<AppDatabase, 'select' | 'insert' | 'update'>;

/** The account's stored settings as they are in the row (checked by the service), or null. */
export async function findSettings(db: Executor, userId: string): Promise<unknown> {
  const [row] = await db
    .select({ values: userSettings.values })
    .from(userSettings)
    .where(eq(userSettings.userId, userId));
  return row ? row.values : null;
}

/** The account's settings row, held until the transaction ends (two devices merge one by one). */
export async function lockSettings(db: Executor, userId: string): Promise<unknown> {
  await db.insert(userSettings).values({ userId, values: {} }).onConflictDoNothing();
  const [row] = await db
    .select({ values: userSettings.values })
    .from(userSettings)
    .where(eq(userSettings.userId, userId))
    .for('update');
  return row?.values ?? {};
}

export async function saveSettings(db: Executor, userId: string, values: unknown): Promise<void> {
  await db.update(userSettings).set({ values }).where(eq(userSettings.userId, userId));
}
