import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClassAnalytics } from '@ttc/shared-protocol/api/analytics';
import { ApiPath } from '@ttc/shared-protocol/api/paths';
import { apiRequest } from '../../../lib/api-client';
import { classKeys } from './query-keys';

async function getAnalytics(path: string, signal?: AbortSignal): Promise<ClassAnalytics> {
  const [body, { classAnalyticsSchema }] = await Promise.all([
    apiRequest('GET', path, { signal }),
    import('@ttc/shared-protocol/api/analytics'),
  ]);
  return classAnalyticsSchema.parse(body);
}

/** GET /api/classes/:id/analytics: the class's sessions and assignments, diagnosed. */
export const getClassAnalyticsQueryOptions = (classId: string) =>
  queryOptions({
    queryKey: classKeys.analytics(classId),
    queryFn: ({ signal }) => getAnalytics(ApiPath.classAnalytics(classId), signal),
  });

export function useClassAnalytics(classId: string) {
  return useQuery(getClassAnalyticsQueryOptions(classId));
}

/** GET /api/classes/:id/children/:childId/analytics: one child's row, skills and trend. */
export const getChildAnalyticsQueryOptions = (classId: string, childId: string) =>
  queryOptions({
    queryKey: classKeys.childAnalytics(classId, childId),
    queryFn: ({ signal }) => getAnalytics(ApiPath.childAnalytics(classId, childId), signal),
  });

export function useChildAnalytics(classId: string, childId: string) {
  return useQuery(getChildAnalyticsQueryOptions(classId, childId));
}
