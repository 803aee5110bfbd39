import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '../config/paths';
import { setAccessToken } from '../lib/auth-session';
import { makeUser, renderApp } from '../testing/render-app';

/**
 * Each route of spec section 2 with the h1 its screen shows (English), signed out. The callback
 * without a link, the profile form, the teacher dashboard, the profile and the Parent Plan page
 * send a signed-out visitor to the sign-in form; the verification screen without a link shows its failure.
 */
const routes: ReadonlyArray<[string, string]> = [
  [paths.root.getHref(), 'Learn to tell time, one tick at a time'],
  [paths.landing.getHref(), 'Learn to tell time, one tick at a time'],
  [paths.home.getHref(), 'Welcome back!'],
  [paths.auth.login.getHref(), 'Sign In'],
  [paths.auth.signup.getHref(), 'Join'],
  [paths.auth.callback.getHref(), 'Sign In'],
  [paths.auth.verify.getHref(), "We couldn't sign you in"],
  [paths.completeProfile.getHref(), 'Sign In'],
  [paths.playground.getHref(), 'Playground'],
  [paths.studentGame.getHref(), 'Student Game'],
  [paths.progress.getHref(), 'Your Progress'],
  [paths.settings.getHref(), 'Settings'],
  [paths.teacher.getHref(), 'Sign In'],
  [paths.profile.getHref(), 'Sign In'],
  [paths.join.getHref(), 'Join a Class'],
  [paths.pricing.getHref(), 'Pricing'],
  [paths.upgrade.getHref(), 'Choose Your Plan'],
  [paths.subscribe.getHref(), 'Sign In'],
  [paths.privacy.getHref(), 'Privacy Policy'],
  [paths.terms.getHref(), 'Terms of Use'],
  [paths.coppa.getHref(), 'COPPA Statement'],
];

/** Where the tab title is not "<h1> · Tick Tock Class". */
const documentTitles: Record<string, string> = {
  '/': 'Tick Tock Class',
  '/landing': 'Tick Tock Class',
  '/home': 'Home · Tick Tock Class',
};

describe('routes', () => {
  it.each(routes)(
    'When %s opens, then its title %j shows and names the tab',
    async (path, title) => {
      renderApp(path);
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      const tabTitle = documentTitles[path] ?? `${title} · Tick Tock Class`;
      await waitFor(() => expect(document.title).toBe(tabTitle));
    },
  );

  it('When the path is unknown, then the 404 page says what happened and where to go', async () => {
    renderApp('/no/such/page');
    expect(
      await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/this page isn't here/)).toBeInTheDocument();
    expect(screen.queryByText(/router/i)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(screen.getByRole('link', { name: 'Practise on the Playground' })).toHaveAttribute(
      'href',
      '/playground',
    );
    await waitFor(() => expect(document.title).toBe('Page Not Found · Tick Tock Class'));
  });

  it('When signed in, then / shows the home screen with the first name', async () => {
    renderApp('/', { user: makeUser({ firstName: 'Ada' }) });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ada!' }),
    ).toBeInTheDocument();
    const main = screen.getByRole('main');
    for (const card of ['Playground', 'Teacher Tools', 'Join Class', 'Profile']) {
      expect(within(main).getByRole('link', { name: new RegExp(card) })).toBeInTheDocument();
    }
    await waitFor(() => expect(document.title).toBe('Home · Tick Tock Class'));
  });

  it('When signed in, then /landing sends the user to / (the home screen)', async () => {
    renderApp('/landing', { user: makeUser() });
    expect(
      await screen.findByRole('heading', { level: 1, name: /Welcome back/ }),
    ).toBeInTheDocument();
  });

  it('When a session exists but the user is still loading, then / shows the landing screen', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    setAccessToken('a-session-token');
    renderApp('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: routes[0]?.[1] }),
    ).toBeInTheDocument();
  });
});
