import type { ProgressGame, ProgressGameResponse } from '@ttc/shared-protocol/api/progress';
import type { AppDatabase } from '../../db/client';
import type { AuthenticatedUser } from '../auth/authenticate';
import { requireUserRow } from '../auth/users-repository';
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
  const row = await requireUserRow(db, user);
  const { game, created } = await insertGameOnce(db, row.id, prepareGame(request, now));
  return { body: gameResponse(game), replayed: !created };
}
