import type { ClassDetail, ClassSummary, RosterChild } from '@ttc/shared-protocol/api/classes';
import type { Language } from '@ttc/shared-protocol/clock/language';
import type { CharacterId } from '@ttc/shared-protocol/game/characters';
import { and, asc, count, desc, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { classChildren, classes, classroomSessions, users } from '../../db/schema';
import type { ClassRow } from '../teacher-access/access';

export type ChildRow = typeof classChildren.$inferSelect;

/** A class row and its roster size as the API answers it. */
export function classSummaryOf(row: ClassRow, childCount: number): ClassSummary {
  return {
    id: row.id,
    teacherId: row.teacherId,
    name: row.name,
    grade: row.grade as ClassSummary['grade'],
    language: row.language as Language,
    childCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function rosterChildOf(row: ChildRow): RosterChild {
  return { id: row.id, nickname: row.nickname, character: row.characterId };
}

/** A class with its roster size and its teacher's name and email. */
export type ClassListRow = ClassRow & {
  childCount: number;
  teacherName: string | null;
  teacherEmail: string | null;
};

/** The classes of these teachers (one teacher's, or a school's), newest first. */
export async function listClassRows(
  db: AppDatabase,
  teacherIds: readonly string[],
): Promise<ClassListRow[]> {
  if (teacherIds.length === 0) return [];
  return db
    .select({
      ...getTableColumns(classes),
      childCount: count(classChildren.id).mapWith(Number),
      teacherName: users.fullName,
      teacherEmail: users.email,
    })
    .from(classes)
    .innerJoin(users, eq(users.id, classes.teacherId))
    .leftJoin(classChildren, eq(classChildren.classId, classes.id))
    .where(inArray(classes.teacherId, [...teacherIds]))
    .groupBy(classes.id, users.id)
    .orderBy(desc(classes.createdAt), desc(classes.id));
}

/** A class's roster, in the order the children were added. */
export function rosterOf(db: AppDatabase, classId: string): Promise<ChildRow[]> {
  return db
    .select()
    .from(classChildren)
    .where(eq(classChildren.classId, classId))
    .orderBy(asc(classChildren.createdAt), asc(classChildren.id));
}

export async function classDetailOf(db: AppDatabase, row: ClassRow): Promise<ClassDetail> {
  const roster = await rosterOf(db, row.id);
  return { ...classSummaryOf(row, roster.length), children: roster.map(rosterChildOf) };
}

/** Locks the teacher's users row until the transaction ends, so limits count one write at a time. */
export async function lockTeacher(tx: AppDatabase, teacherId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, teacherId)).for('update');
}

/** Locks the class row until the transaction ends (roster size and nicknames, one at a time). */
export async function lockClass(tx: AppDatabase, classId: string): Promise<void> {
  await tx.select({ id: classes.id }).from(classes).where(eq(classes.id, classId)).for('update');
}

export async function countClasses(db: AppDatabase, teacherId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(classes)
    .where(eq(classes.teacherId, teacherId));
  return Number(row?.n ?? 0);
}

export async function insertClass(
  db: AppDatabase,
  values: typeof classes.$inferInsert,
): Promise<ClassRow> {
  const [row] = await db.insert(classes).values(values).returning();
  if (!row) throw new Error('a class insert returned nothing');
  return row;
}

export async function updateClassRow(
  db: AppDatabase,
  id: string,
  fields: Partial<Pick<ClassRow, 'name' | 'grade' | 'language'>>,
): Promise<ClassRow> {
  const [row] = await db.update(classes).set(fields).where(eq(classes.id, id)).returning();
  if (!row) throw new Error('a class vanished while being updated');
  return row;
}

/** The ids of the sessions run for a class (to purge from live storage once it is deleted). */
export async function sessionIdsOfClass(db: AppDatabase, classId: string): Promise<string[]> {
  const rows = await db
    .select({ id: classroomSessions.id })
    .from(classroomSessions)
    .where(eq(classroomSessions.classId, classId));
  return rows.map((row) => row.id);
}

/** Deletes a class: its roster, its sessions and its assignments go with it (cascades). */
export async function deleteClassRow(db: AppDatabase, id: string): Promise<void> {
  await db.delete(classes).where(eq(classes.id, id));
}

export async function countChildren(db: AppDatabase, classId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(classChildren)
    .where(eq(classChildren.classId, classId));
  return Number(row?.n ?? 0);
}

export async function findChild(
  db: AppDatabase,
  classId: string,
  childId: string,
): Promise<ChildRow | undefined> {
  const [row] = await db
    .select()
    .from(classChildren)
    .where(and(eq(classChildren.classId, classId), eq(classChildren.id, childId)))
    .limit(1);
  return row;
}

/** The child of the class whose nickname has this key, if any. */
export async function findChildByKey(
  db: AppDatabase,
  classId: string,
  nicknameKey: string,
): Promise<ChildRow | undefined> {
  const [row] = await db
    .select()
    .from(classChildren)
    .where(and(eq(classChildren.classId, classId), eq(classChildren.nicknameKey, nicknameKey)))
    .limit(1);
  return row;
}

export async function insertChild(
  db: AppDatabase,
  values: { classId: string; nickname: string; nicknameKey: string; characterId: CharacterId },
): Promise<ChildRow> {
  const [row] = await db.insert(classChildren).values(values).returning();
  if (!row) throw new Error('a roster insert returned nothing');
  return row;
}

export async function updateChildRow(
  db: AppDatabase,
  id: string,
  fields: Partial<Pick<ChildRow, 'nickname' | 'nicknameKey' | 'characterId'>>,
): Promise<ChildRow> {
  const [row] = await db
    .update(classChildren)
    .set(fields)
    .where(eq(classChildren.id, id))
    .returning();
  if (!row) throw new Error('a roster child vanished while being updated');
  return row;
}

export async function deleteChildRow(db: AppDatabase, id: string): Promise<void> {
  await db.delete(classChildren).where(eq(classChildren.id, id));
}
