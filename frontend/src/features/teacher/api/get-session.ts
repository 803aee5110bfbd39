import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionDetail } from '@ttc/shared-protocol/api/session-results';
import { apiRequest } from '../../../lib/api-client';
import { sessionsQueryKey } from './get-sessions';

/** GET /api/sessions/:id: one past session in full (players, questions, answers). */
export async function getSession(id: string, signal?: AbortSignal): Promise<SessionDetail> {
  const [body, { sessionDetailSchema }] = await Promise.all([
    apiRequest('GET', `/api/sessions/${encodeURIComponent(id)}`, { signal }),
    import('@ttc/shared-protocol/api/session-results'),
  ]);
  return sessionDetailSchema.parse(body);
}

export const getSessionQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...sessionsQueryKey, id],
    queryFn: ({ signal }) => getSession(id, signal),
  });

export function useSession(id: string) {
  return useQuery(getSessionQueryOptions(id));
}
