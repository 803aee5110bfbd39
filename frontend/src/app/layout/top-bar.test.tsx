import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeUser, renderApp } from '../../testing/render-app';

const heroTitle = 'Learn to tell time, one tick at a time';

describe('top bar', () => {
  it('When signed out, then it shows the Product dropdown, About and Try Playground', async () => {
    const { events } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: heroTitle });
    const nav = screen.getByRole('navigation', { name: 'Main' });

    const product = within(nav).getByRole('button', { name: 'Product' });
    expect(product).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).queryByRole('link', { name: 'Features' })).not.toBeInTheDocument();

    await events.click(product);
    expect(product).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: 'Features' })).toHaveAttribute(
      'href',
      '/#features',
    );
    expect(within(nav).getByRole('link', { name: 'Playground' })).toHaveAttribute(
      'href',
      '/playground',
    );
    expect(within(nav).getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing');

    await events.keyboard('{Escape}');
    expect(product).toHaveAttribute('aria-expanded', 'false');
    expect(product).toHaveFocus();

    expect(within(nav).getByRole('link', { name: 'About' })).toHaveAttribute('href', '/#about');
    expect(within(nav).getByRole('link', { name: 'Try Playground' })).toHaveAttribute(
      'href',
      '/playground',
    );
    expect(within(nav).queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument();
  });

  it('When a Product link is followed, then the dropdown closes and the screen opens', async () => {
    const { events } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: heroTitle });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await events.click(within(nav).getByRole('button', { name: 'Product' }));
    await events.click(within(nav).getByRole('link', { name: 'Pricing' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pricing' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Product' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('When signed in, then it shows Playground, Teacher, Pricing, Profile and Sign Out', async () => {
    renderApp('/playground', { user: makeUser() });
    await screen.findByRole('heading', { level: 1, name: 'Playground' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Playground', '/playground'],
      ['Teacher', '/teacher'],
      ['Pricing', '/pricing'],
      ['Profile', '/profile'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Playground' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    expect(within(nav).queryByRole('button', { name: 'Product' })).not.toBeInTheDocument();
  });

  it('When Sign Out is pressed, then the user is signed out and sent to /', async () => {
    // Sign-out asks the API whether a parent lock is on (it fails closed): this account has none.
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        String(input) === '/api/parent-lock'
          ? jsonResponse({ enabled: false, lockedUntil: null, triesLeft: 5 })
          : jsonResponse({ error: { code: 'not_found', message: 'Not found.' } }, 404),
      ),
    );
    const { events } = renderApp('/profile', { user: makeUser() });
    await screen.findByRole('heading', { level: 1, name: 'Profile' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await events.click(within(nav).getByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByRole('heading', { level: 1, name: heroTitle })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Product' })).toBeInTheDocument();
  });

  it('When the menu button is pressed, then the mobile menu opens and closes', async () => {
    const { events } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: heroTitle });
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', 'mobile-menu');
    expect(screen.queryByRole('navigation', { name: 'Mobile menu' })).not.toBeInTheDocument();

    await events.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('navigation', { name: 'Mobile menu' });
    for (const [name, href] of [
      ['Features', '/#features'],
      ['Playground', '/playground'],
      ['Pricing', '/pricing'],
      ['About', '/#about'],
      ['Try Playground', '/playground'],
    ]) {
      expect(within(menu).getByRole('link', { name })).toHaveAttribute('href', href);
    }

    await events.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Mobile menu' })).not.toBeInTheDocument();
  });

  it('When a mobile menu link is followed or Escape is pressed, then the menu closes', async () => {
    const { events } = renderApp('/', { user: makeUser() });
    await screen.findByRole('heading', { level: 1, name: /Welcome back/ });
    const button = screen.getByRole('button', { name: 'Menu' });

    await events.click(button);
    const menu = screen.getByRole('navigation', { name: 'Mobile menu' });
    expect(within(menu).getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    await events.click(within(menu).getByRole('link', { name: 'Teacher' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Teacher Dashboard' }),
    ).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await events.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await events.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('When the skip link is read, then it points at the main landmark', async () => {
    renderApp('/pricing');
    await screen.findByRole('heading', { level: 1, name: 'Pricing' });
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute(
      'href',
      '#main',
    );
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});
