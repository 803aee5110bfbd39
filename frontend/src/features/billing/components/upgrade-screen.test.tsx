import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { authUserQueryKey } from '../../../lib/api/get-auth-user';
import { loadNamespaces } from '../../../lib/i18n';
import { jsonResponse, makeUser } from '../../../testing/render-app';
import { pageActions } from '../lib/page-actions';
import { resetStripeLoaderForTests } from '../lib/stripe-loader';
import { createFakeStripe } from '../testing/fake-stripe';
import { PUBLISHABLE_KEY, publicConfig, renderBilling, stubApi } from '../testing/render-billing';

beforeAll(async () => {
  await loadNamespaces(['billing']);
});

const realReload = pageActions.reload;
afterEach(() => {
  resetStripeLoaderForTests();
  delete window.Stripe;
  pageActions.reload = realReload;
});

const NEW_SUBSCRIPTION = {
  clientSecret: 'pi_1_secret_abc',
  intent: 'payment',
  subscriptionId: 'sub_1',
};

function withStripe() {
  const fake = createFakeStripe();
  window.Stripe = fake.Stripe;
  return fake;
}

async function openDialog(events: ReturnType<typeof renderBilling>['events']) {
  await events.click(await screen.findByRole('button', { name: 'Upgrade to Teacher Pro' }));
  return screen.getByRole('dialog', { name: 'Subscribe to Teacher Pro' });
}

describe('UpgradeScreen buttons', () => {
  it('When nobody is signed in, then Free and Teacher Pro say Login Required and School Contact Sales, all disabled', async () => {
    stubApi(publicConfig(true));
    renderBilling('/upgrade', null);
    expect(await screen.findByRole('heading', { name: 'Choose Your Plan' })).toBeInTheDocument();
    expect(
      within(screen.getByTestId('plan-free')).getByRole('button', { name: 'Login Required' }),
    ).toBeDisabled();
    expect(
      within(screen.getByTestId('plan-pro')).getByRole('button', { name: 'Login Required' }),
    ).toBeDisabled();
    expect(
      within(screen.getByTestId('plan-school')).getByRole('button', { name: 'Contact Sales' }),
    ).toBeDisabled();
    expect(within(screen.getByTestId('plan-pro')).getByText('Most Popular')).toBeInTheDocument();
    expect(
      screen.getByText(
        'All plans include the core curriculum and our interactive clock technology.',
      ),
    ).toBeInTheDocument();
  });

  it('When a free user looks, then Free is the current plan and Teacher Pro can be chosen', async () => {
    stubApi(publicConfig(true));
    renderBilling('/upgrade', makeUser({ plan: 'free' }));
    const free = await screen.findByTestId('plan-free');
    expect(within(free).getByRole('button', { name: 'Current Plan' })).toBeDisabled();
    expect(
      within(screen.getByTestId('plan-pro')).getByRole('button', {
        name: 'Upgrade to Teacher Pro',
      }),
    ).toBeEnabled();
  });

  it('When a premium user looks, then Teacher Pro is the current plan, disabled', async () => {
    stubApi(publicConfig(true));
    renderBilling('/upgrade', makeUser({ plan: 'premium' }));
    const pro = await screen.findByTestId('plan-pro');
    expect(within(pro).getByRole('button', { name: 'Current Plan' })).toBeDisabled();
  });
});

describe('Subscription dialog', () => {
  it('When payments are not configured, then the dialog says so and asks the server nothing', async () => {
    const api = stubApi(publicConfig(false));
    const { events } = renderBilling('/upgrade', makeUser());
    const dialog = await openDialog(events);
    expect(
      within(dialog).getByText('Subscription processing is currently not configured'),
    ).toBeInTheDocument();
    expect(api.calls.some((c) => c.path === '/api/create-subscription')).toBe(false);
  });

  it('When the server has a new subscription, then the payment form shows and a payment upgrades the account', async () => {
    const fake = withStripe();
    const api = stubApi(publicConfig(true), {
      '/api/create-subscription': jsonResponse(NEW_SUBSCRIPTION),
    });
    const { events, client } = renderBilling('/upgrade', makeUser());
    const dialog = await openDialog(events);
    const submit = await within(dialog).findByRole('button', { name: 'Subscribe' });
    await vi.waitFor(() => expect(submit).toBeEnabled());
    expect(api.calls.find((c) => c.path === '/api/create-subscription')).toMatchObject({
      method: 'POST',
      body: { plan: 'teacher' },
    });
    expect(fake.calls.keys).toEqual([PUBLISHABLE_KEY]);
    expect(fake.calls.elementsOptions[0]).toMatchObject({
      clientSecret: NEW_SUBSCRIPTION.clientSecret,
    });

    await events.click(submit);
    expect(
      await within(dialog).findByText('Welcome to premium! Your account has been upgraded.'),
    ).toBeInTheDocument();
    expect(fake.confirmPayment).toHaveBeenCalledWith(
      expect.objectContaining({
        confirmParams: { return_url: window.location.origin },
        redirect: 'if_required',
      }),
    );
    expect(client.getQueryState(authUserQueryKey)?.isInvalidated).toBe(true);
    // After 1 s, the Playground.
    await vi.waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/playground'), {
      timeout: 5000,
    });
  });

  it('When the payment is being confirmed, then the button reads Processing Payment... and cannot be pressed again', async () => {
    const fake = withStripe();
    let finish: (value: object) => void = () => {};
    fake.confirmPayment.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    stubApi(publicConfig(true), { '/api/create-subscription': jsonResponse(NEW_SUBSCRIPTION) });
    const { events } = renderBilling('/upgrade', makeUser());
    const dialog = await openDialog(events);
    const submit = await within(dialog).findByRole('button', { name: 'Subscribe' });
    await vi.waitFor(() => expect(submit).toBeEnabled());
    await events.click(submit);
    const busy = await within(dialog).findByRole('button', { name: 'Processing Payment...' });
    expect(busy).toBeDisabled();
    expect(
      within(dialog).getByText('Please wait while we confirm your payment...'),
    ).toBeInTheDocument();
    await events.click(busy);
    finish({ error: { type: 'card_error', message: 'Your card was declined.' } });
    expect(fake.confirmPayment).toHaveBeenCalledOnce();
  });

  it("When the card is declined, then 'Payment Failed' shows the provider's message and the form stays", async () => {
    const fake = withStripe();
    fake.confirmPayment.mockResolvedValue({
      error: { type: 'card_error', message: 'Your card was declined.' },
    });
    stubApi(publicConfig(true), { '/api/create-subscription': jsonResponse(NEW_SUBSCRIPTION) });
    const { events } = renderBilling('/upgrade', makeUser());
    const dialog = await openDialog(events);
    const submit = await within(dialog).findByRole('button', { name: 'Subscribe' });
    await vi.waitFor(() => expect(submit).toBeEnabled());
    await events.click(submit);
    const toast = await screen.findByRole('region', { name: 'Notifications' });
    await vi.waitFor(() => expect(toast).toHaveTextContent('Payment Failed'));
    expect(toast).toHaveTextContent('Your card was declined.');
    expect(within(dialog).getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });

  it("When confirming throws, then 'Payment Error' shows", async () => {
    const fake = withStripe();
    fake.confirmPayment.mockRejectedValue(new Error('network'));
    stubApi(publicConfig(true), { '/api/create-subscription': jsonResponse(NEW_SUBSCRIPTION) });
    const { events } = renderBilling('/upgrade', makeUser());
    const dialog = await openDialog(events);
    const submit = await within(dialog).findByRole('button', { name: 'Subscribe' });
    await vi.waitFor(() => expect(submit).toBeEnabled());
    await events.click(submit);
    const toast = await screen.findByRole('region', { name: 'Notifications' });
    await vi.waitFor(() =>
      expect(toast).toHaveTextContent(
        'There was an error processing your payment. Please try again.',
      ),
    );
    expect(toast).toHaveTextContent('Payment Error');
  });

  it('When Stripe.js has not said ready, then the button stays disabled and nothing is confirmed', async () => {
    const fake = withStripe();
    fake.neverReady();
    stubApi(publicConfig(true), { '/api/create-subscription': jsonResponse(NEW_SUBSCRIPTION) });
    const { events } = renderBilling('/upgrade', makeUser());
    const dialog = await openDialog(events);
    await vi.waitFor(() => expect(fake.mounted).toHaveLength(1));
    const submit = within(dialog).getByRole('button', { name: 'Subscribe' });
    expect(submit).toBeDisabled();
    await events.click(submit);
    expect(fake.confirmPayment).not.toHaveBeenCalled();
  });

  it('When a subscription is already active, then Subscription Active shows and the user moves on after 2 s', async () => {
    withStripe();
    stubApi(publicConfig(true), {
      '/api/create-subscription': jsonResponse({ subscriptionId: 'sub_1' }),
    });
    const { events } = renderBilling('/upgrade', makeUser());
    const dialog = await openDialog(events);
    expect(await within(dialog).findByText('Subscription Active')).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/playground'), {
      timeout: 6000,
    });
  });

  it("When the server fails, then 'Subscription Error' shows with the 'Error' toast, and Try Again reloads", async () => {
    withStripe();
    const reload = vi.fn();
    pageActions.reload = reload;
    stubApi(publicConfig(true), {
      '/api/create-subscription': jsonResponse(
        { error: { code: 'payment_provider_error', message: 'down' } },
        502,
      ),
    });
    const { events } = renderBilling('/upgrade', makeUser());
    const dialog = await openDialog(events);
    expect(await within(dialog).findByText('Subscription Error')).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'There was an error setting up your subscription. Please try again or contact support.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Notifications' })).toHaveTextContent(
      'Failed to initialize subscription. Please try again.',
    );
    await events.click(within(dialog).getByRole('button', { name: 'Try Again' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('When the pricing page sent ?plan=teacher, then the dialog opens at once for a free user', async () => {
    withStripe();
    stubApi(publicConfig(false));
    renderBilling('/upgrade?plan=teacher', makeUser());
    expect(
      await screen.findByRole('dialog', { name: 'Subscribe to Teacher Pro' }),
    ).toBeInTheDocument();
  });
});
