import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClassDetail } from '@ttc/shared-protocol/api/classes';
import { ApiPath } from '@ttc/shared-protocol/api/paths';
import { apiRequest } from '../../../lib/api-client';
import { classKeys } from './query-keys';

/** GET /api/classes/:id: a class with its roster. */
export async function getClass(classId: string, signal?: AbortSignal): Promise<ClassDetail> {
  const [body, { classDetailSchema }] = await Promise.all([
    apiRequest('GET', ApiPath.class(classId), { signal }),
    import('@ttc/shared-protocol/api/classes'),
  ]);
  return classDetailSchema.parse(body);
}

export const getClassQueryOptions = (classId: string) =>
  queryOptions({
    queryKey: classKeys.detail(classId),
    queryFn: ({ signal }) => getClass(classId, signal),
  });

export function useClass(classId: string) {
  return useQuery(getClassQueryOptions(classId));
}
