import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BillingStatus } from '@ttc/shared-protocol/api/billing-status';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadNamespaces } from '../../../lib/i18n';
import { jsonResponse } from '../../../testing/render-app';
import { pageActions } from '../page-actions';
import { PlanPanel } from './plan-panel';

beforeAll(async () => {
  await loadNamespaces(['auth']);
});

const realOpen = pageActions.open;
afterEach(() => {
  pageActions.open = realOpen;
});

function status(overrides: Partial<BillingStatus> = {}): BillingStatus {
  return {
    plan: 'premium',
    paymentsEnabled: true,
    entitlements: { voiceReading: true, offlinePractice: true, teacherTools: false },
    subscription: {
      status: 'trialing',
      trialEndsAt: '2026-12-04T12:00:00.000Z',
      currentPeriodEnd: '2026-12-04T12:00:00.000Z',
      cancelAtPeriodEnd: false,
    },
    canManage: true,
    ...overrides,
  };
}

function stub(answers: Record<string, () => Response>) {
  const fetch = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const answer = answers[String(input)];
    return answer
      ? answer()
      : jsonResponse({ error: { code: 'not_found', message: 'Not found' } }, 404);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('PlanPanel', () => {
  it('When a Parent Plan trial runs, then what it unlocks, the trial end and Manage subscription show', async () => {
    stub({ '/api/entitlements': () => jsonResponse(status()) });
    render(<PlanPanel />);
    const panel = await screen.findByTestId('plan-panel');
    expect(
      within(panel).getByRole('heading', { name: 'What your plan unlocks' }),
    ).toBeInTheDocument();
    const items = within(panel).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Voice reading: included');
    expect(items[2]).toHaveTextContent(
      'Teacher tools: classes, lessons, assignments and reports: not included',
    );
    expect(screen.getByTestId('trial-ends')).toHaveTextContent(
      'Your free trial ends on December 4, 2026.',
    );
    expect(within(panel).getByRole('button', { name: 'Manage subscription' })).toBeEnabled();
  });

  it('When Manage subscription is pressed, then the billing portal opens', async () => {
    const fetch = stub({
      '/api/entitlements': () => jsonResponse(status()),
      '/api/billing-portal': () => jsonResponse({ url: 'https://billing.stripe.test/session/1' }),
    });
    const open = vi.fn();
    pageActions.open = open;
    render(<PlanPanel />);
    await userEvent.click(await screen.findByRole('button', { name: 'Manage subscription' }));
    await vi.waitFor(() =>
      expect(open).toHaveBeenCalledWith('https://billing.stripe.test/session/1'),
    );
    const portal = fetch.mock.calls.find(([p]) => String(p) === '/api/billing-portal');
    expect(portal?.[1]?.method).toBe('POST');
  });

  it('When the portal cannot open, then the reason shows and the button works again', async () => {
    stub({
      '/api/entitlements': () => jsonResponse(status()),
      '/api/billing-portal': () =>
        jsonResponse({ error: { code: 'payment_provider_error', message: 'Stripe is down' } }, 502),
    });
    render(<PlanPanel />);
    await userEvent.click(await screen.findByRole('button', { name: 'Manage subscription' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The subscription page could not be opened (502: Stripe is down).',
    );
    expect(screen.getByRole('button', { name: 'Manage subscription' })).toBeEnabled();
  });

  it('When payments are not configured, then everything is unlocked, said so, and there is nothing to manage', async () => {
    stub({
      '/api/entitlements': () =>
        jsonResponse(
          status({
            plan: 'free',
            paymentsEnabled: false,
            entitlements: { voiceReading: true, offlinePractice: true, teacherTools: true },
            subscription: null,
            canManage: false,
          }),
        ),
    });
    render(<PlanPanel />);
    expect(await screen.findByText('All features are currently free.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Manage subscription' })).toBeNull();
  });

  it('When the API cannot tell, then the panel stays away', async () => {
    const fetch = stub({});
    render(<PlanPanel />);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.queryByTestId('plan-panel')).toBeNull();
  });
});
