import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../components/ui/toast/toast-store';
import { paths } from '../config/paths';
import { loadAuthClient } from './auth-client-source';
import { authErrorKey } from './auth-error-text';
import { forgetUserQueries } from './auth-events';
import { setAccessToken, setSigningOut } from './auth-session';
import { useTranslation } from './i18n';
import { forgetUnlock } from './parent-lock/unlock-token';
import { useParentPinPrompt } from './parent-lock/use-parent-pin';

/**
 * Ends the session with the auth provider (it forgets the session on this device and revokes
 * the refresh token; a 401, 403 or 404 from it counts as signed out), then clears the cached
 * user data. Rejects with the provider's error when it could not sign out.
 */
export async function signOut(): Promise<void> {
  setSigningOut(true);
  try {
    const auth = await loadAuthClient();
    const { error } = await auth.signOut();
    if (error) throw error;
    setAccessToken(null);
    forgetUnlock();
    await forgetUserQueries(false);
  } finally {
    setSigningOut(false);
  }
}

/**
 * Sign Out (spec sections 2 and 4): with a parent lock on, asks for the PIN first (Cancel keeps
 * the user signed in); then goes to / and ends the session there, refreshes the cached user and
 * shows the logged-out toast; a failure shows 'Sign out failed' and keeps the user signed in.
 * Leaving first means a screen for signed-in users never sees itself signed out.
 */
export function useSignOut(): () => void {
  const navigate = useNavigate();
  const { t } = useTranslation();
  const askParentPin = useParentPinPrompt();
  return useCallback(async () => {
    // With a lock on, nothing happens until the PIN is entered (a dialog that cannot load keeps
    // the user signed in, as a wrong PIN does).
    if (!(await askParentPin('sign-out').catch(() => false))) return;
    navigate(paths.root.getHref());
    signOut().then(
      () => {
        toast({ title: t('session.loggedOutTitle'), description: t('session.loggedOutBody') });
      },
      (error: unknown) => {
        // Plain words and what to do, never the provider's message (lib/auth-error-text).
        toast({
          variant: 'destructive',
          title: t('session.signOutFailed'),
          description: t(authErrorKey(error)),
        });
      },
    );
  }, [navigate, t, askParentPin]);
}
