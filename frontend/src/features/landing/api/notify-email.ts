import type { EmailNotifyRequest } from '@ttc/shared-protocol/api/email';
import { useCallback, useState } from 'react';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/email/notify: adds an address to the early-access list. */
export function notifyEmail(input: EmailNotifyRequest): Promise<unknown> {
  return apiRequest('POST', '/api/email/notify', { body: input });
}

/**
 * Sends an address and says while it is on its way. A plain request rather than a TanStack
 * mutation: the landing page then loads no query library, and its first paint comes sooner.
 * `onSettled` runs whatever the answer (the spec thanks the visitor even when sending failed).
 */
export function useNotifyEmail() {
  const [isPending, setPending] = useState(false);
  const mutate = useCallback(
    (input: EmailNotifyRequest, { onSettled }: { onSettled?: () => void } = {}) => {
      setPending(true);
      notifyEmail(input)
        .catch(() => undefined)
        .finally(() => {
          setPending(false);
          onSettled?.();
        });
    },
    [],
  );
  return { isPending, mutate };
}
