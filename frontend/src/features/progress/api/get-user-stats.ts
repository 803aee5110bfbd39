import { queryOptions } from '@tanstack/react-query';
import type { UserStats } from '@ttc/shared-protocol/game/stats';
import { apiRequest } from '../../../lib/api-client';
import { userStatsQueryKey } from '../../../lib/progress-sync/user-stats-key';

const STAT_FIELDS = [
  'level',
  'score',
  'currentLevelProgress',
  'maxLevelProgress',
  'streak',
  'bestStreak',
  'totalCorrect',
  'totalIncorrect',
  'accuracy',
  'todayCorrect',
  'todayIncorrect',
] as const satisfies readonly (keyof UserStats)[];

/**
 * The stats body checked by hand against the shared `userStatsSchema` (every field a whole
 * number, level and maxLevelProgress at least 1, accuracy at most 100). The shared schema would
 * do the same, but this screen's module also holds the guest view, which imports the stats
 * module statically: touching the schema would put zod into /progress's first load.
 * get-user-stats.test.ts checks that both accept and refuse the same bodies.
 */
export function toUserStats(body: unknown): UserStats {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new Error('The stats answer is not an object.');
  }
  const record = body as Record<string, unknown>;
  const extra = Object.keys(record).filter(
    (key) => !(STAT_FIELDS as readonly string[]).includes(key),
  );
  if (extra.length > 0)
    throw new Error(`The stats answer has unknown fields: ${extra.join(', ')}.`);
  const stats = {} as Record<(typeof STAT_FIELDS)[number], number>;
  for (const field of STAT_FIELDS) {
    const value = record[field];
    const min = field === 'level' || field === 'maxLevelProgress' ? 1 : 0;
    const max = field === 'accuracy' ? 100 : Number.MAX_SAFE_INTEGER;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
      throw new Error(`The stats answer's ${field} is invalid.`);
    }
    stats[field] = value;
  }
  return stats;
}

/** GET /api/user/:userId/stats, "today" being the local day at `utcOffsetMinutes`. */
export async function getUserStats(
  userId: string,
  utcOffsetMinutes: number,
  signal?: AbortSignal,
): Promise<UserStats> {
  const query = new URLSearchParams({ utcOffsetMinutes: String(utcOffsetMinutes) });
  const path = `/api/user/${encodeURIComponent(userId)}/stats?${query}`;
  return toUserStats(await apiRequest('GET', path, { signal }));
}

/**
 * The signed-in user's stats. The key starts with the user's stats key, which the progress sync
 * refreshes after the server stored a game and which is dropped when the user changes.
 */
export const getUserStatsQueryOptions = (userId: string, utcOffsetMinutes: number) =>
  queryOptions({
    queryKey: [...userStatsQueryKey(userId), { utcOffsetMinutes }] as const,
    queryFn: ({ signal }) => getUserStats(userId, utcOffsetMinutes, signal),
  });
