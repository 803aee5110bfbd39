import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClassList } from '@ttc/shared-protocol/api/classes';
import { ApiPath } from '@ttc/shared-protocol/api/paths';
import { apiRequest } from '../../../lib/api-client';

/** The same key as the classes screens' list, so both share one cached answer. */
export const classListQueryKey = ['/api', 'classes'] as const;

/** GET /api/classes: the signed-in teacher's classes, for the live session's class picker. */
export async function getClassList(signal?: AbortSignal): Promise<ClassList> {
  // zod loads beside the request, not before it.
  const [body, { classListSchema }] = await Promise.all([
    apiRequest('GET', ApiPath.classes, { signal }),
    import('@ttc/shared-protocol/api/classes'),
  ]);
  return classListSchema.parse(body);
}

export function useClassList() {
  return useQuery(
    queryOptions({ queryKey: classListQueryKey, queryFn: ({ signal }) => getClassList(signal) }),
  );
}
