/**
 * Leaving the app for Stripe's customer portal, in one object so tests can replace it (jsdom
 * cannot navigate to another site).
 */
export const pageActions = {
  open: (url: string): void => window.location.assign(url),
};
