import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import type { SchoolAnalytics } from '@ttc/shared-protocol/api/analytics';
import { ApiPath } from '@ttc/shared-protocol/api/paths';
import type { SchoolClassList, SchoolSessionList } from '@ttc/shared-protocol/api/school';
import { apiRequest } from '../../../lib/api-client';
import { schoolQueryKey } from './get-school';

/** GET /api/school/classes (admin): every class of the school with its teacher. */
export async function getSchoolClasses(signal?: AbortSignal): Promise<SchoolClassList> {
  const [body, { schoolClassListSchema }] = await Promise.all([
    apiRequest('GET', ApiPath.schoolClasses, { signal }),
    import('@ttc/shared-protocol/api/school'),
  ]);
  return schoolClassListSchema.parse(body);
}

export function useSchoolClasses() {
  return useQuery(
    queryOptions({
      queryKey: [...schoolQueryKey, 'classes'],
      queryFn: ({ signal }) => getSchoolClasses(signal),
    }),
  );
}

/** GET /api/school/sessions (admin): one page of the school's sessions, newest first. */
export async function getSchoolSessions(
  cursor: string | null,
  signal?: AbortSignal,
): Promise<SchoolSessionList> {
  const path = cursor
    ? `${ApiPath.schoolSessions}?${new URLSearchParams({ cursor })}`
    : ApiPath.schoolSessions;
  const [body, { schoolSessionListSchema }] = await Promise.all([
    apiRequest('GET', path, { signal }),
    import('@ttc/shared-protocol/api/school'),
  ]);
  return schoolSessionListSchema.parse(body);
}

export function useSchoolSessions() {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: [...schoolQueryKey, 'sessions'],
      queryFn: ({ pageParam, signal }) => getSchoolSessions(pageParam, signal),
      initialPageParam: null as string | null,
      getNextPageParam: (page) => page.nextCursor,
    }),
  );
}

/** GET /api/school/analytics (admin): school-wide accuracy and misconception trends. */
export async function getSchoolAnalytics(signal?: AbortSignal): Promise<SchoolAnalytics> {
  const [body, { schoolAnalyticsSchema }] = await Promise.all([
    apiRequest('GET', ApiPath.schoolAnalytics, { signal }),
    import('@ttc/shared-protocol/api/analytics'),
  ]);
  return schoolAnalyticsSchema.parse(body);
}

export function useSchoolAnalytics() {
  return useQuery(
    queryOptions({
      queryKey: [...schoolQueryKey, 'analytics'],
      queryFn: ({ signal }) => getSchoolAnalytics(signal),
    }),
  );
}
