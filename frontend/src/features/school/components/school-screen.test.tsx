import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AuthStateContext } from '../../../lib/auth-state';
import { loadNamespaces } from '../../../lib/i18n';
import { createQueryClient } from '../../../lib/query-client';
import { jsonResponse, makeUser } from '../../../testing/render-app';
import {
  ADMIN_ID,
  adminSchool,
  analytics,
  CLASS_ID,
  classes,
  INVITE_ID,
  SESSION_ID,
  sessions,
  TEACHER_ID,
} from '../testing/school-data';
import { SchoolScreen } from './school-screen';

beforeAll(async () => {
  await loadNamespaces(['school', 'teacher']);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

type Handler = (init: RequestInit | undefined) => Response | Promise<Response>;

/** A fetch stand-in: `METHOD path` (or just the path for GET) to a handler. */
function stubApi(routes: Record<string, Handler>) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    const method = init?.method ?? 'GET';
    const route = routes[`${method} ${path}`] ?? (method === 'GET' ? routes[path] : undefined);
    if (!route) return jsonResponse({ error: { code: 'not_found', message: 'Not found' } }, 404);
    return route(init);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const adminLists = {
  '/api/school/classes': () => jsonResponse(classes()),
  '/api/school/sessions': () => jsonResponse(sessions()),
  '/api/school/analytics': () => jsonResponse(analytics()),
};

function renderSchool() {
  const client = createQueryClient();
  const events = userEvent.setup();
  render(
    <AuthStateContext.Provider value={{ user: makeUser({ id: ADMIN_ID }), isLoading: false }}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/teacher/school']}>
          <Routes>
            <Route path="/teacher/school" element={<SchoolScreen />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </AuthStateContext.Provider>,
  );
  return { events };
}

const bodyOf = (fetch: ReturnType<typeof stubApi>, key: string) => {
  const [method, path] = key.split(' ');
  const call = fetch.mock.calls.find(([p, init]) => String(p) === path && init?.method === method);
  return call ? (JSON.parse(String(call[1]?.body ?? 'null')) as unknown) : undefined;
};

describe('SchoolScreen', () => {
  it('When a teacher has no school, then creating one explains the admin role and opens the admin view', async () => {
    let school: unknown = { school: null };
    const fetch = stubApi({
      '/api/school': () => jsonResponse(school),
      'POST /api/school': () => {
        school = adminSchool();
        return jsonResponse(school, 201);
      },
      ...adminLists,
    });
    const { events } = renderSchool();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your school...');
    const create = await screen.findByRole('region', { name: 'Create your school' });
    expect(create).toHaveTextContent('Whoever creates it becomes its admin.');
    expect(create).toHaveTextContent('As the admin you invite teachers by email');
    await events.type(within(create).getByLabelText('School name'), '  Maple Grove Primary ');
    await events.click(within(create).getByRole('button', { name: 'Create the school' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Maple Grove Primary' }),
    ).toBeInTheDocument();
    expect(bodyOf(fetch, 'POST /api/school')).toEqual({ name: 'Maple Grove Primary' });
    expect(screen.getByText('You are the admin of Maple Grove Primary.')).toBeInTheDocument();
  });

  it('When creating the school fails, then the reason shows in the form', async () => {
    stubApi({
      '/api/school': () => jsonResponse({ school: null }),
      'POST /api/school': () =>
        jsonResponse({ error: { code: 'conflict', message: 'You already have a school.' } }, 409),
    });
    const { events } = renderSchool();
    await events.type(await screen.findByLabelText('School name'), 'Maple');
    await events.click(screen.getByRole('button', { name: 'Create the school' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The school could not be created (409: You already have a school.).',
    );
  });

  it('When a teacher belongs to a school, then they see its name and what the admin sees', async () => {
    stubApi({
      '/api/school': () =>
        jsonResponse({
          school: { ...adminSchool().school, role: 'teacher', members: [], invites: [] },
        }),
    });
    renderSchool();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'You teach at Maple Grove Primary.' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/can see your classes and sessions/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Teachers' })).toBeNull();
  });

  it('When the admin removes a teacher, then a confirmation comes first, and Remove from the school removes them', async () => {
    let school = adminSchool();
    const fetch = stubApi({
      '/api/school': () => jsonResponse(school),
      [`DELETE /api/school/members/${TEACHER_ID}`]: () => {
        school = adminSchool({ members: adminSchool().school?.members.slice(0, 1) ?? [] });
        return new Response(null, { status: 204 });
      },
      ...adminLists,
    });
    const { events } = renderSchool();
    const teachers = await screen.findByRole('region', { name: 'Teachers' });
    const rows = within(teachers).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Ada Lovelace (you)ada@example.comAdmin25',
      'Grace Hoppergrace@example.com25Remove',
    ]);
    // Nobody removes the admin (themselves).
    expect(within(rows[0] as HTMLElement).queryByRole('button')).toBeNull();

    await events.click(
      within(teachers).getByRole('button', { name: 'Remove Grace Hopper from the school' }),
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Remove Grace Hopper?' });
    await events.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    await events.click(
      within(teachers).getByRole('button', { name: 'Remove Grace Hopper from the school' }),
    );
    await events.click(
      within(screen.getByRole('alertdialog')).getByRole('button', {
        name: 'Remove from the school',
      }),
    );
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await vi.waitFor(() => expect(within(teachers).getAllByRole('row')).toHaveLength(2));
  });

  it('When the admin invites a teacher, then the address gets an invitation in the app language, and a pending one can be revoked', async () => {
    let school = adminSchool();
    const fetch = stubApi({
      '/api/school': () => jsonResponse(school),
      'POST /api/school/invites': () => jsonResponse({ id: INVITE_ID }, 201),
      [`DELETE /api/school/invites/${INVITE_ID}`]: () => {
        school = adminSchool({ invites: [] });
        return new Response(null, { status: 204 });
      },
      ...adminLists,
    });
    const { events } = renderSchool();
    const invite = await screen.findByRole('region', { name: 'Invite a teacher' });
    await events.type(within(invite).getByLabelText("Teacher's email"), 'katherine@example.com');
    await events.click(within(invite).getByRole('button', { name: 'Send the invitation' }));
    expect(
      await within(invite).findByText('Invitation sent to katherine@example.com.'),
    ).toBeInTheDocument();
    expect(bodyOf(fetch, 'POST /api/school/invites')).toEqual({
      email: 'katherine@example.com',
      language: 'en',
    });
    expect(within(invite).getByLabelText("Teacher's email")).toHaveValue('');

    expect(within(invite).getByText('alan@example.com')).toBeInTheDocument();
    await events.click(
      within(invite).getByRole('button', { name: 'Revoke the invitation to alan@example.com' }),
    );
    expect(await within(invite).findByText('No pending invitations.')).toBeInTheDocument();
  });

  it('When an invitation cannot be sent, then the server says why', async () => {
    stubApi({
      '/api/school': () => jsonResponse(adminSchool()),
      'POST /api/school/invites': () =>
        jsonResponse(
          { error: { code: 'conflict', message: 'That teacher is already in a school.' } },
          409,
        ),
      ...adminLists,
    });
    const { events } = renderSchool();
    const invite = await screen.findByRole('region', { name: 'Invite a teacher' });
    await events.type(within(invite).getByLabelText("Teacher's email"), 'grace@example.com');
    await events.click(within(invite).getByRole('button', { name: 'Send the invitation' }));
    expect(await within(invite).findByRole('alert')).toHaveTextContent(
      'The invitation could not be sent (409: That teacher is already in a school.).',
    );
  });

  it('When the admin opens the school, then every class and session of the school is listed and opens', async () => {
    const second = '0b6b1c1e-0000-4000-8000-000000000006';
    stubApi({
      '/api/school': () => jsonResponse(adminSchool()),
      '/api/school/classes': () => jsonResponse(classes()),
      '/api/school/sessions': () => jsonResponse(sessions('page-2')),
      '/api/school/sessions?cursor=page-2': () => jsonResponse(sessions(null, second, null)),
      '/api/school/analytics': () => jsonResponse(analytics()),
    });
    const { events } = renderSchool();
    const classList = await screen.findByRole('region', { name: 'Classes' });
    expect(await within(classList).findByRole('link', { name: 'Owls 1B' })).toHaveAttribute(
      'href',
      `/teacher/classes/${CLASS_ID}`,
    );
    expect(classList).toHaveTextContent('Grace Hopper');

    const sessionList = screen.getByRole('region', { name: 'Sessions' });
    const open = await within(sessionList).findAllByRole('link', { name: /See the results/ });
    expect(open[0]).toHaveAttribute('href', `/teacher?session=${SESSION_ID}`);
    expect(within(sessionList).getByRole('link', { name: 'Owls 1B' })).toHaveAttribute(
      'href',
      `/teacher/classes/${CLASS_ID}`,
    );
    await events.click(within(sessionList).getByRole('button', { name: 'Show more sessions' }));
    expect(await within(sessionList).findByText('No class')).toBeInTheDocument();
    expect(within(sessionList).getAllByRole('link', { name: /See the results/ })).toHaveLength(2);
    expect(within(sessionList).queryByRole('button', { name: 'Show more sessions' })).toBeNull();
  });

  it('When the school has results, then accuracy by skill, the misconception trend and each teacher show', async () => {
    stubApi({ '/api/school': () => jsonResponse(adminSchool()), ...adminLists });
    renderSchool();
    const results = await screen.findByRole('region', { name: 'School results' });
    expect(await within(results).findByText('75% right over 200 answers')).toBeInTheDocument();
    const skills = within(results).getByRole('table', { name: 'Accuracy by skill' });
    expect(
      within(skills)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual(["O'clock10090%", 'Half past10060%']);
    const trend = within(results).getByRole('table', {
      name: 'Misconception trends (Per 100 answers)',
    });
    expect(
      within(trend)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual([
      'Monththe hour and minute hands read the other way round"past" and "to" mixed up',
      'Feb 2026102',
      'Mar 202640',
    ]);
    const byTeacher = within(results).getByRole('table', { name: 'By teacher' });
    expect(byTeacher).toHaveTextContent('Grace Hopper2520075%');
    expect(within(results).getByRole('button', { name: 'Print' })).toBeInTheDocument();
  });

  it('When the school has no answers yet, then the results say so', async () => {
    stubApi({
      '/api/school': () => jsonResponse(adminSchool()),
      ...adminLists,
      '/api/school/analytics': () =>
        jsonResponse(
          analytics({ answered: 0, correct: 0, skills: [], tagTrend: [], teachers: [] }),
        ),
    });
    renderSchool();
    expect(
      await screen.findByText(
        "No answers yet. The school's results appear after the first sessions and assignments.",
      ),
    ).toBeInTheDocument();
  });

  it('When the school cannot be loaded, then the error shows with Try again, which loads it', async () => {
    let fail = true;
    stubApi({
      '/api/school': () =>
        fail
          ? jsonResponse({ error: { code: 'internal', message: 'Database down' } }, 500)
          : jsonResponse({ school: null }),
    });
    const { events } = renderSchool();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your school could not be loaded (500: Database down).');
    fail = false;
    await events.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Create your school' })).toBeInTheDocument();
  });

  it('When the account may not use the school tools, then it is sent to the dashboard to switch its role', async () => {
    stubApi({
      '/api/school': () =>
        jsonResponse({ error: { code: 'forbidden', message: 'Teachers only.' } }, 403),
    });
    renderSchool();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The school tools are for teacher accounts.');
    expect(within(alert).getByRole('link', { name: 'Teacher Dashboard' })).toHaveAttribute(
      'href',
      '/teacher',
    );
  });
});
