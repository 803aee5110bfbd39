import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClassList } from '@ttc/shared-protocol/api/classes';
import { ApiPath } from '@ttc/shared-protocol/api/paths';
import { apiRequest } from '../../../lib/api-client';
import { classKeys } from './query-keys';

/** GET /api/classes: the signed-in teacher's classes, newest first. */
export async function getClasses(signal?: AbortSignal): Promise<ClassList> {
  // zod loads beside the request, not before it.
  const [body, { classListSchema }] = await Promise.all([
    apiRequest('GET', ApiPath.classes, { signal }),
    import('@ttc/shared-protocol/api/classes'),
  ]);
  return classListSchema.parse(body);
}

export const getClassesQueryOptions = () =>
  queryOptions({ queryKey: classKeys.all, queryFn: ({ signal }) => getClasses(signal) });

export function useClasses() {
  return useQuery(getClassesQueryOptions());
}
