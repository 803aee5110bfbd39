import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadNamespaces } from '../../../lib/i18n';
import { createQueryClient } from '../../../lib/query-client';
import { jsonResponse } from '../../../testing/render-app';
import { adminSchool } from '../testing/school-data';
import { SchoolJoinScreen } from './school-join-screen';

const TOKEN = 'invitation-token-0123456789';

beforeAll(async () => {
  await loadNamespaces(['school']);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function stubAccept(accept: () => Response) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    if (path === '/api/school/invites/accept' && init?.method === 'POST') return accept();
    if (path === '/api/school') {
      return jsonResponse({ school: { ...adminSchool().school, role: 'teacher' } });
    }
    return jsonResponse({ error: { code: 'not_found', message: 'Not found' } }, 404);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderJoin(search: string) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[`/school/join${search}`]}>
        <Routes>
          <Route path="/school/join" element={<SchoolJoinScreen />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const refusal = (status: number, code: string, message: string) => () =>
  jsonResponse({ error: { code, message } }, status);

describe('SchoolJoinScreen', () => {
  it('When a signed-in teacher opens the invitation link, then the invitation is accepted once and the school welcomes them', async () => {
    const fetch = stubAccept(() => jsonResponse({ ok: true }));
    renderJoin(`?token=${TOKEN}`);
    expect(screen.getByRole('status')).toHaveTextContent('Joining the school...');
    expect(
      await screen.findByRole('heading', { name: 'Welcome to Maple Grove Primary!' }),
    ).toBeInTheDocument();
    const accepts = fetch.mock.calls.filter(([p]) => String(p) === '/api/school/invites/accept');
    expect(accepts).toHaveLength(1);
    expect(JSON.parse(String(accepts[0]?.[1]?.body))).toEqual({ token: TOKEN });
    expect(screen.getByRole('link', { name: 'Open the Teacher Dashboard' })).toHaveAttribute(
      'href',
      '/teacher',
    );
  });

  it.each([
    [
      'expired',
      refusal(
        409,
        'conflict',
        'This invitation has expired. Ask your school admin to send a new one.',
      ),
      'This invitation has expired. Ask the school',
    ],
    [
      'used',
      refusal(409, 'conflict', 'This invitation has already been used.'),
      'This invitation has already been used.',
    ],
    [
      'for another account',
      refusal(403, 'forbidden', 'This invitation was sent to another address.'),
      'This invitation was sent to another email address. Sign out',
    ],
    [
      'for a teacher already in a school',
      refusal(409, 'conflict', 'You already belong to a school.'),
      'You already belong to a school.',
    ],
    ['unknown', refusal(404, 'not_found', 'Not found'), 'This invitation link is not valid.'],
  ])('When the invitation is %s, then the screen says so', async (_case, accept, text) => {
    stubAccept(accept);
    renderJoin(`?token=${TOKEN}`);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading')).toHaveTextContent('You could not join the school');
    expect(alert).toHaveTextContent(text);
  });

  it('When the link has no token, then nothing is sent and the screen explains', async () => {
    const fetch = stubAccept(() => jsonResponse({ ok: true }));
    renderJoin('');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link has no invitation in it.',
    );
    expect(fetch).not.toHaveBeenCalled();
  });
});
