import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../config/paths';
import { authUserQueryKey } from './api/get-auth-user';
import { setAccessToken } from './auth-session';
import { loadQueryClient } from './query-client-source';

/**
 * Signs out: ends the session, clears the cached user and goes to / (spec section 2). The
 * accounts feature adds the provider's sign-out call before this.
 */
export function useSignOut(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    setAccessToken(null);
    void loadQueryClient().then((client) => client.setQueryData(authUserQueryKey, null));
    navigate(paths.root.getHref());
  }, [navigate]);
}
