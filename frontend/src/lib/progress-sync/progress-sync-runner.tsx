import { useEffect } from 'react';
import { useAuthUser } from '../api/get-auth-user';
import { isProgressSyncLoaded, loadProgressSync, requestProgressSync } from './load-progress-sync';

/**
 * Keeps the signed-in user's progress flowing to the server: when a user is known (after
 * sign-in, or on any page load with a session) their waiting games are sent and the device's
 * guest answers merged into the account; when nobody is signed in, sending stops. Renders
 * nothing; mounted once in the layout. A guest never loads the sync's code.
 */
export function ProgressSync() {
  const { user } = useAuthUser();
  const userId = user?.id ?? null;
  useEffect(() => {
    if (userId) requestProgressSync(userId);
    else if (isProgressSyncLoaded()) {
      loadProgressSync().then(
        (sync) => sync.stopProgressSync(),
        () => {},
      );
    }
  }, [userId]);
  return null;
}
