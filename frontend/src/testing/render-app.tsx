import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthUser } from '@ttc/shared-protocol/api/auth-user';
import { MemoryRouter } from 'react-router';
import { App } from '../app/app';
import { authUserQueryKey } from '../lib/api/get-auth-user';
import { setAuthClientForTests } from '../lib/auth-client-source';
import { getAccessToken, setAccessToken } from '../lib/auth-session';
import { createQueryClient } from '../lib/query-client';
import { setQueryClientForTests } from '../lib/query-client-source';
import { createFakeAuthClient, type FakeAuth, makeSession } from './fake-auth-client';

export type RenderAppOptions = {
  /** Render as this signed-in user (a session token is set and the user is already cached). */
  user?: AuthUser | null;
  /** The sign-in client; by default a fake holding the session of `user` (or of a set token). */
  auth?: FakeAuth;
};

/** Renders the whole app at `path` with a fresh query client (and signed out unless `user`). */
export function renderApp(path = '/', { user = null, auth }: RenderAppOptions = {}) {
  const queryClient = createQueryClient();
  setQueryClientForTests(queryClient);
  if (user) {
    setAccessToken('test-access-token');
    queryClient.setQueryData(authUserQueryKey, user);
  }
  const token = getAccessToken();
  const fakeAuth =
    auth ??
    createFakeAuthClient(
      token ? makeSession({ accessToken: token, userId: user?.id, email: user?.email }) : null,
    );
  setAuthClientForTests(fakeAuth.client);
  const events = userEvent.setup();
  const result = render(
    <MemoryRouter initialEntries={[path]}>
      <App />
    </MemoryRouter>,
  );
  return { ...result, queryClient, events, auth: fakeAuth };
}

/** A signed-in user with a completed profile; override any field. */
export function makeUser(overrides: Partial<AuthUser> = {}): AuthUser {
  return {
    id: 'user-1',
    email: 'ada@example.com',
    fullName: 'Ada Lovelace',
    firstName: 'Ada',
    role: 'teacher',
    plan: 'free',
    ...overrides,
  };
}

/** A fetch stand-in answering JSON with `status`. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}
