/**
 * Browser storage keys of the device-stored game records (spec section 3, "Browser storage
 * keys"). The spec names `postLoginRedirect` and `restoreGuestProgress`; it does not name the
 * key of the guest progress record itself nor of the answer history, so those two are ours.
 */
export const GuestStorageKey = {
  /** The guest progress record: {version, page, timestamp, activeTimeMs, payload}. */
  guestProgress: 'guestProgress',
  /** Set after sign-in when stored guest progress should be restored (spec section 4). */
  restoreGuestProgress: 'restoreGuestProgress',
  /** The path to return to after sign-in (spec section 4); cleared with the guest progress. */
  postLoginRedirect: 'postLoginRedirect',
  /** Every recorded Student Game answer on this device, for the Progress screen. */
  answerHistory: 'studentGame_answerHistory',
} as const;
export type GuestStorageKey = (typeof GuestStorageKey)[keyof typeof GuestStorageKey];
