import { ApiError } from '../../../lib/api-client';

/** Why an invitation could not be accepted, as the join screen explains it. */
export type AcceptFailure =
  | 'expired'
  | 'used'
  | 'wrongAccount'
  | 'invalid'
  | 'otherSchool'
  | 'other';

/**
 * Reads the API's refusal. The error codes are generic (not_found, forbidden, conflict...), so
 * the status decides, and the message tells an expired link from a used one.
 */
export function acceptFailure(error: unknown): AcceptFailure {
  if (!(error instanceof ApiError)) return 'other';
  const message = error.message.toLowerCase();
  if (message.includes('expired')) return 'expired';
  if (message.includes('already been used') || message.includes('already used')) return 'used';
  if (error.status === 410) return 'used';
  if (error.status === 403) return 'wrongAccount';
  if (error.status === 404 || error.status === 400) return 'invalid';
  if (error.status === 409) return 'otherSchool';
  return 'other';
}
