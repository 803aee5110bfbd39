import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../testing/render-app';

vi.mock('../features/billing/components/pricing-screen', () => ({
  PricingScreen: () => {
    throw new Error('The pricing screen broke.');
  },
}));

describe('route error boundary', () => {
  it('When a screen throws, then its area shows the friendly message and the rest of the app stays', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { events } = renderApp('/pricing');
    // The site's frame (top bar, footer, main) is a chunk of its own: it arrives a moment later.
    const main = await screen.findByRole('main');
    expect(
      await within(main).findByRole('heading', { level: 1, name: 'Oops! Something went wrong' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();

    // Going elsewhere forgets the error.
    const footer = screen.getByRole('contentinfo');
    await events.click(within(footer).getByRole('link', { name: 'Terms of Use' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Terms of Use' }),
    ).toBeInTheDocument();
  });
});
