import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from '../../../components/ui/toast/toast-store';
import { paths } from '../../../config/paths';
import { site } from '../../../config/site';
import { useAuthUser } from '../../../lib/api/get-auth-user';
import type { AuthProblem } from '../../../lib/auth-error-text';
import {
  isProfileIncomplete,
  markPostLoginPending,
  savePostLoginPath,
  takePostLoginDestination,
} from '../../../lib/auth-post-login';
import { useTranslation } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/use-page-title';
import { verifyMagicLink } from '../api/complete-sign-in';
import { previewLink } from '../api/preview-link';
import { readVerifyParams } from '../model/link-params';
import { once } from '../model/once';
import { AuthWaiting } from './auth-waiting';
import './auth.css';

/** Spec section 9: the verification screen moves on 1.5 s after success. */
export const VERIFY_REDIRECT_MS = 1500;

type FailReason = 'invalid-link' | 'no-session';

type State =
  | { step: 'checking' }
  | { step: 'ready'; email: string | null }
  | { step: 'signing-in'; email: string | null }
  | { step: 'success' }
  | { step: 'failed'; reason: FailReason };

/**
 * /auth/verify, the page the emailed link opens (spec sections 2, 4 and 8). Opening it spends
 * nothing: a mail scanner that runs the page's JavaScript leaves the link usable. It looks the
 * link up (the address, partly masked) and asks the person to tap "Sign in"; only the tap
 * consumes the token hash, with a POST. Then success (a welcome toast, and after 1.5 s on to
 * the Playground, or to where the sign-in flow sends a new session), or failed ('Verification
 * failed', with 'Try signing in again' and 'Create new account'). A link already used or expired
 * fails at once, without a button that could not work.
 */
export function VerifyScreen() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { search, pathname } = useLocation();
  const [state, setState] = useState<State>({ step: 'checking' });
  const [due, setDue] = useState(false);
  const { user, isLoading } = useAuthUser();
  const [params] = useState(() => readVerifyParams(search, window.location.origin));
  // The link is answered once (strict mode runs effects twice; a second tap does nothing).
  const settled = useRef(false);

  const title =
    state.step === 'success'
      ? t('verify.successTitle')
      : state.step === 'failed'
        ? t('verify.failedTitle')
        : state.step === 'checking'
          ? t('verify.title')
          : t('verify.confirmTitle', { product: site.name });
  usePageTitle(title);

  const fail = useCallback(
    (reason: FailReason, problem: AuthProblem) => {
      settled.current = true;
      setState({ step: 'failed', reason });
      toast({
        variant: 'destructive',
        title: t('toast.verifyFailedTitle'),
        description:
          problem === 'unknown'
            ? t(reason === 'no-session' ? 'verify.noSession' : 'verify.invalid')
            : t(`common:authErrors.${problem}`),
      });
    },
    [t],
  );

  // Loading the page only looks: the preview spends nothing.
  useEffect(() => {
    if (settled.current) return;
    if (params.kind === 'invalid') {
      fail('invalid-link', 'linkBroken');
      return;
    }
    let active = true;
    void previewLink(params.tokenHash).then((preview) => {
      if (!active || settled.current) return;
      if (preview.kind === 'dead') fail('invalid-link', 'linkExpired');
      else setState({ step: 'ready', email: preview.kind === 'live' ? preview.email : null });
    });
    return () => {
      active = false;
    };
  }, [params, fail]);

  const signIn = () => {
    if (params.kind !== 'magiclink' || state.step !== 'ready') return;
    setState({ step: 'signing-in', email: state.email });
    void once(`verify:${params.tokenHash}`, () => verifyMagicLink(params.tokenHash)).then(
      (result) => {
        if (settled.current) return;
        if (!result.ok) {
          fail(result.reason, result.problem);
          return;
        }
        settled.current = true;
        // Where the link was meant to lead (a school invitation's join page), once signed in.
        if (params.next) savePostLoginPath(params.next);
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
  };

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

  if (state.step === 'checking') {
    return <AuthWaiting title={title} body={t('verify.checking')} />;
  }
  if (state.step === 'ready' || state.step === 'signing-in') {
    const busy = state.step === 'signing-in';
    return (
      <div className="page page--narrow auth-page">
        <h1>{title}</h1>
        <section className="auth-card" aria-labelledby="verify-confirm">
          <h2 id="verify-confirm" className="auth-card__confirm">
            {state.email
              ? t('verify.confirmBody', { email: state.email })
              : t('verify.confirmBodyNoEmail')}
          </h2>
          <button
            type="button"
            className="button button--primary button--large auth-card__submit"
            onClick={signIn}
            disabled={busy}
          >
            {busy ? t('verify.signingIn') : t('verify.confirmButton')}
          </button>
          <p className="auth-card__hint">{t('verify.confirmWhy')}</p>
        </section>
      </div>
    );
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
