import { useQueryClient } from '@tanstack/react-query';
import type { AuthUser } from '@ttc/shared-protocol/api/auth-user';
import type { PublicConfig } from '@ttc/shared-protocol/api/config';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageLoading } from '../../../components/ui/page-loading';
import { toast } from '../../../components/ui/toast/toast-store';
import { paths } from '../../../config/paths';
import { authUserQueryKey, useAuthUser } from '../../../lib/api/get-auth-user';
import { usePublicConfig } from '../../../lib/api/get-public-config';
import { savePostLoginPath } from '../../../lib/auth-post-login';
import { useTranslation } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSubscriptionSetup } from '../hooks/use-subscription-setup';
import { returnUrlFor } from '../lib/confirm-intent';
import { DEFAULT_STRIPE_JS_URL } from '../lib/stripe-loader';
import { ACTIVE_SUBSCRIPTION_REDIRECT_MS, POST_PAYMENT_REDIRECT_MS } from '../lib/timing';
import { NotConfiguredNotice, SubscriptionActiveNotice, SubscriptionErrorCard } from './notices';
import { PaymentForm } from './payment-form';
import { Spinner } from './spinner';
import './billing.css';

/**
 * /subscribe, the Parent Plan page (spec section 2): signed out, it sends the visitor to sign in
 * and back here; signed in, it asks for the subscription and shows 'Setting up your
 * subscription...' until the client secret arrives, then the trial's payment form.
 */
export function SubscribeScreen() {
  const { t } = useTranslation('billing');
  usePageTitle(t('subscribe.title'));
  const { user, isLoading } = useAuthUser();
  const config = usePublicConfig();
  const navigate = useNavigate();
  const signedOut = !isLoading && !user;

  useEffect(() => {
    if (!signedOut) return;
    // The sign-in link brings the new session back here (spec section 4, "Sign-in flow").
    savePostLoginPath(paths.subscribe.getHref());
    navigate(paths.auth.login.getHref(), { replace: true });
  }, [signedOut, navigate]);

  if (!user || config.isPending) return <PageLoading />;
  return (
    <div className="page page--narrow billing-page">
      <h1>{t('subscribe.title')}</h1>
      {config.data?.stripe ? (
        <ParentPlanSetup user={user} stripe={config.data.stripe} />
      ) : (
        <NotConfigured />
      )}
    </div>
  );
}

function NotConfigured() {
  const { t } = useTranslation('billing');
  return (
    <NotConfiguredNotice>
      <Link className="button button--large" to={paths.pricing.getHref()}>
        {t('subscribe.backToPricing')}
      </Link>
    </NotConfiguredNotice>
  );
}

function ParentPlanSetup({
  user,
  stripe,
}: {
  user: AuthUser;
  stripe: NonNullable<PublicConfig['stripe']>;
}) {
  const { t } = useTranslation('billing');
  const { state, retry } = useSubscriptionSetup('parent', Boolean(user));
  const [succeeded, setSucceeded] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  useEffect(() => {
    if (state.status !== 'error') return;
    toast({
      variant: 'destructive',
      title: t('errors.setupTitle'),
      description: t('errors.setupFailed'),
    });
  }, [state.status, t]);

  // After the trial starts (1 s) or when one already runs (2 s), the Playground.
  const leaveAfter = succeeded
    ? POST_PAYMENT_REDIRECT_MS
    : state.status === 'existing_active'
      ? ACTIVE_SUBSCRIPTION_REDIRECT_MS
      : null;
  useEffect(() => {
    if (leaveAfter === null) return;
    const timer = setTimeout(() => navigate(paths.playground.getHref()), leaveAfter);
    return () => clearTimeout(timer);
  }, [leaveAfter, navigate]);

  if (succeeded) {
    return (
      <div className="billing-success" role="status">
        <p className="billing-notice__title">{t('subscribe.successTitle')}</p>
        <p>{t('subscribe.successBody')}</p>
      </div>
    );
  }
  switch (state.status) {
    case 'idle':
    case 'loading':
      return <Spinner label={t('subscribe.settingUp')} />;
    case 'not_configured':
      return <NotConfigured />;
    case 'existing_active':
      return <SubscriptionActiveNotice />;
    case 'error':
      return (
        <SubscriptionErrorCard
          title={t('errors.setupTitle')}
          body={t('errors.setupFailed')}
          onRetry={retry}
        />
      );
    case 'new':
      return (
        <section className="billing-card" aria-label={t('subscribe.title')}>
          <PaymentForm
            publishableKey={stripe.publishableKey}
            scriptUrl={stripe.scriptUrl ?? DEFAULT_STRIPE_JS_URL}
            clientSecret={state.clientSecret}
            intent={state.intent}
            returnUrl={returnUrlFor('parent', window.location.origin)}
            submitLabel={t('subscribe.startTrial')}
            onPaid={() => {
              toast({
                title: t('subscribe.successTitle'),
                description: t('subscribe.successBody'),
              });
              setSucceeded(true);
              void queryClient.invalidateQueries({ queryKey: authUserQueryKey });
            }}
          >
            <p className="payment-form__price">{t('subscribe.intro')}</p>
            <p className="payment-form__fine">{t('subscribe.noCharge')}</p>
          </PaymentForm>
        </section>
      );
  }
}
