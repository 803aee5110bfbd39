/**
 * The query key of a user's stats (GET /api/user/:id/stats). It starts with '/api/user', which
 * lib/auth-events.ts drops when the signed-in user changes; the sync refreshes it after the
 * server has stored a game.
 */
export function userStatsQueryKey(userId: string) {
  return ['/api/user', userId, 'stats'] as const;
}
