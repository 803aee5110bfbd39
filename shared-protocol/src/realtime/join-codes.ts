/**
 * The message of the `rate_limited` answer every typed join code gets, right or wrong, once its
 * connection or client address sent too many wrong ones (the realtime server's JoinCodeGuard).
 * The join screen recognises it by this text and tells the child to scan the QR code instead.
 */
export const CODES_BLOCKED_MESSAGE =
  'Too many wrong codes from here. Scan the QR code, or try again later.';
