import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeUser } from '../../testing/render-app';
import { createQueryClient } from '../query-client';
import { authUserQueryKey, getAuthUser } from './get-auth-user';
import { getPublicConfig } from './get-public-config';

describe('GET /api/auth/user', () => {
  it('When the API answers 401, then there is no user (null)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse({ error: { code: 'unauthorized', message: 'Sign in.' } }, 401),
      ),
    );
    await expect(getAuthUser()).resolves.toBeNull();
  });

  it('When the API answers with a user, then it is parsed with the shared schema', async () => {
    const user = makeUser();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(user)),
    );
    await expect(getAuthUser()).resolves.toEqual(user);
  });

  it('When the API answers something else, then the query fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ id: 1 })),
    );
    await expect(getAuthUser()).rejects.toThrow();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('down', { status: 500 })),
    );
    await expect(getAuthUser()).rejects.toThrow('500: down');
  });

  it('When the query key is read, then it is the spec key', () => {
    expect(authUserQueryKey).toEqual(['/api/auth', 'user']);
  });
});

describe('GET /api/config', () => {
  it('When the API answers a valid config, then it is returned; an invalid one fails', async () => {
    const config = {
      auth: { provider: 'builtin', url: 'http://localhost:3000', anonKey: 'anon' },
      stripe: null,
      features: { liveSessions: true, payments: false, accounts: false },
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(config)),
    );
    await expect(getPublicConfig()).resolves.toEqual(config);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ auth: null })),
    );
    await expect(getPublicConfig()).rejects.toThrow();
  });
});

describe('query defaults', () => {
  it('When the client is made, then queries never go stale, never refetch on focus and never retry', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries?.staleTime).toBe(Number.POSITIVE_INFINITY);
    expect(defaults.queries?.refetchOnWindowFocus).toBe(false);
    expect(defaults.queries?.refetchInterval).toBe(false);
    expect(defaults.queries?.retry).toBe(false);
    expect(defaults.mutations?.retry).toBe(false);
  });

  it('When a query has no function, then it GETs the key parts joined with slashes', async () => {
    const fetchMock = vi.fn(async () => jsonResponse([{ level: 1, name: 'A', description: 'B' }]));
    vi.stubGlobal('fetch', fetchMock);
    const data = await createQueryClient().fetchQuery({ queryKey: ['/api', 'levels'] });
    expect(data).toHaveLength(1);
    expect((fetchMock.mock.calls[0] as unknown as [string])[0]).toBe('/api/levels');
  });
});
