import { type QueryClient, QueryObserver, queryOptions } from '@tanstack/react-query';
import type { UserStats } from '@ttc/shared-protocol/game/stats';
import { apiRequest } from '../../../lib/api-client';
import { userStatsQueryKey } from '../../../lib/progress-sync/user-stats-key';
import { localUtcOffsetMinutes } from '../model/utc-offset';

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

/** The learner model's schema (learner-schema.ts), loaded beside the request. */
export type LearnerSchema = {
  safeParse(value: unknown): { success: true; data: UserStats['learner'] } | { success: false };
};

/**
 * The stats body checked against the shared `userStatsSchema`: the numbers by hand (every field
 * a whole number, level and maxLevelProgress at least 1, accuracy at most 100), the learner model
 * with its own schema, which the caller loads. The shared stats schema would do the same, but
 * this screen's module also holds the guest view, which imports the stats module statically:
 * touching that schema would put zod into /progress's first load. get-user-stats.test.ts checks
 * that both accept and refuse the same bodies.
 */
export function toUserStats(body: unknown, learnerSchema: LearnerSchema): UserStats {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new Error('The stats answer is not an object.');
  }
  const record = body as Record<string, unknown>;
  const extra = Object.keys(record).filter(
    (key) => key !== 'learner' && !(STAT_FIELDS as readonly string[]).includes(key),
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
  const learner = learnerSchema.safeParse(record.learner);
  if (!learner.success) throw new Error("The stats answer's learner is invalid.");
  return { ...stats, learner: learner.data };
}

/** GET /api/user/:userId/stats, "today" being the local day at `utcOffsetMinutes`. */
export async function getUserStats(
  userId: string,
  utcOffsetMinutes: number,
  signal?: AbortSignal,
): Promise<UserStats> {
  const query = new URLSearchParams({ utcOffsetMinutes: String(utcOffsetMinutes) });
  const path = `/api/user/${encodeURIComponent(userId)}/stats?${query}`;
  // The learner's schema (and zod with it) loads beside the request, out of the first load.
  const [body, { learnerModelSchema }] = await Promise.all([
    apiRequest('GET', path, { signal }),
    import('@ttc/shared-protocol/game/learner/learner-schema'),
  ]);
  return toUserStats(body, learnerModelSchema);
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

/** A running observation of a user's stats (see observeUserStats). */
export type UserStatsObservation = {
  /** Asks the server again (after a failure, when the browser is back online). */
  refetch: () => void;
  unsubscribe: () => void;
};

/**
 * Follows the user's stats in `client` for code outside React Query's provider: fetched when
 * missing, and reported again whenever the progress sync invalidates them. `onChange` gets the
 * stats (null while none are loaded) and whether the last fetch failed. The query key is the
 * Progress screen's, so both share one request and one cache entry.
 */
export function observeUserStats(
  client: QueryClient,
  userId: string,
  onChange: (stats: UserStats | null, failed: boolean) => void,
  utcOffsetMinutes = localUtcOffsetMinutes(Date.now()),
): UserStatsObservation {
  const observer = new QueryObserver(client, getUserStatsQueryOptions(userId, utcOffsetMinutes));
  const unsubscribe = observer.subscribe((result) => onChange(result.data ?? null, result.isError));
  const current = observer.getCurrentResult();
  onChange(current.data ?? null, current.isError);
  return { refetch: () => void observer.refetch(), unsubscribe };
}
