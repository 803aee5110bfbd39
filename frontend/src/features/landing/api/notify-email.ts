import { useMutation } from '@tanstack/react-query';
import type { EmailNotifyRequest } from '@ttc/shared-protocol/api/email';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/email/notify: adds an address to the early-access list. */
export function notifyEmail(input: EmailNotifyRequest): Promise<unknown> {
  return apiRequest('POST', '/api/email/notify', { body: input });
}

export function useNotifyEmail() {
  return useMutation({ mutationFn: notifyEmail });
}
