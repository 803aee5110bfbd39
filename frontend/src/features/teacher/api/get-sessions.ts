import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionListResponse } from '@ttc/shared-protocol/api/session-results';
import { apiRequest } from '../../../lib/api-client';

export const sessionsQueryKey = ['/api', 'sessions'] as const;

/** GET /api/sessions: the signed-in teacher's finished live sessions, newest first. */
export async function getSessions(signal?: AbortSignal): Promise<SessionListResponse> {
  // The teacher's screens may carry zod; it loads beside the request, not before it.
  const [body, { sessionListResponseSchema }] = await Promise.all([
    apiRequest('GET', '/api/sessions', { signal }),
    import('@ttc/shared-protocol/api/session-results'),
  ]);
  return sessionListResponseSchema.parse(body);
}

export const getSessionsQueryOptions = () =>
  queryOptions({
    queryKey: sessionsQueryKey,
    queryFn: ({ signal }) => getSessions(signal),
  });

export function useSessions() {
  return useQuery(getSessionsQueryOptions());
}
