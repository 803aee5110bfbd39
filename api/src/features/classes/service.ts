import {
  type addChildSchema,
  CLASSES_PER_TEACHER_MAX,
  type ClassDetail,
  type ClassList,
  type createClassSchema,
  ROSTER_MAX,
  type RosterChild,
  type updateChildSchema,
  type updateClassSchema,
} from '@ttc/shared-protocol/api/classes';
import { ErrorCode } from '@ttc/shared-protocol/errors';
import type { z } from 'zod';
import { AppError } from '../../errors';
import {
  ownedClass,
  readableClass,
  type Staff,
  type TeacherDeps,
  uuidParam,
} from '../teacher-access/access';
import {
  classDetailOf,
  classSummaryOf,
  countChildren,
  countClasses,
  deleteChildRow,
  deleteClassRow,
  findChild,
  findChildByKey,
  insertChild,
  insertClass,
  listClassRows,
  lockClass,
  lockTeacher,
  rosterChildOf,
  sessionIdsOfClass,
  updateChildRow,
  updateClassRow,
} from './repository';
import { rosterNickname } from './roster-nickname';

export const CLASS_LIMIT_MESSAGE = `You can have at most ${CLASSES_PER_TEACHER_MAX} classes. Delete a class you no longer teach to add another.`;
export const ROSTER_FULL_MESSAGE = `A class can have at most ${ROSTER_MAX} children.`;
export const NICKNAME_TAKEN_MESSAGE =
  'Another child in this class already has this nickname (or one that looks the same).';

type Deps = Pick<TeacherDeps, 'db' | 'purgeLiveSessions'>;

/** GET /api/classes: the signed-in teacher's own classes, newest first. */
export async function listClasses({ db }: Deps, staff: Staff): Promise<ClassList> {
  const rows = await listClassRows(db, [staff.id]);
  return { classes: rows.map((row) => classSummaryOf(row, row.childCount)) };
}

/** POST /api/classes: a new class with an empty roster; 409 past the teacher's limit. */
export async function createClass(
  { db }: Deps,
  staff: Staff,
  input: z.output<typeof createClassSchema>,
): Promise<ClassDetail> {
  return db.transaction(async (tx) => {
    await lockTeacher(tx, staff.id);
    if ((await countClasses(tx, staff.id)) >= CLASSES_PER_TEACHER_MAX) {
      throw new AppError(ErrorCode.Conflict, 409, CLASS_LIMIT_MESSAGE);
    }
    const row = await insertClass(tx, { teacherId: staff.id, ...input });
    return classDetailOf(tx, row);
  });
}

/** GET /api/classes/:id: the class and its roster (its teacher, or their school's admin). */
export async function getClass({ db }: Deps, staff: Staff, id: string): Promise<ClassDetail> {
  return classDetailOf(db, await readableClass(db, staff, uuidParam(id, 'class')));
}

/** PATCH /api/classes/:id: its teacher only. */
export async function updateClass(
  { db }: Deps,
  staff: Staff,
  id: string,
  input: z.output<typeof updateClassSchema>,
): Promise<ClassDetail> {
  const row = await ownedClass(db, staff, uuidParam(id, 'class'));
  const fields = Object.fromEntries(
    Object.entries(input).filter(([, value]) => value !== undefined),
  );
  const updated = Object.keys(fields).length === 0 ? row : await updateClassRow(db, row.id, fields);
  return classDetailOf(db, updated);
}

/**
 * DELETE /api/classes/:id: its teacher only. The roster, the sessions run for the class (with
 * their players and answers) and its assignments (with their games and answers) go with it;
 * then what live storage still holds of those sessions is purged.
 */
export async function deleteClass(deps: Deps, staff: Staff, id: string): Promise<void> {
  const row = await ownedClass(deps.db, staff, uuidParam(id, 'class'));
  const sessionIds = await deps.db.transaction(async (tx) => {
    const ids = await sessionIdsOfClass(tx, row.id);
    await deleteClassRow(tx, row.id);
    return ids;
  });
  if (sessionIds.length > 0) await deps.purgeLiveSessions(sessionIds);
}

/** POST /api/classes/:id/children: a child (nickname and character) joins the roster. */
export async function addChild(
  { db }: Deps,
  staff: Staff,
  classId: string,
  input: z.output<typeof addChildSchema>,
): Promise<RosterChild> {
  const owned = await ownedClass(db, staff, uuidParam(classId, 'class'));
  const { nickname, key } = rosterNickname(input.nickname);
  return db.transaction(async (tx) => {
    await lockClass(tx, owned.id);
    if ((await countChildren(tx, owned.id)) >= ROSTER_MAX) {
      throw new AppError(ErrorCode.Conflict, 409, ROSTER_FULL_MESSAGE);
    }
    if (await findChildByKey(tx, owned.id, key)) {
      throw new AppError(ErrorCode.Conflict, 409, NICKNAME_TAKEN_MESSAGE);
    }
    const row = await insertChild(tx, {
      classId: owned.id,
      nickname,
      nicknameKey: key,
      characterId: input.character,
    });
    return rosterChildOf(row);
  });
}

/** PATCH /api/classes/:id/children/:childId: a new nickname or character. */
export async function updateChild(
  { db }: Deps,
  staff: Staff,
  classId: string,
  childId: string,
  input: z.output<typeof updateChildSchema>,
): Promise<RosterChild> {
  const owned = await ownedClass(db, staff, uuidParam(classId, 'class'));
  const named = input.nickname === undefined ? null : rosterNickname(input.nickname);
  return db.transaction(async (tx) => {
    await lockClass(tx, owned.id);
    const child = await findChild(tx, owned.id, uuidParam(childId, 'child'));
    if (!child) throw new AppError(ErrorCode.NotFound, 404, 'No such child.');
    if (named) {
      const holder = await findChildByKey(tx, owned.id, named.key);
      if (holder && holder.id !== child.id) {
        throw new AppError(ErrorCode.Conflict, 409, NICKNAME_TAKEN_MESSAGE);
      }
    }
    const fields = {
      ...(named ? { nickname: named.nickname, nicknameKey: named.key } : {}),
      ...(input.character ? { characterId: input.character } : {}),
    };
    const row =
      Object.keys(fields).length === 0 ? child : await updateChildRow(tx, child.id, fields);
    return rosterChildOf(row);
  });
}

/**
 * DELETE /api/classes/:id/children/:childId: the child leaves the roster; their seats in past
 * sessions and their assignment games go with them (cascades), so nothing of theirs is kept.
 */
export async function removeChild(
  { db }: Deps,
  staff: Staff,
  classId: string,
  childId: string,
): Promise<void> {
  const owned = await ownedClass(db, staff, uuidParam(classId, 'class'));
  const child = await findChild(db, owned.id, uuidParam(childId, 'child'));
  if (!child) throw new AppError(ErrorCode.NotFound, 404, 'No such child.');
  await deleteChildRow(db, child.id);
}
