import type { AuthUser } from '@ttc/shared-protocol/api/auth-user';
import { useContext } from 'react';
import { ApiError, apiRequest } from '../api-client';
import { type AuthState, AuthStateContext } from '../auth-state';

export type { AuthState };

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

/**
 * The auth state the screens read: signed out at once without a session; with one, the user
 * from GET /api/auth/user (spec section 7: the query runs only while a session exists).
 */
export function useAuthUser(): AuthState {
  return useContext(AuthStateContext);
}
