import type { StripeConstructor } from '@stripe/stripe-js';
import { vi } from 'vitest';

type Listener = (payload: unknown) => void;

export type ConfirmResult = { error?: { type: string; message?: string } };

/**
 * A stand-in for window.Stripe in unit tests: the Payment Element mounts a plain div and says
 * 'ready' right after; `submit`, `confirmPayment` and `confirmSetup` are spies whose answers the
 * test chooses. (The browser fake served by the tests' fake server is tests/support/fake-stripe-js.js.)
 */
export function createFakeStripe() {
  const calls = { keys: [] as string[], elementsOptions: [] as unknown[] };
  const submit = vi.fn(async (): Promise<ConfirmResult> => ({}));
  const confirmPayment = vi.fn(async (_options: unknown): Promise<ConfirmResult> => ({}));
  const confirmSetup = vi.fn(async (_options: unknown): Promise<ConfirmResult> => ({}));
  let ready = true;
  const mounted: HTMLElement[] = [];

  const Stripe = ((key: string) => {
    calls.keys.push(key);
    return {
      elements(options: unknown) {
        calls.elementsOptions.push(options);
        return {
          submit,
          create() {
            const listeners = new Map<string, Listener[]>();
            const node = document.createElement('div');
            node.textContent = 'Fake card fields';
            return {
              on(event: string, listener: Listener) {
                listeners.set(event, [...(listeners.get(event) ?? []), listener]);
              },
              mount(target: HTMLElement) {
                target.append(node);
                mounted.push(node);
                if (ready) {
                  queueMicrotask(() => {
                    for (const listener of listeners.get('ready') ?? []) listener({});
                  });
                }
              },
              destroy() {
                node.remove();
              },
            };
          },
        };
      },
      confirmPayment,
      confirmSetup,
    };
  }) as unknown as StripeConstructor;

  return {
    Stripe,
    calls,
    submit,
    confirmPayment,
    confirmSetup,
    mounted,
    /** The element never says 'ready' (Stripe.js still loading its iframe). */
    neverReady() {
      ready = false;
    },
  };
}
