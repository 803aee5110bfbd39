/** Spec section 9: after a successful payment the browser goes on after 1 s. */
export const POST_PAYMENT_REDIRECT_MS = 1000;
/** Spec section 9: an already active subscription calls onSuccess after 2 s. */
export const ACTIVE_SUBSCRIPTION_REDIRECT_MS = 2000;
