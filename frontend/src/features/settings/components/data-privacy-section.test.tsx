import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthUser } from '@ttc/shared-protocol/api/auth-user';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setAuthClientForTests } from '../../../lib/auth-client-source';
import {
  getAccessToken,
  resetAuthSessionForTests,
  setAccessToken,
} from '../../../lib/auth-session';
import { AuthStateContext } from '../../../lib/auth-state';
import { loadNamespaces } from '../../../lib/i18n';
import { createQueryClient } from '../../../lib/query-client';
import { setQueryClientForTests } from '../../../lib/query-client-source';
import { createFakeAuthClient, makeSession } from '../../../testing/fake-auth-client';
import { jsonResponse, makeUser } from '../../../testing/render-app';
import { DataPrivacySection } from './data-privacy-section';

beforeAll(async () => {
  await loadNamespaces(['account-data', 'settings', 'parent-lock']);
});

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
  resetAuthSessionForTests();
});

function renderSection(user: AuthUser | null) {
  setQueryClientForTests(createQueryClient());
  if (user) setAccessToken('access-token');
  const events = userEvent.setup();
  render(
    <AuthStateContext.Provider value={{ user, isLoading: false }}>
      <MemoryRouter initialEntries={['/settings']}>
        <Routes>
          <Route path="/settings" element={<DataPrivacySection />} />
          <Route path="/" element={<p>Home page</p>} />
        </Routes>
      </MemoryRouter>
    </AuthStateContext.Provider>,
  );
  return events;
}

describe('DataPrivacySection signed in', () => {
  it('When the account is deleted, then the address must be typed, the request carries it and the token, and this device forgets the sign-in and its data', async () => {
    const fake = createFakeAuthClient(makeSession());
    setAuthClientForTests(fake.client);
    const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => {
      return new Response(null, { status: 204 });
    });
    vi.stubGlobal('fetch', fetch);
    window.localStorage.setItem('studentGame_answerHistory', '{}');
    const events = renderSection(makeUser({ email: 'ada@example.org' }));

    await events.click(screen.getByTestId('delete-account'));
    const confirm = screen.getByTestId('delete-account-confirm');
    expect(confirm).toBeDisabled();
    const field = screen.getByLabelText(/type your email address: ada@example.org/);
    await events.type(field, 'someone@example.org');
    expect(confirm).toBeDisabled();
    await events.clear(field);
    await events.type(field, ' ADA@example.org ');
    expect(confirm).toBeEnabled();
    await events.click(confirm);

    expect(await screen.findByText('Home page')).toBeInTheDocument();
    // The settings sync of another screen in this worker may have fetched first: find the delete.
    const [path, init] = fetch.mock.calls.find(([url]) => String(url) === '/api/account') ?? [];
    expect(String(path)).toBe('/api/account');
    expect(init?.method).toBe('DELETE');
    expect(JSON.parse(String(init?.body))).toEqual({ confirmEmail: 'ADA@example.org' });
    expect(((init?.headers ?? {}) as Record<string, string>).Authorization).toMatch(/^Bearer .+/);
    expect(fake.auth.signOut).toHaveBeenCalledWith({ scope: 'local' });
    expect(getAccessToken()).toBeNull();
    expect(window.localStorage.getItem('studentGame_answerHistory')).toBeNull();
  });

  it('When the server refuses the address, then the dialog says so and stays open', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ error: { code: 'validation_failed', message: 'no' } }, 400)),
    );
    const events = renderSection(makeUser({ email: 'ada@example.org' }));
    await events.click(screen.getByTestId('delete-account'));
    await events.type(screen.getByRole('textbox'), 'ada@example.org');
    await events.click(screen.getByTestId('delete-account-confirm'));
    expect(await screen.findByText(/This is not your account's email address/)).toBeInTheDocument();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(getAccessToken()).toBe('access-token');
  });
});

describe('DataPrivacySection signed out', () => {
  it("When a guest clears this device's data, then the browser's storage is emptied and the app starts again", async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    window.localStorage.setItem('studentGame_answerHistory', '{}');
    window.sessionStorage.setItem('ttc.parentUnlock', '{}');
    const events = renderSection(null);
    expect(screen.queryByTestId('export-data')).toBeNull();
    expect(screen.queryByTestId('delete-account')).toBeNull();
    await events.click(screen.getByRole('button', { name: "Clear this device's data" }));
    await events.click(screen.getByRole('button', { name: 'Clear the data' }));
    expect(window.localStorage.length).toBe(0);
    expect(window.sessionStorage.length).toBe(0);
    expect(assign).toHaveBeenCalledWith('/');
  });
});
