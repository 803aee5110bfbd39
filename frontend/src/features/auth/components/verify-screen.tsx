import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from '../../../components/ui/toast/toast-store';
import { paths } from '../../../config/paths';
import { site } from '../../../config/site';
import { useAuthUser } from '../../../lib/api/get-auth-user';
import {
  isProfileIncomplete,
  markPostLoginPending,
  takePostLoginDestination,
} from '../../../lib/auth-post-login';
import { useTranslation } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/use-page-title';
import { verifyMagicLink } from '../api/complete-sign-in';
import { readVerifyParams } from '../model/link-params';
import { once } from '../model/once';
import { AuthWaiting } from './auth-waiting';
import './auth.css';

/** Spec section 9: the verification screen moves on 1.5 s after success. */
export const VERIFY_REDIRECT_MS = 1500;

type State =
  | { step: 'loading' }
  | { step: 'success' }
  | { step: 'failed'; reason: 'invalid-link' | 'no-session' };

/**
 * /auth/verify, the page the emailed link opens (spec sections 2, 4 and 8): it requires
 * type=magiclink and consumes the token hash with a POST. Loading, then success (a welcome
 * toast, and after 1.5 s on to the Playground, or to where the sign-in flow sends a new
 * session), or failed ('Verification failed', with 'Try signing in again' and 'Create new
 * account').
 */
export function VerifyScreen() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { search, pathname } = useLocation();
  const [state, setState] = useState<State>({ step: 'loading' });
  const [due, setDue] = useState(false);
  const { user, isLoading } = useAuthUser();
  const initialSearch = useRef(search);
  // The effect below may run again (strict mode, a new language); the link is handled once.
  const handled = useRef(false);

  const title =
    state.step === 'success'
      ? t('verify.successTitle')
      : state.step === 'failed'
        ? t('verify.failedTitle')
        : t('verify.title');
  usePageTitle(title);

  useEffect(() => {
    const params = readVerifyParams(initialSearch.current);
    const fail = (reason: 'invalid-link' | 'no-session', message: string | null) => {
      handled.current = true;
      setState({ step: 'failed', reason });
      toast({
        variant: 'destructive',
        title: t('toast.verifyFailedTitle'),
        description: message ?? t(reason === 'no-session' ? 'verify.noSession' : 'verify.invalid'),
      });
    };
    if (handled.current) return;
    if (params.kind === 'invalid') {
      fail('invalid-link', null);
      return;
    }
    let active = true;
    void once(`verify:${params.tokenHash}`, () => verifyMagicLink(params.tokenHash)).then(
      (result) => {
        if (!active || handled.current) return;
        if (!result.ok) {
          fail(result.reason, result.message);
          return;
        }
        handled.current = true;
        markPostLoginPending();
        setState({ step: 'success' });
        toast({
          title: t('toast.welcomeTitle', { product: site.name }),
          description: t('toast.welcomeBody'),
        });
        // The used link leaves the address bar and the history.
        navigate(pathname, { replace: true });
      },
    );
    return () => {
      active = false;
    };
  }, [navigate, pathname, t]);

  useEffect(() => {
    if (state.step !== 'success') return;
    const timer = setTimeout(() => setDue(true), VERIFY_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [state.step]);

  // Once due and the user is known: an incomplete profile completes it first (the pending
  // sign-in then continues from there), else the sign-in flow's destination.
  useEffect(() => {
    if (!due || isLoading) return;
    if (user && isProfileIncomplete(user)) {
      navigate(paths.completeProfile.getHref(), { replace: true });
    } else {
      navigate(takePostLoginDestination(), { replace: true });
    }
  }, [due, isLoading, user, navigate]);

  if (state.step === 'loading') {
    return <AuthWaiting title={title} body={t('verify.checking')} />;
  }
  if (state.step === 'success') {
    return <AuthWaiting title={title} body={t('verify.successBody')} />;
  }
  return (
    <div className="page page--narrow auth-page">
      <h1>{title}</h1>
      <section className="auth-card auth-card--failed" aria-labelledby="verify-problem">
        <h2 id="verify-problem" className="auth-card__problem">
          {state.reason === 'no-session' ? t('verify.noSession') : t('verify.invalid')}
        </h2>
        <p>{t('verify.failedBody')}</p>
        <div className="button-row">
          <Link className="button button--primary button--large" to={paths.auth.login.getHref()}>
            {t('verify.tryAgain')}
          </Link>
          <Link className="button button--large" to={paths.auth.signup.getHref()}>
            {t('verify.createAccount')}
          </Link>
        </div>
      </section>
    </div>
  );
}
