import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiPath } from '@ttc/shared-protocol/api/paths';
import type { SessionListResponse } from '@ttc/shared-protocol/api/session-results';
import { apiRequest } from '../../../lib/api-client';
import { classKeys } from './query-keys';

/** GET /api/sessions (the list of past sessions; ApiPath names only the single session). */
const SESSIONS_PATH = '/api/sessions';

/** The most recent sessions a class screen lists (the API's largest page). */
const CLASS_SESSIONS_LIMIT = 100;

/** GET /api/sessions?classId=: the class's finished live sessions, newest first. */
export async function getClassSessions(
  classId: string,
  signal?: AbortSignal,
): Promise<SessionListResponse> {
  const query = new URLSearchParams({ classId, limit: String(CLASS_SESSIONS_LIMIT) });
  const [body, { sessionListResponseSchema }] = await Promise.all([
    apiRequest('GET', `${SESSIONS_PATH}?${query}`, { signal }),
    import('@ttc/shared-protocol/api/session-results'),
  ]);
  return sessionListResponseSchema.parse(body);
}

export const getClassSessionsQueryOptions = (classId: string) =>
  queryOptions({
    queryKey: classKeys.sessions(classId),
    queryFn: ({ signal }) => getClassSessions(classId, signal),
  });

export function useClassSessions(classId: string) {
  return useQuery(getClassSessionsQueryOptions(classId));
}

/** DELETE /api/sessions/:id: the session and its answers. */
export async function deleteSession(sessionId: string): Promise<void> {
  await apiRequest('DELETE', ApiPath.session(sessionId));
}

export function useDeleteSession(classId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteSession,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: classKeys.sessions(classId) }),
        client.invalidateQueries({ queryKey: classKeys.analytics(classId) }),
      ]),
  });
}
