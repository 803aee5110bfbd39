import { useQueryClient } from '@tanstack/react-query';
import type { PublicConfig } from '@ttc/shared-protocol/api/config';
import type { PaidPlan } from '@ttc/shared-protocol/api/subscriptions';
import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useNavigate } from 'react-router';
import { useModalFocus } from '../../../components/ui/modal/use-modal-focus';
import { toast } from '../../../components/ui/toast/toast-store';
import { paths } from '../../../config/paths';
import { authUserQueryKey } from '../../../lib/api/get-auth-user';
import { useTranslation } from '../../../lib/i18n';
import { useSubscriptionSetup } from '../hooks/use-subscription-setup';
import { returnUrlFor } from '../lib/confirm-intent';
import { pageActions } from '../lib/page-actions';
import { DEFAULT_STRIPE_JS_URL } from '../lib/stripe-loader';
import { ACTIVE_SUBSCRIPTION_REDIRECT_MS, POST_PAYMENT_REDIRECT_MS } from '../lib/timing';
import { NotConfiguredNotice, SubscriptionActiveNotice, SubscriptionErrorCard } from './notices';
import { PaymentForm } from './payment-form';
import { Spinner } from './spinner';

type Props = {
  plan: PaidPlan;
  /** `config.stripe` of GET /api/config: null while payments are not configured. */
  stripe: PublicConfig['stripe'];
  onClose: () => void;
  /** Called 2 s after the server says a subscription is already active. */
  onSuccess?: () => void;
};

/**
 * The subscription dialog (spec section 4): loading, then the payment form for a new
 * subscription, 'Subscription Active' for one already running, or 'Subscription Error' with
 * 'Try Again'. Without a publishable key it only says that subscriptions are not configured.
 */
export function SubscriptionDialog({ plan, stripe, onClose, onSuccess }: Props) {
  const { t } = useTranslation('billing');
  const id = useId();
  const panel = useRef<HTMLDivElement>(null);
  const [paid, setPaid] = useState(false);
  const onKeyDown = useModalFocus(panel, { onEscape: paid ? undefined : onClose });

  return createPortal(
    <div className="billing-dialog">
      <div
        className="billing-dialog__backdrop"
        aria-hidden="true"
        onClick={paid ? undefined : onClose}
      />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        className="billing-dialog__panel"
        tabIndex={-1}
        onKeyDown={onKeyDown}
        data-testid="subscription-dialog"
      >
        <div className="billing-dialog__header">
          <h2 id={`${id}-title`}>{t('dialog.title')}</h2>
          <button
            type="button"
            className="button button--ghost billing-dialog__close"
            onClick={onClose}
            disabled={paid}
          >
            {t('dialog.close')}
          </button>
        </div>
        {stripe ? (
          <DialogBody
            plan={plan}
            stripe={stripe}
            onSuccess={onSuccess}
            onPaid={() => setPaid(true)}
          />
        ) : (
          <NotConfiguredNotice />
        )}
      </div>
    </div>,
    document.body,
  );
}

function DialogBody({
  plan,
  stripe,
  onSuccess,
  onPaid,
}: {
  plan: PaidPlan;
  stripe: NonNullable<PublicConfig['stripe']>;
  onSuccess: (() => void) | undefined;
  onPaid: () => void;
}) {
  const { t } = useTranslation('billing');
  const { state } = useSubscriptionSetup(plan, true);
  const [succeeded, setSucceeded] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  useEffect(() => {
    if (state.status !== 'error') return;
    toast({
      variant: 'destructive',
      title: t('errors.title'),
      description: t('errors.initFailed'),
    });
  }, [state.status, t]);

  useEffect(() => {
    if (state.status !== 'existing_active' || !onSuccess) return;
    const timer = setTimeout(onSuccess, ACTIVE_SUBSCRIPTION_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [state.status, onSuccess]);

  useEffect(() => {
    if (!succeeded) return;
    const timer = setTimeout(() => navigate(paths.playground.getHref()), POST_PAYMENT_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [succeeded, navigate]);

  if (succeeded) {
    return (
      <p className="billing-success" role="status">
        {t('dialog.successBody')}
      </p>
    );
  }
  switch (state.status) {
    case 'idle':
    case 'loading':
      return <Spinner label={t('dialog.loading')} />;
    case 'not_configured':
      return <NotConfiguredNotice />;
    case 'existing_active':
      return <SubscriptionActiveNotice />;
    case 'error':
      return (
        <SubscriptionErrorCard
          title={t('dialog.errorTitle')}
          body={t('dialog.errorBody')}
          onRetry={() => pageActions.reload()}
        />
      );
    case 'new':
      return (
        <PaymentForm
          publishableKey={stripe.publishableKey}
          scriptUrl={stripe.scriptUrl ?? DEFAULT_STRIPE_JS_URL}
          clientSecret={state.clientSecret}
          intent={state.intent}
          returnUrl={returnUrlFor('dialog', window.location.origin)}
          submitLabel={t('dialog.subscribe')}
          onPaid={() => {
            onPaid();
            setSucceeded(true);
            toast({ title: t('dialog.successBody') });
            void queryClient.invalidateQueries({ queryKey: authUserQueryKey });
          }}
        >
          <p className="payment-form__price">{t('dialog.price')}</p>
        </PaymentForm>
      );
  }
}
