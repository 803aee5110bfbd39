import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../config/paths';
import { authUserQueryKey } from './api/get-auth-user';
import { setAccessToken } from './auth-session';

/**
 * Signs out: ends the session, clears the cached user and goes to / (spec section 2). The
 * accounts feature adds the provider's sign-out call before this.
 */
export function useSignOut(): () => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    setAccessToken(null);
    queryClient.setQueryData(authUserQueryKey, null);
    navigate(paths.root.getHref());
  }, [queryClient, navigate]);
}
