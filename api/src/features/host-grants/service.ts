import type { HostGrant, HostGrantRequest } from '@ttc/shared-protocol/api/host-grant';
import type { Language } from '@ttc/shared-protocol/clock/language';
import { and, eq } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { classes } from '../../db/schema';
import { rosterChildOf, rosterOf } from '../classes/repository';
import { STAFF_ROLES, staffRecord, TEACHER_PLANS } from '../teacher-access/access';
import { rosterLevels } from './roster-levels';

/**
 * POST /api/internal/host-grants: whether this user may open a live room (teacher and admin
 * accounts; with billing configured, on the pro and school plans), and the roster of the class
 * the room is for when it names one of the user's own classes. An admin hosts for their own
 * classes only, never another teacher's.
 */
export async function hostGrant(
  db: AppDatabase,
  request: HostGrantRequest,
  billing: boolean,
): Promise<HostGrant> {
  const record = await staffRecord(db, request.userId);
  if (!record || !STAFF_ROLES.includes(record.role))
    return { allowed: false, reason: 'not_teacher' };
  if (billing && !TEACHER_PLANS.includes(record.plan)) {
    return { allowed: false, reason: 'plan_required' };
  }
  if (request.classId === undefined) return { allowed: true, class: null };
  const [row] = await db
    .select()
    .from(classes)
    .where(and(eq(classes.id, request.classId), eq(classes.teacherId, record.id)))
    .limit(1);
  if (!row) return { allowed: false, reason: 'class_not_found' };
  const roster = await rosterOf(db, row.id);
  // Each child at their own level: every child's current level, for adaptive rooms.
  const levels = await rosterLevels(
    db,
    roster.map((child) => child.id),
  );
  return {
    allowed: true,
    class: {
      id: row.id,
      name: row.name,
      language: row.language as Language,
      roster: roster.map((child) => ({
        ...rosterChildOf(child),
        level: levels.get(child.id) ?? 1,
      })),
    },
  };
}
