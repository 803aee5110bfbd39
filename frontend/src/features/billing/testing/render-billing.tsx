import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthUser } from '@ttc/shared-protocol/api/auth-user';
import type { PublicConfig } from '@ttc/shared-protocol/api/config';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { Toaster } from '../../../components/ui/toast/toaster';
import { authUserQueryKey } from '../../../lib/api/get-auth-user';
import { AuthStateContext } from '../../../lib/auth-state';
import { createQueryClient } from '../../../lib/query-client';
import { setQueryClientForTests } from '../../../lib/query-client-source';
import { jsonResponse } from '../../../testing/render-app';
import { PricingScreen } from '../components/pricing-screen';
import { SubscribeScreen } from '../components/subscribe-screen';
import { UpgradeScreen } from '../components/upgrade-screen';

export const PUBLISHABLE_KEY = 'pk_test_unit';
export const SCRIPT_URL = 'https://stripe.test/v3/';

export function publicConfig(stripe: boolean): PublicConfig {
  return {
    auth: { provider: 'builtin', url: 'http://localhost', anonKey: 'anon' },
    stripe: stripe ? { publishableKey: PUBLISHABLE_KEY, scriptUrl: SCRIPT_URL } : null,
    features: { liveSessions: true, payments: stripe, accounts: true },
  };
}

type Answer = Response | (() => Response | Promise<Response>);

/**
 * A fetch answering /api/config with `config` and each other path from `answers` (404
 * otherwise); `calls` lists what was asked, in order.
 */
export function stubApi(config: PublicConfig, answers: Record<string, Answer> = {}) {
  const calls: { path: string; method: string; body: unknown }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    calls.push({
      path,
      method: init?.method ?? 'GET',
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    });
    if (path === '/api/config') return jsonResponse(config);
    const answer = answers[path];
    if (!answer) return jsonResponse({ error: { code: 'not_found', message: 'Not found' } }, 404);
    return typeof answer === 'function' ? answer() : answer.clone();
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, calls };
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function Page({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <Where />
    </>
  );
}

/** Renders the billing screens at `path` for `user` (null: signed out), with toasts and a router. */
export function renderBilling(path: string, user: AuthUser | null) {
  const client = createQueryClient();
  if (user) client.setQueryData(authUserQueryKey, user);
  setQueryClientForTests(client);
  const events = userEvent.setup();
  const result = render(
    <AuthStateContext.Provider value={{ user, isLoading: false }}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route
              path="/pricing"
              element={
                <Page>
                  <PricingScreen />
                </Page>
              }
            />
            <Route
              path="/upgrade"
              element={
                <Page>
                  <UpgradeScreen />
                </Page>
              }
            />
            <Route
              path="/subscribe"
              element={
                <Page>
                  <SubscribeScreen />
                </Page>
              }
            />
            <Route path="*" element={<Page>{null}</Page>} />
          </Routes>
        </MemoryRouter>
        <Toaster />
      </QueryClientProvider>
    </AuthStateContext.Provider>,
  );
  return { ...result, client, events };
}
