import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiPath } from '@ttc/shared-protocol/api/paths';
import type { MySchool } from '@ttc/shared-protocol/api/school';
import { apiRequest } from '../../../lib/api-client';

/** Every school query starts with this key, so one invalidation refreshes them all. */
export const schoolQueryKey = ['/api', 'school'] as const;

/** GET /api/school: the signed-in user's school (members and invitations for an admin), or null. */
export async function getSchool(signal?: AbortSignal): Promise<MySchool> {
  // The teacher's screens may carry zod; it loads beside the request, not before it.
  const [body, { mySchoolSchema }] = await Promise.all([
    apiRequest('GET', ApiPath.school, { signal }),
    import('@ttc/shared-protocol/api/school'),
  ]);
  return mySchoolSchema.parse(body);
}

export const getSchoolQueryOptions = () =>
  queryOptions({
    queryKey: schoolQueryKey,
    queryFn: ({ signal }) => getSchool(signal),
  });

export function useSchool() {
  return useQuery(getSchoolQueryOptions());
}
