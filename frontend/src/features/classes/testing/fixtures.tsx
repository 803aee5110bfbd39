import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ClassAnalytics } from '@ttc/shared-protocol/api/analytics';
import type { ClassDetail, ClassSummary } from '@ttc/shared-protocol/api/classes';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { setAccessToken } from '../../../lib/auth-session';
import { createQueryClient } from '../../../lib/query-client';
import { jsonResponse } from '../../../testing/render-app';

// Builders and a fake API for the classes screens' tests.

export const CLASS_ID = '2b0f5d1e-7c1a-4a59-9a51-0f7f2a7c1a01';
export const FOX_ID = '5a8e4b43-8c8f-4f0e-9d1f-1b6c7d1f0a11';
export const OWL_ID = '5a8e4b43-8c8f-4f0e-9d1f-1b6c7d1f0a12';
export const SESSION_ID = '6f1c1f1e-9a43-4c61-9d4b-2f2f5b1b7a10';
const TEACHER_ID = '0d5c1a8e-3f1b-4c55-8d1e-7f1a2b3c4d5e';
const AT = '2026-11-23T09:00:00.000Z';

export function makeSummary(overrides: Partial<ClassSummary> = {}): ClassSummary {
  return {
    id: CLASS_ID,
    teacherId: TEACHER_ID,
    name: 'Room 4 Bluebirds',
    grade: '1',
    language: 'en',
    childCount: 2,
    createdAt: AT,
    updatedAt: AT,
    ...overrides,
  };
}

export function makeClass(overrides: Partial<ClassDetail> = {}): ClassDetail {
  return {
    ...makeSummary(),
    children: [
      { id: FOX_ID, nickname: 'Zippy', character: 'fox' },
      { id: OWL_ID, nickname: 'Hoot', character: 'owl' },
    ],
    ...overrides,
  };
}

export function makeAnalytics(overrides: Partial<ClassAnalytics> = {}): ClassAnalytics {
  return {
    classId: CLASS_ID,
    answered: 20,
    correct: 14,
    averageAnswerMs: 4_200,
    skills: [
      { skill: 'oclock', answered: 10, correct: 9 },
      { skill: 'quarter', answered: 10, correct: 5 },
    ],
    types: [
      { type: 'multiple_choice', answered: 14, correct: 11 },
      { type: 'set_time', answered: 6, correct: 3 },
    ],
    tags: ['hands_swapped', 'past_to_reversed'],
    children: [
      {
        child: { id: FOX_ID, nickname: 'Zippy', character: 'fox' },
        answered: 10,
        correct: 6,
        averageAnswerMs: 5_000,
        cells: [
          {
            tag: 'hands_swapped',
            count: 3,
            missed: [
              {
                type: 'multiple_choice',
                correctTime: { hour: 3, minute: 15 },
                given: '3:03',
                source: 'session',
              },
              {
                type: 'set_time',
                correctTime: { hour: 9, minute: 45 },
                given: '9:09',
                source: 'assignment',
              },
            ],
          },
        ],
      },
      {
        child: { id: OWL_ID, nickname: 'Hoot', character: 'owl' },
        answered: 10,
        correct: 8,
        averageAnswerMs: 3_400,
        cells: [{ tag: 'past_to_reversed', count: 1, missed: [] }],
      },
    ],
    trend: [
      {
        source: 'session',
        id: SESSION_ID,
        at: AT,
        answered: 12,
        correct: 7,
        averageAnswerMs: 4_800,
      },
      {
        source: 'assignment',
        id: '7c1d1a2b-1111-4a2b-8c3d-9e8f7a6b5c4d',
        at: '2026-11-25T15:00:00.000Z',
        answered: 8,
        correct: 7,
        averageAnswerMs: 3_300,
      },
    ],
    mostMissed: [
      {
        type: 'multiple_choice',
        correctTime: { hour: 3, minute: 15 },
        answered: 2,
        missed: 2,
        commonAnswer: '3:03',
        commonTag: 'hands_swapped',
      },
    ],
    groups: [
      {
        tag: 'hands_swapped',
        children: [
          { id: FOX_ID, nickname: 'Zippy', character: 'fox' },
          { id: OWL_ID, nickname: 'Hoot', character: 'owl' },
        ],
        level: 5,
        lessonPlanId: 'quarter-past',
      },
    ],
    ...overrides,
  };
}

type Handler = (init: RequestInit) => Response | Promise<Response>;
/** `METHOD path` (with the query) to a handler; anything else answers 404. */
export type ApiRoutes = Record<string, Handler>;

export function stubApi(routes: ApiRoutes) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const key = `${init.method ?? 'GET'} ${String(input)}`;
    const route = routes[key];
    if (!route) return jsonResponse({ error: { code: 'not_found', message: 'Not found' } }, 404);
    return route(init);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** The body a stubbed fetch call sent, parsed. */
export function sentBody(fetch: ReturnType<typeof stubApi>, key: string): unknown {
  const call = fetch.mock.calls.find(
    ([input, init]) => `${init?.method ?? 'GET'} ${String(input)}` === key,
  );
  const body = call?.[1]?.body;
  return typeof body === 'string' ? JSON.parse(body) : undefined;
}

function Where() {
  const location = useLocation();
  return (
    <p data-testid="where">
      {location.pathname}|{JSON.stringify(location.state)}
    </p>
  );
}

/** Renders `element` at `path` under `pattern`, with a fresh query client and a session token. */
export function renderAt(path: string, pattern: string, element: ReactNode) {
  setAccessToken('test-access-token');
  const client = createQueryClient();
  const events = userEvent.setup();
  const result = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={pattern} element={element} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, events, client };
}

/** Where the app navigated to: the path and the router state. */
export function whereText(text: string | null): { path: string; state: unknown } {
  const [path = '', state = 'null'] = (text ?? '').split('|');
  return { path, state: JSON.parse(state) };
}
