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
 * Reads the API's refusal. The error codes are generic: the API answers 404 for an unknown
 * link, 403 for another address's invitation, and 409 for an expired or used link (told apart
 * by the message) or a teacher who already belongs to a school.
 */
export function acceptFailure(error: unknown): AcceptFailure {
  if (!(error instanceof ApiError)) return 'other';
  const message = error.message.toLowerCase();
  if (message.includes('expired')) return 'expired';
  if (message.includes('already been used') || message.includes('already used')) return 'used';
  if (error.status === 403) return 'wrongAccount';
  if (error.status === 404 || error.status === 400) return 'invalid';
  if (error.status === 409) return 'otherSchool';
  return 'other';
}
