import type { BillingStatus } from '@ttc/shared-protocol/api/billing-status';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { getBillingPortalUrl, getBillingStatus } from '../api/billing';
import { pageActions } from '../page-actions';

type Entitlement = keyof BillingStatus['entitlements'];
const ENTITLEMENTS: readonly Entitlement[] = ['voiceReading', 'offlinePractice', 'teacherTools'];

/**
 * The profile's plan section: what the plan unlocks (the same rule the server enforces), the
 * trial's end or a pending cancellation, and 'Manage subscription' (Stripe's customer portal)
 * for an account with a Stripe customer. Silent when the API cannot tell: the plan badge above
 * still shows the plan. The profile keys it by the plan, so a refreshed user reads it again.
 */
export function PlanPanel() {
  const { t, i18n } = useTranslation('auth');
  const [status, setStatus] = useState<BillingStatus | null>(null);
  const [opening, setOpening] = useState(false);
  const [portalError, setPortalError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    getBillingStatus(controller.signal).then(setStatus, () => {
      if (!controller.signal.aborted) setStatus(null);
    });
    return () => controller.abort();
  }, []);

  if (!status) return null;
  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(iso));
  const subscription = status.subscription;

  async function openPortal() {
    setOpening(true);
    setPortalError(null);
    try {
      pageActions.open(await getBillingPortalUrl());
    } catch (error) {
      setPortalError(
        t('profile.billing.portalFailed', { message: error instanceof Error ? error.message : '' }),
      );
      setOpening(false);
    }
  }

  return (
    <section className="profile-plan" aria-labelledby="profile-plan-title" data-testid="plan-panel">
      <h3 id="profile-plan-title">{t('profile.billing.unlocksTitle')}</h3>
      {!status.paymentsEnabled && <p>{t('profile.billing.allFree')}</p>}
      <ul className="profile-plan__list">
        {ENTITLEMENTS.map((name) => (
          <li key={name} className={status.entitlements[name] ? 'is-on' : 'is-off'}>
            <span aria-hidden="true">{status.entitlements[name] ? '✓' : '–'}</span>{' '}
            {t(`profile.billing.features.${name}`)}
            <span className="visually-hidden">
              :{' '}
              {status.entitlements[name]
                ? t('profile.billing.included')
                : t('profile.billing.notIncluded')}
            </span>
          </li>
        ))}
      </ul>
      {subscription?.status === 'trialing' && subscription.trialEndsAt && (
        <p data-testid="trial-ends">
          {t('profile.billing.trialEnds', { date: date(subscription.trialEndsAt) })}
        </p>
      )}
      {subscription?.cancelAtPeriodEnd && subscription.currentPeriodEnd && (
        <p>{t('profile.billing.endsOn', { date: date(subscription.currentPeriodEnd) })}</p>
      )}
      {status.paymentsEnabled && status.canManage && (
        <button
          type="button"
          className="button button--large"
          onClick={openPortal}
          disabled={opening}
          aria-busy={opening}
          data-testid="manage-subscription"
        >
          {t('profile.billing.manage')}
        </button>
      )}
      {portalError && (
        <p className="profile-plan__error" role="alert">
          {portalError}
        </p>
      )}
    </section>
  );
}
