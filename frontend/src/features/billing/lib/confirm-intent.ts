import type { Stripe, StripeElements, StripeError } from '@stripe/stripe-js';

/** What the client secret confirms (POST /api/create-subscription's `intent`). */
export type IntentKind = 'payment' | 'setup';

export type ConfirmOutcome = { ok: true } | { ok: false; error: StripeError };

/**
 * Validates the Payment Element, then confirms the subscription's first payment (`payment`) or,
 * for a trial that charges nothing yet, saves the card for later (`setup`). `redirect:
 * 'if_required'` keeps the user on the page unless the bank needs its own page (3-D Secure), which
 * then comes back to `returnUrl`.
 */
export async function confirmIntent(
  stripe: Stripe,
  elements: StripeElements,
  intent: IntentKind,
  returnUrl: string,
): Promise<ConfirmOutcome> {
  const submitted = await elements.submit();
  if (submitted.error) return { ok: false, error: submitted.error };
  const options = {
    elements,
    confirmParams: { return_url: returnUrl },
    redirect: 'if_required',
  } as const;
  const result =
    intent === 'setup' ? await stripe.confirmSetup(options) : await stripe.confirmPayment(options);
  return result.error ? { ok: false, error: result.error } : { ok: true };
}

/**
 * Where the bank sends the user back after its own page (spec section 7): the site's origin for
 * the upgrade dialog, the origin followed by /playground for the Parent Plan form.
 */
export function returnUrlFor(form: 'dialog' | 'parent', origin: string): string {
  return form === 'parent' ? `${origin}/playground` : origin;
}
