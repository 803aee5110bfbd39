import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeUser, renderApp } from '../../testing/render-app';
import { parentUnlockHeaders, saveUnlock } from './unlock-token';

type Handler = (body: unknown) => Response;

/** A fetch stand-in answering `METHOD /path` from `routes`; anything else is a 404. */
function fakeApi(routes: Record<string, Handler>) {
  const calls: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    calls.push(key);
    const handler = routes[key];
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    return handler
      ? handler(body)
      : jsonResponse({ error: { code: 'not_found', message: 'Not found.' } }, 404);
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

const lockOn = (triesLeft = 5, lockedUntil: string | null = null) =>
  jsonResponse({ enabled: true, lockedUntil, triesLeft });
const unlock = () =>
  jsonResponse({
    unlockToken: 'pu1.token',
    expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
  });

afterEach(() => {
  vi.useRealTimers();
});

describe('the parent lock gate', () => {
  it('When signed out, then /pricing shows without asking anything', async () => {
    const calls = fakeApi({});
    renderApp('/pricing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pricing' })).toBeInTheDocument();
    expect(calls.filter((call) => call.includes('parent-lock'))).toEqual([]);
  });

  it('When the account has no lock, then /pricing shows', async () => {
    fakeApi({
      'GET /api/parent-lock': () =>
        jsonResponse({ enabled: false, lockedUntil: null, triesLeft: 5 }),
    });
    renderApp('/pricing', { user: makeUser() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pricing' })).toBeInTheDocument();
  });

  it('When the account has a lock, then /pricing waits for the PIN: a wrong one says how many tries are left, the right one opens it and the unlock goes with later requests', async () => {
    let tries = 5;
    fakeApi({
      'GET /api/parent-lock': () => lockOn(tries),
      'POST /api/parent-lock/verify': (body) => {
        if ((body as { pin: string }).pin === '2468') return unlock();
        tries -= 1;
        return jsonResponse(
          { error: { code: 'wrong_pin', message: `That PIN is not right. ${tries} tries left.` } },
          403,
        );
      },
    });
    const { events } = renderApp('/pricing', { user: makeUser() });
    await screen.findByRole('heading', { level: 1, name: "A grown-up's PIN, please" });
    expect(screen.queryByRole('heading', { name: 'Pricing' })).not.toBeInTheDocument();
    const pin = screen.getByTestId('parent-lock-pin');
    expect(pin).toHaveAttribute('type', 'password');
    expect(pin).toHaveAttribute('maxLength', '4');
    expect(pin).toHaveAttribute('inputMode', 'numeric');

    // Letters are not digits; a PIN needs all four.
    await events.type(pin, '1a2');
    expect(pin).toHaveValue('12');
    await events.click(screen.getByTestId('parent-lock-submit'));
    expect(await screen.findByRole('alert')).toHaveTextContent('The PIN has 4 digits.');

    await events.clear(pin);
    await events.type(pin, '1111{Enter}');
    expect(await screen.findByText(/That PIN is not right\. 4 tries left/)).toBeInTheDocument();
    expect(parentUnlockHeaders()).toEqual({});

    // The keys, as a finger would.
    for (const digit of '2468') await events.click(screen.getByRole('button', { name: digit }));
    expect(screen.getByText('4 of 4 digits entered')).toBeInTheDocument();
    await events.click(screen.getByTestId('parent-lock-submit'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pricing' })).toBeInTheDocument();
    expect(parentUnlockHeaders()).toEqual({ 'X-Parent-Unlock': 'pu1.token' });
  });

  it('When the lock is closed after wrong PINs, then the pad waits and "Forgot PIN?" mails a reset link', async () => {
    const until = new Date(Date.now() + 14 * 60_000 + 30_000).toISOString();
    const calls = fakeApi({
      'GET /api/parent-lock': () => lockOn(0, until),
      'POST /api/parent-lock/reset': () => jsonResponse({ sentTo: 'ad•••@example.com' }, 202),
    });
    const { events } = renderApp('/upgrade', { user: makeUser() });
    expect(
      await screen.findByText(/Too many wrong PINs\. You can try again in 15 minutes\./),
    ).toBeInTheDocument();
    expect(screen.getByTestId('parent-lock-submit')).toBeDisabled();
    expect(screen.getByTestId('parent-lock-pin')).toBeDisabled();
    await events.click(screen.getByRole('button', { name: 'Forgot PIN?' }));
    expect(await screen.findByText(/We sent a link to ad•••@example\.com/)).toBeInTheDocument();
    expect(calls).toContain('POST /api/parent-lock/reset');
  });

  it('When the lock cannot be checked, then the page stays locked and offers to try again', async () => {
    let up = false;
    fakeApi({
      'GET /api/parent-lock': () =>
        up
          ? jsonResponse({ enabled: false, lockedUntil: null, triesLeft: 5 })
          : jsonResponse({ error: { code: 'unavailable', message: 'Down.' } }, 503),
    });
    const { events } = renderApp('/subscribe', { user: makeUser() });
    expect(
      await screen.findByRole('heading', { name: 'The parent lock could not be checked' }),
    ).toBeInTheDocument();
    up = true;
    await events.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Parent Plan Subscription' }),
    ).toBeInTheDocument();
  });

  it('When a mailed reset link opens, then the lock is removed, a toast says so and the token leaves the address', async () => {
    const spent: unknown[] = [];
    let enabled = true;
    fakeApi({
      'GET /api/parent-lock': () => jsonResponse({ enabled, lockedUntil: null, triesLeft: 5 }),
      'POST /api/parent-lock/reset/confirm': (body) => {
        spent.push(body);
        enabled = false;
        return jsonResponse({ removed: true });
      },
    });
    renderApp('/pricing?parentReset=the-token', { user: makeUser() });
    expect(await screen.findByText('Parent lock removed')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Pricing' })).toBeInTheDocument();
    expect(spent).toEqual([{ token: 'the-token' }]);
  });
});

describe('sign-out with a parent lock', () => {
  it('When Sign Out is pressed, then the PIN dialog opens: Cancel keeps the user signed in, the right PIN signs out', async () => {
    fakeApi({
      'GET /api/parent-lock': () => lockOn(),
      'POST /api/parent-lock/verify': () => unlock(),
    });
    const { events } = renderApp('/profile', { user: makeUser() });
    await screen.findByRole('heading', { level: 1, name: 'Profile' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await events.click(within(nav).getByRole('button', { name: 'Sign Out' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/A parent has locked signing out\./)).toBeInTheDocument();
    await events.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();

    await events.click(within(nav).getByRole('button', { name: 'Sign Out' }));
    const again = await screen.findByRole('dialog');
    await events.type(within(again).getByTestId('parent-lock-pin'), '2468{Enter}');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Learn to tell time, one tick at a time',
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('the unlock token', () => {
  it('When the unlock expires, then it is no longer sent', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-01-01T10:00:00Z'));
    saveUnlock('user-1', { unlockToken: 'pu1.x', expiresAt: '2026-01-01T10:15:00Z' });
    expect(parentUnlockHeaders()).toEqual({ 'X-Parent-Unlock': 'pu1.x' });
    vi.setSystemTime(new Date('2026-01-01T10:15:01Z'));
    expect(parentUnlockHeaders()).toEqual({});
  });
});
