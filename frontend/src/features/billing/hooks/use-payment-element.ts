import type { Stripe, StripeElementLocale, StripeElements } from '@stripe/stripe-js';
import { type RefObject, useEffect, useState } from 'react';
import { getStripe } from '../lib/stripe-loader';

export type PaymentElementState =
  | { status: 'loading' }
  | { status: 'failed'; error: Error }
  /** Stripe.js is loaded and the element mounted; `ready` once the element says so. */
  | { status: 'mounted'; stripe: Stripe; elements: StripeElements; ready: boolean };

/**
 * Loads Stripe.js (once per page), creates the Elements group for `clientSecret` and mounts the
 * Payment Element into `container`. The element is destroyed when the form goes away.
 */
export function usePaymentElement(
  container: RefObject<HTMLElement | null>,
  options: {
    publishableKey: string;
    scriptUrl: string;
    clientSecret: string;
    locale: StripeElementLocale;
  },
): PaymentElementState {
  const { publishableKey, scriptUrl, clientSecret, locale } = options;
  const [state, setState] = useState<PaymentElementState>({ status: 'loading' });

  useEffect(() => {
    let cancelled = false;
    let destroy: (() => void) | undefined;
    setState({ status: 'loading' });
    getStripe(publishableKey, scriptUrl).then(
      (stripe) => {
        const target = container.current;
        if (cancelled || !target) return;
        const elements = stripe.elements({ clientSecret, locale });
        const element = elements.create('payment', { layout: 'tabs' });
        element.on('ready', () => {
          if (!cancelled) setState({ status: 'mounted', stripe, elements, ready: true });
        });
        element.mount(target);
        destroy = () => element.destroy();
        setState((current) =>
          current.status === 'mounted'
            ? current
            : { status: 'mounted', stripe, elements, ready: false },
        );
      },
      (error: unknown) => {
        if (!cancelled) {
          setState({
            status: 'failed',
            error: error instanceof Error ? error : new Error(String(error)),
          });
        }
      },
    );
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [container, publishableKey, scriptUrl, clientSecret, locale]);

  return state;
}
