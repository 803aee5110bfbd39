import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadNamespaces, setLanguage } from '../../../lib/i18n';
import { makeUser } from '../../../testing/render-app';
import { publicConfig, renderBilling, stubApi } from '../testing/render-billing';

beforeAll(async () => {
  await loadNamespaces(['billing']);
});

describe('PricingScreen', () => {
  it('When payments are not configured, then the free banner shows and both plans are disabled Coming Soon', async () => {
    stubApi(publicConfig(false));
    renderBilling('/pricing', makeUser());
    expect(await screen.findByText('All Features Currently Free!')).toBeInTheDocument();
    expect(screen.getByText('Payment subscriptions coming soon')).toBeInTheDocument();
    for (const id of ['plan-parent', 'plan-teacher']) {
      const card = screen.getByTestId(id);
      expect(within(card).getByRole('button', { name: 'Coming Soon' })).toBeDisabled();
    }
    expect(within(screen.getByTestId('plan-parent')).getByText('Parent Plan')).toBeInTheDocument();
    expect(
      within(screen.getByTestId('plan-teacher')).getByText('Teacher Plan'),
    ).toBeInTheDocument();
  });

  it('When someone needs help choosing, then the Playground and sign-up are one click away', async () => {
    stubApi(publicConfig(false));
    renderBilling('/pricing', null);
    expect(await screen.findByRole('heading', { name: 'Need Help Choosing?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try Free Playground' })).toHaveAttribute(
      'href',
      '/playground',
    );
    expect(screen.getByRole('link', { name: 'Get Started Today' })).toHaveAttribute(
      'href',
      '/auth/signup',
    );
  });

  it('When payments are configured, then the Parent Plan starts its trial on /subscribe and Teacher goes to the dialog', async () => {
    stubApi(publicConfig(true));
    const { events } = renderBilling('/pricing', makeUser());
    const trial = await screen.findByRole('link', { name: 'Start 7-Day Free Trial' });
    expect(screen.queryByText('All Features Currently Free!')).toBeNull();
    expect(trial).toHaveAttribute('href', '/subscribe');
    expect(screen.getByRole('link', { name: 'Choose Teacher Pro' })).toHaveAttribute(
      'href',
      '/upgrade?plan=teacher',
    );
    await events.click(trial);
    expect(screen.getByTestId('where')).toHaveTextContent('/subscribe');
  });

  it('When a Parent Plan subscriber looks, then that card is the current plan', async () => {
    stubApi(publicConfig(true));
    renderBilling('/pricing', makeUser({ plan: 'premium' }));
    const card = await screen.findByTestId('plan-parent');
    expect(within(card).getByRole('button', { name: 'Current Plan' })).toBeDisabled();
  });

  it.each([
    ['es', '¡Todas las funciones son gratis por ahora!', 'Próximamente'],
    ['fr', "Toutes les fonctions sont gratuites pour l'instant !", 'Bientôt disponible'],
    ['de', 'Alle Funktionen sind zurzeit kostenlos!', 'Demnächst'],
    ['it', 'Per ora tutte le funzioni sono gratuite!', 'Prossimamente'],
  ] as const)(
    'When the app is in %s, then the banner and buttons are in that language',
    async (language, banner, soon) => {
      await setLanguage(language);
      stubApi(publicConfig(false));
      renderBilling('/pricing', null);
      expect(await screen.findByText(banner)).toBeInTheDocument();
      expect(screen.getAllByRole('button', { name: soon })).toHaveLength(2);
    },
  );
});
