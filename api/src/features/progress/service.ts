import type { ProgressGame, ProgressGameResponse } from '@ttc/shared-protocol/api/progress';
import { ErrorCode } from '@ttc/shared-protocol/errors';
import type { AppDatabase } from '../../db/client';
import { AppError } from '../../errors';
import type { AuthenticatedUser } from '../auth/authenticate';
import { ensureUserRow } from '../auth/users-repository';
import { gameResponse, prepareGame } from './prepare-game';
import { insertGameOnce } from './repository';

/**
 * POST /api/progress: stores a finished game (or a guest's device history) for the signed-in
 * user, once per game id. `replayed` is true when this user had already sent the id: nothing new
 * is stored and the body is the one the first request got (its answers win; a later body with
 * the same id is not compared).
 */
export async function recordGame(
  db: AppDatabase,
  user: AuthenticatedUser,
  request: ProgressGame,
  now: number,
): Promise<{ body: ProgressGameResponse; replayed: boolean }> {
  const row = await ensureUserRow(db, user);
  if (!row) {
    throw new AppError(
      ErrorCode.Conflict,
      409,
      'This email address already belongs to another account.',
    );
  }
  const { game, created } = await insertGameOnce(db, row.id, prepareGame(request, now));
  return { body: gameResponse(game), replayed: !created };
}
