import { type ReactNode, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { PageLoading } from '../components/ui/page-loading';
import { toast } from '../components/ui/toast/toast-store';
import { paths } from '../config/paths';
import { useAuthUser } from './api/get-auth-user';
import { isSigningOut } from './auth-session';
import { useTranslation } from './i18n';

/** Spec section 9: the Unauthorized redirect waits 0.5 s. */
export const UNAUTHORIZED_REDIRECT_MS = 500;

/**
 * Shows `children` to a signed-in user only (the teacher dashboard and the profile, spec
 * sections 2 and 6). Signed out, the 'Unauthorized' toast appears and the sign-in form opens
 * after 0.5 s; while the session or user is loading, the loading indicator shows.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuthUser();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const signedOut = !isLoading && !user;

  useEffect(() => {
    // The user's own Sign Out is already on its way to /: no 'Unauthorized' then.
    if (!signedOut || isSigningOut()) return;
    toast({
      variant: 'destructive',
      title: t('session.unauthorizedTitle'),
      description: t('session.unauthorizedBody'),
    });
    const timer = setTimeout(
      () => navigate(paths.auth.login.getHref(), { replace: true }),
      UNAUTHORIZED_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [signedOut, navigate, t]);

  return user ? children : <PageLoading />;
}
