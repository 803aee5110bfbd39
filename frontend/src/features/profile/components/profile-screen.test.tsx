import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthUser } from '@ttc/shared-protocol/api/auth-user';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { authUserQueryKey } from '../../../lib/api/get-auth-user';
import { AuthStateContext } from '../../../lib/auth-state';
import { loadNamespaces } from '../../../lib/i18n';
import { createQueryClient } from '../../../lib/query-client';
import { setQueryClientForTests } from '../../../lib/query-client-source';
import { jsonResponse, makeUser } from '../../../testing/render-app';
import { ProfileScreen } from './profile-screen';

beforeAll(async () => {
  await loadNamespaces(['auth']);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderProfile(user: AuthUser) {
  const client = createQueryClient();
  client.setQueryData(authUserQueryKey, user);
  setQueryClientForTests(client);
  const events = userEvent.setup();
  render(
    <AuthStateContext.Provider value={{ user, isLoading: false }}>
      <MemoryRouter>
        <ProfileScreen />
      </MemoryRouter>
    </AuthStateContext.Provider>,
  );
  return { events, client };
}

describe('ProfileScreen role switch', () => {
  it('When a teacher switches back to parent, then the role is saved and the signed-in user refreshed', async () => {
    const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
      jsonResponse(makeUser({ role: 'parent' })),
    );
    vi.stubGlobal('fetch', fetch);
    const { events, client } = renderProfile(makeUser({ role: 'teacher' }));
    const save = screen.getByRole('button', { name: 'Switch role' });
    // Nothing to save while the current role is chosen.
    expect(save).toBeDisabled();
    await events.selectOptions(screen.getByLabelText('Role'), 'Parent');
    await events.click(save);
    expect(await screen.findByText('Your role has been switched.')).toBeInTheDocument();
    // The plan panel reads GET /api/entitlements beside it.
    const [path, init] = fetch.mock.calls.find(([p]) => String(p) === '/api/profile/role') ?? [];
    expect(String(path)).toBe('/api/profile/role');
    expect(init?.method).toBe('PATCH');
    expect(JSON.parse(String(init?.body))).toEqual({ role: 'parent' });
    expect(client.getQueryState(authUserQueryKey)?.isInvalidated).toBe(true);
  });

  it('When switching fails, then the reason shows', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse({ error: { code: 'internal', message: 'Database down' } }, 500),
      ),
    );
    const { events } = renderProfile(makeUser({ role: 'student' }));
    await events.selectOptions(screen.getByLabelText('Role'), 'Teacher');
    await events.click(screen.getByRole('button', { name: 'Switch role' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your role could not be switched (500: Database down).',
    );
  });

  it('When the user is an admin, then no role switch is offered (the role is granted)', () => {
    renderProfile(makeUser({ role: 'admin' }));
    expect(screen.queryByRole('button', { name: 'Switch role' })).toBeNull();
  });
});
