import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { readPostLoginPath } from '../../../lib/auth-post-login';
import { loadNamespaces } from '../../../lib/i18n';
import { jsonResponse, makeUser } from '../../../testing/render-app';
import { resetStripeLoaderForTests } from '../lib/stripe-loader';
import { createFakeStripe } from '../testing/fake-stripe';
import { publicConfig, renderBilling, stubApi } from '../testing/render-billing';

beforeAll(async () => {
  await loadNamespaces(['billing']);
});

afterEach(() => {
  resetStripeLoaderForTests();
  delete window.Stripe;
});

const TRIAL = { clientSecret: 'seti_1_secret_abc', intent: 'setup', subscriptionId: 'sub_1' };

describe('SubscribeScreen (the Parent Plan page)', () => {
  it('When nobody is signed in, then it goes to sign-in and remembers to come back', async () => {
    stubApi(publicConfig(true));
    renderBilling('/subscribe', null);
    await vi.waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/auth/login'));
    expect(readPostLoginPath()).toBe('/subscribe');
  });

  it('When payments are not configured, then it says so, asks the server nothing and links back to pricing', async () => {
    const api = stubApi(publicConfig(false));
    renderBilling('/subscribe', makeUser());
    expect(
      await screen.findByText('Subscription processing is currently not configured'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to pricing' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    expect(api.calls.some((c) => c.path === '/api/create-subscription')).toBe(false);
  });

  it('When the trial is set up, then the spinner gives way to the form and the card is saved with confirmSetup', async () => {
    const fake = createFakeStripe();
    window.Stripe = fake.Stripe;
    let answer: (response: Response) => void = () => {};
    const api = stubApi(publicConfig(true), {
      '/api/create-subscription': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const { events } = renderBilling('/subscribe', makeUser({ role: 'parent' }));
    expect(await screen.findByText('Setting up your subscription...')).toBeInTheDocument();
    answer(jsonResponse(TRIAL));

    expect(
      await screen.findByRole('heading', { name: 'Parent Plan Subscription' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Start your 7-day free trial, then $4.99/month.')).toBeInTheDocument();
    expect(
      screen.getByText("You won't be charged until your trial ends. Cancel anytime."),
    ).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Start 7-Day Free Trial' });
    await vi.waitFor(() => expect(submit).toBeEnabled());
    const creates = api.calls.filter((c) => c.path === '/api/create-subscription');
    expect(creates).toEqual([
      { path: '/api/create-subscription', method: 'POST', body: { plan: 'parent' } },
    ]);

    await events.click(submit);
    const toast = await screen.findByRole('region', { name: 'Notifications' });
    await vi.waitFor(() => expect(toast).toHaveTextContent('Welcome to Parent Plan!'));
    expect(toast).toHaveTextContent('Your 7-day free trial has started. Enjoy unlimited access!');
    expect(fake.confirmSetup).toHaveBeenCalledWith(
      expect.objectContaining({
        confirmParams: { return_url: `${window.location.origin}/playground` },
        redirect: 'if_required',
      }),
    );
    expect(fake.confirmPayment).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/playground'), {
      timeout: 5000,
    });
  });

  it("When the setup fails, then 'Setup Error' shows and Try Again asks again", async () => {
    window.Stripe = createFakeStripe().Stripe;
    let fail = true;
    const api = stubApi(publicConfig(true), {
      '/api/create-subscription': () =>
        fail
          ? jsonResponse({ error: { code: 'internal', message: 'boom' } }, 500)
          : jsonResponse(TRIAL),
    });
    const { events } = renderBilling('/subscribe', makeUser());
    const toast = await screen.findByRole('region', { name: 'Notifications' });
    await vi.waitFor(() => expect(toast).toHaveTextContent('Setup Error'));
    expect(toast).toHaveTextContent('Failed to initialize payment. Please try again.');
    fail = false;
    await events.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(
      await screen.findByRole('button', { name: 'Start 7-Day Free Trial' }),
    ).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path === '/api/create-subscription')).toHaveLength(2);
  });

  it('When the server answers payments_not_configured, then the page says payments are not configured', async () => {
    window.Stripe = createFakeStripe().Stripe;
    stubApi(publicConfig(true), {
      '/api/create-subscription': jsonResponse(
        { error: { code: 'payments_not_configured', message: 'off' } },
        503,
      ),
    });
    renderBilling('/subscribe', makeUser());
    expect(
      await screen.findByText('Subscription processing is currently not configured'),
    ).toBeInTheDocument();
  });
});
