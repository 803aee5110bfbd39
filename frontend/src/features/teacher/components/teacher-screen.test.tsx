import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PublicConfig } from '@ttc/shared-protocol/api/config';
import type { SessionDetail, SessionSummary } from '@ttc/shared-protocol/api/session-results';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { authUserQueryKey } from '../../../lib/api/get-auth-user';
import { type AuthState, AuthStateContext } from '../../../lib/auth-state';
import { rememberHostedRoom } from '../../../lib/hosted-room';
import { loadNamespaces } from '../../../lib/i18n';
import { createQueryClient } from '../../../lib/query-client';
import { jsonResponse, makeUser } from '../../../testing/render-app';
import { TeacherScreen } from './teacher-screen';

beforeAll(async () => {
  await loadNamespaces(['teacher']);
});

const SESSION_ID = '6f1c1f1e-9a43-4c61-9d4b-2f2f5b1b7a10';

function config(payments: boolean): PublicConfig {
  return {
    auth: { provider: 'builtin', url: 'http://localhost', anonKey: 'anon' },
    stripe: null,
    features: { liveSessions: true, payments, accounts: true },
  };
}

function summary(overrides: Partial<SessionSummary> = {}): SessionSummary {
  return {
    id: SESSION_ID,
    roomCode: '123456',
    startedAt: Date.UTC(2026, 10, 23, 9, 0),
    endedAt: Date.UTC(2026, 10, 23, 9, 10),
    endReason: 'completed',
    playerCount: 3,
    questionCount: 3,
    averageScore: 133.3,
    mostMissedQuestion: {
      index: 1,
      type: 'set_time',
      questionText: 'Set the clock to 3:05.',
      prompt: { key: 'game.prompt.set_clock', params: { time: '3:05' } },
      missedCount: 2,
    },
    ...overrides,
  };
}

function detail(): SessionDetail {
  return {
    session: {
      // As many as the lists below: one question (a "1 questions" once read here).
      ...summary({
        playerCount: 2,
        questionCount: 1,
        mostMissedQuestion: {
          index: 0,
          type: 'multiple_choice',
          questionText: 'What time does the clock show?',
          prompt: { key: 'game.prompt.read_clock', params: {} },
          missedCount: 1,
        },
      }),
      options: {
        questionCount: 3,
        questionTypes: ['multiple_choice', 'set_time'],
        difficulty: '5',
        secondsPerQuestion: 20,
        leaderboard: 'after-each',
        nicknameMode: 'generated',
        language: 'en',
      },
      answerCount: 7,
      averageAnswerMs: 4_200,
    },
    players: [
      {
        playerId: 'seat-a',
        rank: 1,
        nickname: 'Happy Fox',
        character: 'fox',
        score: 300,
        correctCount: 3,
        totalAnswerMs: 9_000,
        answers: [],
      },
      {
        playerId: 'seat-b',
        rank: 2,
        nickname: 'Brave Owl',
        character: 'owl',
        score: 100,
        correctCount: 1,
        totalAnswerMs: 12_000,
        answers: [],
      },
    ],
    questions: [
      {
        index: 0,
        type: 'multiple_choice',
        questionText: 'What time does the clock show?',
        prompt: { key: 'game.prompt.read_clock', params: {} },
        options: ['3:05', '1:15', '4:05', '3:10'],
        correctLabel: '3:05',
        correctTime: { hour: 3, minute: 5 },
        correctGiven: '3:05',
        skipped: false,
        answeredCount: 2,
        correctCount: 1,
        wrongCount: 1,
        noAnswerCount: 0,
        averageAnswerMs: 4_000,
        choices: [],
        tagCounts: { hands_swapped: 1 },
        mostCommonMistake: { tag: 'hands_swapped', count: 1 },
      },
    ],
  };
}

type ApiRoutes = Record<string, () => Response | Promise<Response>>;

function stubApi(routes: ApiRoutes) {
  const fetch = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const path = String(input);
    const route = routes[path];
    if (!route) return jsonResponse({ error: { code: 'not_found', message: 'Not found' } }, 404);
    return route();
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function Where() {
  const location = useLocation();
  return (
    <p data-testid="where">
      {location.pathname}
      {location.search}|{JSON.stringify(location.state)}
    </p>
  );
}

function renderTeacher(auth: AuthState = { user: makeUser(), isLoading: false }) {
  const client = createQueryClient();
  const events = userEvent.setup();
  render(
    <AuthStateContext.Provider value={auth}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/teacher']}>
          <Routes>
            <Route path="/teacher" element={<TeacherScreen />} />
            <Route path="/host" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </AuthStateContext.Provider>,
  );
  return { events, client };
}

describe('TeacherScreen', () => {
  it('When a teacher picks the options and starts, then the host screen opens with exactly those options', async () => {
    stubApi({
      '/api/config': () => jsonResponse(config(false)),
      '/api/sessions': () => jsonResponse({ sessions: [], nextCursor: null }),
    });
    const { events } = renderTeacher();
    await screen.findByRole('heading', { level: 2, name: 'Start a live session' });
    await events.selectOptions(screen.getByLabelText('Number of questions'), '3');
    await events.click(screen.getByRole('checkbox', { name: 'Set the clock' }));
    // The last question type stays on.
    await events.click(screen.getByRole('checkbox', { name: 'Pick the time' }));
    await events.click(screen.getByRole('checkbox', { name: 'Set the clock' }));
    expect(screen.getByRole('checkbox', { name: 'Set the clock' })).toBeChecked();
    await events.click(screen.getByRole('checkbox', { name: 'Pick the time' }));
    await events.selectOptions(screen.getByLabelText('Time difficulty'), 'Quarter hours');
    await events.selectOptions(screen.getByLabelText('Seconds per question'), '30 seconds');
    await events.click(screen.getByRole('radio', { name: 'Only at the end' }));
    await events.click(screen.getByRole('radio', { name: 'Children may type their own nickname' }));
    await events.selectOptions(screen.getByLabelText('Session language'), 'Deutsch');
    await events.click(screen.getByRole('button', { name: 'Start a live session' }));

    const where = await screen.findByTestId('where');
    const [path, state] = (where.textContent ?? '').split('|');
    expect(path).toBe('/host');
    expect(JSON.parse(state ?? 'null')).toEqual({
      options: {
        questionCount: 3,
        questionTypes: ['set_time', 'multiple_choice'],
        difficulty: '15',
        secondsPerQuestion: 30,
        leaderboard: 'at-end',
        nicknameMode: 'typed',
        language: 'de',
        adaptive: false,
        hideRanks: false,
      },
    });
  });

  it('When a live session hosted on this device has not ended, then the dashboard leads back to it', async () => {
    stubApi({
      '/api/config': () => jsonResponse(config(false)),
      '/api/sessions': () => jsonResponse({ sessions: [], nextCursor: null }),
    });
    rememberHostedRoom('123456');
    renderTeacher();
    expect(
      await screen.findByRole('heading', { name: 'Your live session is still open' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/code 123 456 has not ended/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the live session' })).toHaveAttribute(
      'href',
      '/host/123456',
    );
    localStorage.clear();
  });

  it('When the teacher has no sessions yet, then the empty state says so', async () => {
    stubApi({
      '/api/config': () => jsonResponse(config(false)),
      '/api/sessions': () => jsonResponse({ sessions: [], nextCursor: null }),
    });
    renderTeacher();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your tools...');
    expect(
      await screen.findByText('No sessions yet. Your finished live sessions will appear here.'),
    ).toBeInTheDocument();
  });

  it('When past sessions load, then each shows its results in brief, and See results opens the details', async () => {
    stubApi({
      '/api/config': () => jsonResponse(config(false)),
      '/api/sessions': () =>
        jsonResponse({
          sessions: [summary(), summary({ id: crypto.randomUUID(), endReason: 'ended_early' })],
          nextCursor: null,
        }),
      [`/api/sessions/${SESSION_ID}`]: () => jsonResponse(detail()),
    });
    const { events } = renderTeacher();
    const past = await screen.findByRole('region', { name: 'Past sessions' });
    const items = await within(past).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    const first = items[0] as HTMLElement;
    expect(within(first).getByText('Players').nextSibling).toHaveTextContent('3');
    expect(within(first).getByText('Average score').nextSibling).toHaveTextContent('133.3');
    expect(first).toHaveTextContent(
      'Most missed: question 2, "Set the clock to 3:05." (2 children)',
    );
    expect(within(items[1] as HTMLElement).getByText('Ended early')).toBeInTheDocument();

    await events.click(within(first).getByRole('button', { name: /See the results/ }));
    const detailRegion = await screen.findByRole('region', { name: 'Session results' });
    const rows = await within(detailRegion).findAllByRole('row');
    expect(rows.slice(1).map((r) => r.textContent)).toEqual([
      '1🦊 Happy Fox3003 of 1',
      '2🦉 Brave Owl1001 of 1',
    ]);
    expect(detailRegion).toHaveTextContent(
      /· 2 players · 1 question\. Average answer time: 4\.2 s\./,
    );
    expect(detailRegion).toHaveTextContent(
      'Most common mistake: the hour and minute hands read the other way round (1 child)',
    );
    // The most missed question says which clock, in words and drawn.
    expect(detailRegion).toHaveTextContent(
      'Most missed: question 1, "What time does the clock show?", the clock at 3:05 (1 child)',
    );
    expect(
      within(detailRegion).getByRole('img', {
        name: /The clock of the most missed question, at 3:05/,
      }),
    ).toBeInTheDocument();
    await events.click(within(detailRegion).getByRole('button', { name: 'Back to all sessions' }));
    expect(await screen.findByRole('region', { name: 'Past sessions' })).toBeInTheDocument();
  });

  it('When past sessions cannot be loaded, then the error shows with Try again, which loads them', async () => {
    let fail = true;
    stubApi({
      '/api/config': () => jsonResponse(config(false)),
      '/api/sessions': () =>
        fail
          ? jsonResponse({ error: { code: 'internal', message: 'Database down' } }, 500)
          : jsonResponse({ sessions: [summary()], nextCursor: null }),
    });
    const { events } = renderTeacher();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Past sessions could not be loaded (500: Database down).');
    fail = false;
    await events.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Players')).toBeInTheDocument();
  });

  it('When a teacher opens the dashboard, then the Lesson Plans, My Students, Analytics, Assignments and School cards lead to their screens', async () => {
    stubApi({
      '/api/config': () => jsonResponse(config(false)),
      '/api/sessions': () => jsonResponse({ sessions: [], nextCursor: null }),
    });
    renderTeacher();
    const tools = await screen.findByRole('navigation', { name: 'Your tools' });
    const links = within(tools)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Lesson Plans', '/teacher/lessons'],
      ['My Students', '/teacher/classes'],
      ['Analytics', '/teacher/classes'],
      ['Assignments', '/teacher/assignments'],
      ['School', '/teacher/school'],
    ]);
  });

  it.each(['student', 'parent'] as const)(
    'When a %s opens the dashboard, then it says why the tools are for teachers and switches the role to teacher on request',
    async (role) => {
      const fetch = stubApi({
        '/api/config': () => jsonResponse(config(false)),
        '/api/profile/role': () => jsonResponse(makeUser({ role: 'teacher' })),
      });
      const { events, client } = renderTeacher({ user: makeUser({ role }), isLoading: false });
      client.setQueryData(authUserQueryKey, makeUser({ role }));
      expect(
        await screen.findByRole('heading', { name: 'The teacher tools are for teachers' }),
      ).toBeInTheDocument();
      expect(screen.getByText(`Your profile says you are a ${role}.`)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'profile' })).toHaveAttribute('href', '/profile');
      expect(screen.queryByRole('heading', { name: 'Start a live session' })).toBeNull();

      await events.click(screen.getByRole('button', { name: 'I am a teacher: switch my role' }));
      await vi.waitFor(() =>
        expect(client.getQueryState(authUserQueryKey)?.isInvalidated).toBe(true),
      );
      const patch = fetch.mock.calls.find(([path]) => String(path) === '/api/profile/role');
      expect(patch?.[1]?.method).toBe('PATCH');
      expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ role: 'teacher' });
    },
  );

  it('When switching the role fails, then the error shows and the tools stay closed', async () => {
    stubApi({
      '/api/config': () => jsonResponse(config(false)),
      '/api/profile/role': () =>
        jsonResponse({ error: { code: 'internal', message: 'Database down' } }, 500),
    });
    const { events } = renderTeacher({ user: makeUser({ role: 'student' }), isLoading: false });
    await events.click(
      await screen.findByRole('button', { name: 'I am a teacher: switch my role' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your role could not be switched (500: Database down).',
    );
  });

  it('When billing is configured and the teacher is on the free plan, then the tools are behind the upgrade prompt', async () => {
    stubApi({ '/api/config': () => jsonResponse(config(true)) });
    renderTeacher();
    expect(await screen.findByRole('heading', { name: 'Upgrade required' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/upgrade');
    expect(screen.queryByRole('heading', { name: 'Start a live session' })).toBeNull();
  });

  it('When billing is configured and the teacher is on the pro plan, then the tools show', async () => {
    stubApi({
      '/api/config': () => jsonResponse(config(true)),
      '/api/sessions': () => jsonResponse({ sessions: [], nextCursor: null }),
    });
    renderTeacher({ user: makeUser({ plan: 'pro' }), isLoading: false });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Start a live session' }),
    ).toBeInTheDocument();
  });
});
