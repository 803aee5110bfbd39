/**
 * STUB (issue 16, parent-lock helper replaces it): the headers that prove the parent entered the
 * PIN lately (`X-Parent-Unlock`), sent with settings changes and account deletion.
 */
export function parentUnlockHeaders(): Record<string, string> {
  return {};
}
