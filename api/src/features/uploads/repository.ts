import type { ObjectVisibility } from '@ttc/shared-protocol/api/object-access';
import { asc, count, eq } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { uploadedObjects, users } from '../../db/schema';
import type { AclRule } from './acl';

/** An uploaded object's row: who owns it, who may read it, what was stored. */
export interface ObjectRow {
  id: string;
  ownerId: string;
  visibility: ObjectVisibility;
  aclRules: AclRule[];
  contentType: string;
  byteSize: number;
  width: number;
  height: number;
  createdAt: Date;
}

export type NewObjectRow = Omit<ObjectRow, 'createdAt'>;

function toRow(row: typeof uploadedObjects.$inferSelect): ObjectRow {
  return {
    ...row,
    visibility: row.visibility === 'public' ? 'public' : 'private',
    aclRules: Array.isArray(row.aclRules) ? (row.aclRules as AclRule[]) : [],
  };
}

export async function findObject(db: AppDatabase, id: string): Promise<ObjectRow | null> {
  const [row] = await db.select().from(uploadedObjects).where(eq(uploadedObjects.id, id));
  return row ? toRow(row) : null;
}

export async function listObjectsOf(db: AppDatabase, ownerId: string): Promise<ObjectRow[]> {
  const rows = await db
    .select()
    .from(uploadedObjects)
    .where(eq(uploadedObjects.ownerId, ownerId))
    .orderBy(asc(uploadedObjects.createdAt), asc(uploadedObjects.id));
  return rows.map(toRow);
}

/**
 * Adds the row unless the owner already has `quota` objects; false then. The owner's users row
 * is held for the count and the insert, so two uploads at once cannot both take the last place.
 */
export async function insertObjectWithinQuota(
  db: AppDatabase,
  row: NewObjectRow,
  quota: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, row.ownerId)).for('update');
    const [counted] = await tx
      .select({ n: count() })
      .from(uploadedObjects)
      .where(eq(uploadedObjects.ownerId, row.ownerId));
    if ((counted?.n ?? 0) >= quota) return false;
    await tx.insert(uploadedObjects).values(row);
    return true;
  });
}

export async function updateObjectAcl(
  db: AppDatabase,
  id: string,
  acl: { visibility: ObjectVisibility; aclRules: AclRule[] },
): Promise<ObjectRow | null> {
  const [row] = await db
    .update(uploadedObjects)
    .set(acl)
    .where(eq(uploadedObjects.id, id))
    .returning();
  return row ? toRow(row) : null;
}

export async function deleteObjectRow(db: AppDatabase, id: string): Promise<void> {
  await db.delete(uploadedObjects).where(eq(uploadedObjects.id, id));
}
