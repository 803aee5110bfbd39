import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Task } from '@ttc/shared-protocol/api/tasks';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AuthStateContext } from '../../../lib/auth-state';
import { loadNamespaces } from '../../../lib/i18n';
import { createQueryClient } from '../../../lib/query-client';
import { jsonResponse, makeUser } from '../../../testing/render-app';
import { AssignmentsScreen } from './assignments-screen';

const CLASS_ID = '3b8f0b8e-2f4f-4f49-9b0a-5a1c2d3e4f50';
const TASK_ID = '9c1d2e3f-4a5b-4c6d-8e7f-8091a2b3c4d5';
const TODO_ID = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';

function task(overrides: Partial<Task> = {}): Task {
  return {
    id: TASK_ID,
    userId: 'user-1',
    title: 'Quarter past at home',
    description: 'Ten clocks',
    status: 'pending',
    priority: 'high',
    dueDate: '2030-05-03T15:00:00.000Z',
    completedAt: null,
    createdAt: '2030-04-01T10:00:00.000Z',
    updatedAt: '2030-04-01T10:00:00.000Z',
    classId: CLASS_ID,
    preset: { level: 4, questionCount: 10 },
    shareCode: 'abcdefghjk',
    ...overrides,
  };
}

const CLASSES = {
  classes: [
    {
      id: CLASS_ID,
      teacherId: 'user-1',
      name: 'Owls',
      grade: '1',
      language: 'en',
      childCount: 3,
      createdAt: '2030-04-01T10:00:00.000Z',
      updatedAt: '2030-04-01T10:00:00.000Z',
    },
  ],
};

beforeAll(async () => {
  await loadNamespaces(['assignments', 'progress']);
});
afterEach(() => vi.unstubAllGlobals());

type Call = { method: string; path: string; body: unknown };

function stubApi(tasks: Task[], playCounts: Record<string, number> = {}) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    const method = init?.method ?? 'GET';
    calls.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (method === 'GET' && path === '/api/tasks') return jsonResponse({ tasks, playCounts });
    if (method === 'GET' && path === '/api/classes') return jsonResponse(CLASSES);
    if (method === 'POST' && path === '/api/tasks') return jsonResponse(task(), 201);
    if (method === 'PATCH') return jsonResponse(task());
    if (method === 'DELETE') return new Response(null, { status: 204 });
    return jsonResponse({ error: { code: 'not_found', message: 'No.' } }, 404);
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

function renderScreen(state?: unknown) {
  const events = userEvent.setup();
  render(
    <AuthStateContext.Provider value={{ user: makeUser(), isLoading: false }}>
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={[{ pathname: '/teacher/assignments', state }]}>
          <Routes>
            <Route path="/teacher/assignments" element={<AssignmentsScreen />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </AuthStateContext.Provider>,
  );
  return events;
}

describe('AssignmentsScreen', () => {
  it('When the list loads, then each assignment shows its link, QR code and how many children played', async () => {
    stubApi(
      [
        task(),
        task({
          id: TODO_ID,
          title: 'Print sheets',
          classId: null,
          preset: null,
          shareCode: null,
          priority: 'low',
        }),
      ],
      {
        [TASK_ID]: 2,
      },
    );
    renderScreen();
    const item = (await screen.findByRole('heading', { name: 'Quarter past at home' })).closest(
      'li',
    );
    if (!item) throw new Error('no item');
    const inItem = within(item);
    expect(inItem.getByText(`${window.location.origin}/play/abcdefghjk`)).toBeVisible();
    expect(inItem.getByTitle('QR code of the link to Quarter past at home')).toBeTruthy();
    expect(inItem.getByText('2 children have played it')).toBeVisible();
    expect(await inItem.findByText(/Assignment for Owls/)).toBeVisible();
    expect(inItem.getByText(/level 4, .*10 questions/)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Print sheets' })).toBeVisible();
  });

  it('When a teacher creates an assignment for a class, then the insert carries their userId, the class and the preset', async () => {
    const calls = stubApi([]);
    const events = renderScreen();
    await events.click(await screen.findByRole('button', { name: 'New task or assignment' }));
    await events.click(screen.getByRole('radio', { name: 'Assignment for a class' }));
    await events.type(screen.getByLabelText('Title'), 'Half past');
    await events.click(screen.getByRole('button', { name: 'Create' }));
    expect(screen.getByText('Choose the class it is for.')).toBeVisible();
    await events.selectOptions(await screen.findByLabelText('Class'), 'Owls');
    await events.selectOptions(screen.getByLabelText('Questions'), '8');
    await events.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({
      userId: 'user-1',
      title: 'Half past',
      description: null,
      status: 'pending',
      priority: 'medium',
      dueDate: null,
      classId: CLASS_ID,
      preset: { level: 1, questionCount: 8 },
    });
  });

  it('When another screen sends a class, preset and title, then the form opens filled in', async () => {
    stubApi([]);
    renderScreen({
      classId: CLASS_ID,
      preset: { level: 7, questionCount: 10 },
      title: 'Hands swapped group',
    });
    expect(await screen.findByLabelText('Title')).toHaveValue('Hands swapped group');
    expect(screen.getByRole('radio', { name: 'Assignment for a class' })).toBeChecked();
    expect(screen.getByLabelText('What the children practise')).toHaveValue('7');
  });

  it('When the status is changed and a task deleted after confirming, then PATCH names the id and DELETE follows', async () => {
    const calls = stubApi([task()]);
    const events = renderScreen();
    await events.selectOptions(await screen.findByLabelText('Status'), 'Completed');
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
        id: TASK_ID,
        status: 'completed',
      }),
    );
    await events.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('every answer the children gave');
    await events.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'DELETE' && c.path === `/api/tasks/${TASK_ID}`)).toBe(
        true,
      ),
    );
  });

  it('When the filter shows completed tasks, then open ones are hidden', async () => {
    stubApi([
      task(),
      task({
        id: TODO_ID,
        title: 'Done thing',
        status: 'completed',
        classId: null,
        preset: null,
        shareCode: null,
      }),
    ]);
    const events = renderScreen();
    await screen.findByRole('heading', { name: 'Quarter past at home' });
    expect(screen.queryByRole('heading', { name: 'Done thing' })).toBeNull();
    await events.selectOptions(screen.getByLabelText('Show'), 'Completed');
    expect(screen.getByRole('heading', { name: 'Done thing' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Quarter past at home' })).toBeNull();
  });
});
