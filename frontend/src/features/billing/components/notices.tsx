import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';

/** Payments are not configured (spec section 4): said the same in the dialog and on /subscribe. */
export function NotConfiguredNotice({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('billing');
  return (
    <div className="billing-notice" role="status">
      <p className="billing-notice__title">{t('dialog.notConfiguredTitle')}</p>
      <p>{t('dialog.notConfiguredBody')}</p>
      {children}
    </div>
  );
}

/** A subscription already runs: 'Subscription Active' (spec section 4, existing_active). */
export function SubscriptionActiveNotice() {
  const { t } = useTranslation('billing');
  return (
    <div className="billing-success" role="status">
      <p className="billing-notice__title">{t('dialog.activeTitle')}</p>
      <p>{t('dialog.activeBody')}</p>
    </div>
  );
}

/** Setting the subscription up failed: what happened and a way to try again. */
export function SubscriptionErrorCard(props: { title: string; body: string; onRetry(): void }) {
  const { t } = useTranslation('billing');
  return (
    <div className="billing-error-card" role="alert">
      <p className="billing-notice__title">{props.title}</p>
      <p>{props.body}</p>
      <button type="button" className="button button--primary" onClick={props.onRetry}>
        {t('dialog.tryAgain')}
      </button>
    </div>
  );
}
