/**
 * Whole-page navigation the billing screens do, in one object so tests can replace it (jsdom
 * cannot reload a page).
 */
export const pageActions = {
  /** 'Try Again' of the subscription dialog reloads the page (spec section 4). */
  reload: (): void => window.location.reload(),
};
