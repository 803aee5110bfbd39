import type { PaidPlan } from '@ttc/shared-protocol/api/subscriptions';
import { ErrorCode } from '@ttc/shared-protocol/errors';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { createSubscription } from '../api/create-subscription';
import type { IntentKind } from '../lib/confirm-intent';

/** The subscription dialog's states (spec section 4), plus the server saying payments are off. */
export type SetupState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'new'; clientSecret: string; intent: IntentKind }
  | { status: 'existing_active'; subscriptionId: string }
  | { status: 'error'; message: string }
  | { status: 'not_configured' };

/**
 * Calls POST /api/create-subscription for `plan` once `enabled` (the user is known and payments
 * are configured), exactly once per mount: React's development double effects must not open two
 * subscriptions. `retry` asks again after an error.
 */
export function useSubscriptionSetup(
  plan: PaidPlan,
  enabled: boolean,
): { state: SetupState; retry: () => void } {
  const [state, setState] = useState<SetupState>({ status: 'idle' });
  const [attempt, setAttempt] = useState(0);
  const started = useRef(-1);

  useEffect(() => {
    if (!enabled || started.current === attempt) return;
    started.current = attempt;
    setState({ status: 'loading' });
    createSubscription(plan).then(
      (answer) => {
        if ('clientSecret' in answer) {
          setState({ status: 'new', clientSecret: answer.clientSecret, intent: answer.intent });
        } else {
          setState({ status: 'existing_active', subscriptionId: answer.subscriptionId });
        }
      },
      (error: unknown) => {
        if (error instanceof ApiError && error.code === ErrorCode.PaymentsNotConfigured) {
          setState({ status: 'not_configured' });
          return;
        }
        setState({ status: 'error', message: error instanceof Error ? error.message : '' });
      },
    );
  }, [enabled, plan, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
