import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthUser } from '@ttc/shared-protocol/api/auth-user';
import { ApiError, apiRequest } from '../api-client';
import { useHasSession } from '../auth-session';

/** The spec's query key for the signed-in user (section 7). */
export const authUserQueryKey = ['/api/auth', 'user'] as const;

/** GET /api/auth/user; a 401 means nobody is signed in, so it gives null. */
export async function getAuthUser(signal?: AbortSignal): Promise<AuthUser | null> {
  try {
    // The schema (and zod with it) loads beside the request, keeping it out of the first chunk.
    const [body, { authUserSchema }] = await Promise.all([
      apiRequest('GET', '/api/auth/user', { signal }),
      import('@ttc/shared-protocol/api/auth-user'),
    ]);
    return authUserSchema.parse(body);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const getAuthUserQueryOptions = () =>
  queryOptions({
    queryKey: authUserQueryKey,
    queryFn: ({ signal }) => getAuthUser(signal),
  });

export type AuthState = {
  /** The signed-in user, or null when signed out, still loading or on a failed request. */
  user: AuthUser | null;
  /** True while a session exists and its user has not arrived yet. */
  isLoading: boolean;
};

/** The auth state the screens read. The query only runs while a sign-in session exists. */
export function useAuthUser(): AuthState {
  const hasSession = useHasSession();
  const query = useQuery({ ...getAuthUserQueryOptions(), enabled: hasSession });
  return {
    user: hasSession ? (query.data ?? null) : null,
    isLoading: hasSession && query.isPending,
  };
}
