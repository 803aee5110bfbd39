import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { site } from '../../config/site';
import { renderApp } from '../../testing/render-app';

describe('footer', () => {
  it('When any page shows, then the footer has the tagline, the three columns and the copyright', async () => {
    renderApp('/privacy');
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(
      'Tick Tock Class makes time-telling fun and educational for kids, teachers and parents.',
    );
    expect(footer).toHaveTextContent('© 2025 Tick Tock Class. All rights reserved.');

    const nav = within(footer).getByRole('navigation', { name: 'Footer' });
    const column = (name: string) => {
      const heading = within(nav).getByRole('heading', { level: 2, name });
      return within(heading.parentElement as HTMLElement);
    };
    const product = column('Product');
    expect(product.getByRole('link', { name: 'Features' })).toHaveAttribute('href', '/#features');
    expect(product.getByRole('link', { name: 'Playground' })).toHaveAttribute(
      'href',
      '/playground',
    );
    expect(product.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing');

    const company = column('Company');
    expect(company.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/#about');
    expect(company.getByRole('link', { name: 'Contact' })).toHaveAttribute(
      'href',
      `mailto:${site.contactEmail}`,
    );
    expect(company.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    expect(company.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/terms');
    expect(company.getByRole('link', { name: 'COPPA Statement' })).toHaveAttribute(
      'href',
      '/coppa',
    );

    const support = column('Support');
    expect(support.getByRole('link', { name: /Donate/ })).toHaveAttribute('href', site.donationUrl);
  });

  it('When the social links are read, then all four have a name and open in a new tab', async () => {
    renderApp('/terms');
    await screen.findByRole('heading', { level: 1, name: 'Terms of Use' });
    const social = within(screen.getByRole('contentinfo')).getByRole('list', { name: 'Follow us' });
    const links = within(social).getAllByRole('link');
    expect(links).toHaveLength(4);
    for (const network of ['Facebook', 'Instagram', 'YouTube', 'X']) {
      const link = within(social).getByRole('link', {
        name: `Tick Tock Class on ${network} (opens in a new tab)`,
      });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('When a footer link is followed, then its page opens', async () => {
    const { events } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: /Learn to tell time/ });
    const footer = screen.getByRole('contentinfo');
    await events.click(within(footer).getByRole('link', { name: 'COPPA Statement' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'COPPA Statement' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Last updated: November 2026')).toBeInTheDocument();
  });
});
