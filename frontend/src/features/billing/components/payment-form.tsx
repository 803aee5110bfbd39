import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { toast } from '../../../components/ui/toast/toast-store';
import { currentLanguage, useTranslation } from '../../../lib/i18n';
import { usePaymentElement } from '../hooks/use-payment-element';
import { confirmIntent, type IntentKind } from '../lib/confirm-intent';

export type PaymentFormProps = {
  publishableKey: string;
  scriptUrl: string;
  clientSecret: string;
  intent: IntentKind;
  /** Where the bank's own page (3-D Secure) sends the user back. */
  returnUrl: string;
  submitLabel: string;
  /** The payment (or the card for the trial) is confirmed. */
  onPaid: () => void;
  /** Shown above the card fields (the plan, its price, the trial). */
  children?: ReactNode;
};

type Phase = 'idle' | 'processing' | 'done';

/**
 * The Payment Element and its submit button (spec section 4, "Payment submission"): idle, then
 * processing ('Processing Payment...'), then success or a 'Payment Failed' / 'Payment Error' toast
 * and the form again. The button works only once Stripe.js and the element are ready, and never
 * twice at once.
 */
export function PaymentForm(props: PaymentFormProps) {
  const { t } = useTranslation('billing');
  const container = useRef<HTMLDivElement>(null);
  const element = usePaymentElement(container, {
    publishableKey: props.publishableKey,
    scriptUrl: props.scriptUrl,
    clientSecret: props.clientSecret,
    locale: currentLanguage(),
  });
  const [phase, setPhase] = useState<Phase>('idle');
  const ready = element.status === 'mounted' && element.ready;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (element.status !== 'mounted' || !element.ready || phase !== 'idle') return;
    setPhase('processing');
    try {
      const outcome = await confirmIntent(
        element.stripe,
        element.elements,
        props.intent,
        props.returnUrl,
      );
      if (!outcome.ok) {
        toast({
          variant: 'destructive',
          title: t('payment.failedTitle'),
          description: outcome.error.message ?? t('payment.errorBody'),
        });
        setPhase('idle');
        return;
      }
      setPhase('done');
      props.onPaid();
    } catch {
      toast({
        variant: 'destructive',
        title: t('payment.errorTitle'),
        description: t('payment.errorBody'),
      });
      setPhase('idle');
    }
  }

  return (
    <form className="payment-form" onSubmit={onSubmit} aria-busy={phase === 'processing'}>
      {props.children}
      {element.status === 'loading' && (
        <p className="payment-form__loading" role="status">
          <span className="billing-spinner" aria-hidden="true" />
          {t('payment.loadingForm')}
        </p>
      )}
      {element.status === 'failed' ? (
        <p className="billing-error" role="alert">
          {t('payment.loadFailed')}
        </p>
      ) : (
        <div ref={container} className="payment-form__element" data-testid="payment-element" />
      )}
      {phase === 'processing' && (
        <p className="payment-form__processing" role="status">
          {t('payment.processingBody')}
        </p>
      )}
      <button
        type="submit"
        className="button button--primary button--large payment-form__submit"
        disabled={!ready || phase !== 'idle'}
        data-testid="payment-submit"
      >
        {phase === 'processing' ? t('payment.processing') : props.submitLabel}
      </button>
    </form>
  );
}
