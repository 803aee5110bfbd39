import type { ClassAnalytics, SchoolAnalytics } from '@ttc/shared-protocol/api/analytics';
import { ErrorCode } from '@ttc/shared-protocol/errors';
import { foldClassAnalytics } from '@ttc/shared-protocol/teacher/analytics/fold-class';
import { foldSchoolAnalytics } from '@ttc/shared-protocol/teacher/analytics/fold-school';
import type { AppDatabase } from '../../db/client';
import { AppError } from '../../errors';
import { readableClass, type Staff } from '../teacher-access/access';
import {
  answerGroupsOf,
  childOf,
  rosterOf,
  schoolAnswerGroupsOf,
  schoolTeachersOf,
  sourceTotalsOf,
} from './repository';

/** GET /api/classes/:id/analytics: the whole class, with practice groups. */
export async function classAnalytics(
  db: AppDatabase,
  staff: Staff,
  classId: string,
): Promise<ClassAnalytics> {
  const klass = await readableClass(db, staff, classId);
  const [children, groups, sources] = await Promise.all([
    rosterOf(db, klass.id),
    answerGroupsOf(db, klass.id, null),
    sourceTotalsOf(db, klass.id, null),
  ]);
  return foldClassAnalytics({ classId: klass.id, children, groups, sources, withGroups: true });
}

/** GET /api/classes/:id/children/:childId/analytics: one child's row and numbers, no groups. */
export async function childAnalytics(
  db: AppDatabase,
  staff: Staff,
  classId: string,
  childId: string,
): Promise<ClassAnalytics> {
  const klass = await readableClass(db, staff, classId);
  const child = await childOf(db, klass.id, childId);
  if (!child) throw new AppError(ErrorCode.NotFound, 404, 'No such child.');
  const [groups, sources] = await Promise.all([
    answerGroupsOf(db, klass.id, child.id),
    sourceTotalsOf(db, klass.id, child.id),
  ]);
  return foldClassAnalytics({
    classId: klass.id,
    children: [child],
    groups,
    sources,
    withGroups: false,
  });
}

/** GET /api/school/analytics: for the school's admins only. */
export async function schoolAnalytics(db: AppDatabase, staff: Staff): Promise<SchoolAnalytics> {
  if (staff.schoolId === null) {
    throw new AppError(ErrorCode.NotFound, 404, 'You are not in a school.');
  }
  if (staff.schoolRole !== 'admin') {
    throw new AppError(ErrorCode.Forbidden, 403, "Only the school's admins see its analytics.");
  }
  const [teachers, groups] = await Promise.all([
    schoolTeachersOf(db, staff.schoolId),
    schoolAnswerGroupsOf(db, staff.schoolId),
  ]);
  return foldSchoolAnalytics(teachers, groups);
}
