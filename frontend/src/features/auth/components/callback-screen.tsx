import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '../../../components/ui/toast/toast-store';
import { paths } from '../../../config/paths';
import { markPostLoginPending, rememberWelcomeToast } from '../../../lib/auth-post-login';
import { useTranslation } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/use-page-title';
import { completeCallback } from '../api/complete-sign-in';
import { fullReload } from '../model/full-reload';
import { readCallbackParams } from '../model/link-params';
import { once } from '../model/once';
import { AuthWaiting } from './auth-waiting';
import './auth.css';

/**
 * /auth/callback, where the emailed link returns (spec sections 2, 4 and 8): the token pair
 * from the hash or the code from the query string becomes a session; success greets with
 * 'Welcome!' and reloads the app at /, a failure shows the 'Authentication Error' toast ("We couldn't sign you in", in plain words) and
 * opens /auth/login, and without either it opens /auth/login.
 */
export function CallbackScreen() {
  const { t } = useTranslation('auth');
  usePageTitle(t('callback.title'));
  const navigate = useNavigate();
  const { search, hash } = useLocation();

  useEffect(() => {
    const params = readCallbackParams(search, hash);
    if (params.kind === 'none') {
      navigate(paths.auth.login.getHref(), { replace: true });
      return;
    }
    let active = true;
    void once(`callback:${search}${hash}`, () => completeCallback(params)).then((result) => {
      if (!active) return;
      if (result.ok) {
        markPostLoginPending();
        rememberWelcomeToast();
        fullReload(paths.root.getHref());
        return;
      }
      toast({
        variant: 'destructive',
        title: t('toast.authErrorTitle'),
        description:
          result.problem === 'unknown'
            ? t('toast.authErrorFallback')
            : t(`common:authErrors.${result.problem}`),
      });
      navigate(paths.auth.login.getHref(), { replace: true });
    });
    return () => {
      active = false;
    };
  }, [search, hash, navigate, t]);

  return <AuthWaiting title={t('callback.title')} body={t('callback.body')} />;
}
