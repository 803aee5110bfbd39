import type { HostRefusal } from '../api/host-grant';
import { ErrorCode } from '../errors';

/**
 * The answers to a `room:create` the API's host grant refused (issue 14: only teacher and admin
 * accounts host, within their plan, and only their own classes), and to one that could not be
 * checked. The host screen recognises each by its text and says it in the teacher's language.
 */
export const HOST_REFUSAL_ACKS: Record<HostRefusal, { code: ErrorCode; message: string }> = {
  not_teacher: {
    code: ErrorCode.Forbidden,
    message: 'Only teacher accounts can host a live session.',
  },
  plan_required: {
    code: ErrorCode.Forbidden,
    message: 'Your plan does not include live sessions. Upgrade to host one.',
  },
  class_not_found: { code: ErrorCode.NotFound, message: 'This class cannot be found.' },
};

/** The API could not be asked (down, slow, or a credential it refused): no room opens unchecked. */
export const HOST_GRANT_UNCHECKED = {
  code: ErrorCode.Unavailable,
  message: 'Hosting cannot be checked right now. Try again in a moment.',
} as const;
