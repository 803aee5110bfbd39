import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '../components/ui/toast/toast-store';
import { paths } from '../config/paths';
import { useAuthUser } from '../lib/api/get-auth-user';
import {
  decideAuthRedirect,
  isPostLoginPending,
  takePostLoginDestination,
  takeWelcomeToast,
} from '../lib/auth-post-login';
import { useTranslation } from '../lib/i18n';

/**
 * Routes a signed-in user once their profile is known (spec section 4, "Sign-in flow" step 3):
 * an incomplete profile to /complete-profile, a fresh sign-in to its post-login destination.
 * Also shows the callback's welcome toast after its reload. Renders nothing; mounted once in the
 * layout.
 */
export function AuthRedirects() {
  const { user, isLoading } = useAuthUser();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { t } = useTranslation();

  // The callback's 'Welcome!' (spec section 8), carried across its full reload.
  useEffect(() => {
    if (takeWelcomeToast()) {
      toast({ title: t('session.welcomeTitle'), description: t('session.welcomeBody') });
    }
  }, [t]);

  useEffect(() => {
    if (isLoading || !user) return;
    const redirect = decideAuthRedirect({ pathname, user, pending: isPostLoginPending() });
    if (redirect === 'complete-profile') {
      navigate(paths.completeProfile.getHref(), { replace: true });
    } else if (redirect === 'post-login') {
      navigate(takePostLoginDestination(), { replace: true });
    }
  }, [user, isLoading, pathname, navigate]);

  return null;
}
