import type { UserStatsQuery } from '@ttc/shared-protocol/api/progress';
import { ErrorCode } from '@ttc/shared-protocol/errors';
import { deriveStats, type UserStats } from '@ttc/shared-protocol/game/stats';
import { z } from 'zod';
import type { AppDatabase } from '../../db/client';
import { AppError } from '../../errors';
import type { AuthenticatedUser } from '../auth/authenticate';
import { canReadStats } from './access';
import { findUserRole, isInAdminsSchool, listStatsAnswers } from './repository';

/** Any id Postgres takes as a uuid; anything else cannot name a user. */
const userIdSchema = z.guid();

/**
 * GET /api/user/:userId/stats: the stats derived from the user's recorded answers, "today" being
 * the local day at `query.utcOffsetMinutes`. 404 for an id that names nobody (or is no id at
 * all), 403 for another user's stats unless the requester is the admin of that user's school.
 */
export async function userStats(
  db: AppDatabase,
  requester: AuthenticatedUser,
  userIdParam: string,
  query: UserStatsQuery,
  now: number,
): Promise<UserStats> {
  const parsed = userIdSchema.safeParse(userIdParam);
  if (!parsed.success) throw new AppError(ErrorCode.NotFound, 404, 'No such user.');
  // Postgres compares uuids without regard to case; the token's id is lower case.
  const userId = parsed.data.toLowerCase();
  if (userId !== requester.id) {
    if ((await findUserRole(db, userId)) === undefined) {
      throw new AppError(ErrorCode.NotFound, 404, 'No such user.');
    }
    const role = (await findUserRole(db, requester.id)) ?? null;
    const sameSchool = role === 'admin' && (await isInAdminsSchool(db, requester.id, userId));
    if (!canReadStats({ id: requester.id, role }, userId, sameSchool)) {
      throw new AppError(ErrorCode.Forbidden, 403, 'You can only see your own progress.');
    }
  }
  const answers = await listStatsAnswers(db, userId);
  return deriveStats(answers, { now, utcOffsetMinutes: query.utcOffsetMinutes ?? 0 });
}
