import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserStats } from '@ttc/shared-protocol/game/stats';
import { MemoryRouter } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AuthState, AuthStateContext } from '../../../lib/auth-state';
import type { AnswerRecord } from '../../../lib/guest-progress/answer-history';
import { GuestStorageKey } from '../../../lib/guest-progress/storage-keys';
import { loadNamespaces } from '../../../lib/i18n';
import { queueFinishedGame } from '../../../lib/progress-sync/finished-game';
import { createQueryClient } from '../../../lib/query-client';
import { setQueryClientForTests } from '../../../lib/query-client-source';
import { jsonResponse, makeUser } from '../../../testing/render-app';
import { ProgressScreen } from './progress-screen';

beforeAll(async () => {
  await loadNamespaces(['progress']);
});

const DAY = 86_400_000;

function answer(correct: boolean, answeredAt: number): AnswerRecord {
  return {
    questionId: 1,
    type: 'multiple_choice',
    difficulty: '5',
    answer: { kind: 'choice', label: '3:15' },
    expected: correct ? '3:15' : '4:15',
    correct,
    tag: correct ? null : 'next_hour',
    matches: correct ? [] : ['next_hour'],
    answeredAt,
    responseMs: 3000,
  };
}

function storeHistory(answers: AnswerRecord[]) {
  localStorage.setItem(GuestStorageKey.answerHistory, JSON.stringify({ version: 1, answers }));
}

function renderProgress(auth: AuthState = { user: null, isLoading: false }) {
  return render(
    <AuthStateContext.Provider value={auth}>
      <MemoryRouter initialEntries={['/progress']}>
        <ProgressScreen />
      </MemoryRouter>
    </AuthStateContext.Provider>,
  );
}

function stat(card: HTMLElement, label: string): string | null {
  const term = within(card).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? null;
}

describe('Progress', () => {
  it('When nothing was played on this device, then the empty state invites a first game', () => {
    renderProgress();
    expect(screen.getByRole('heading', { level: 1, name: 'Your Progress' })).toBeInTheDocument();
    expect(screen.getByText('No progress data available')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Play the Student Game' })).toHaveAttribute(
      'href',
      '/student-game',
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('When answers were recorded, then the level, points, bar, streak and the four cards show them', () => {
    // Local noon, so "today" cannot straddle midnight.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 2, 10, 12, 0, 0));
    const now = Date.now();
    const earlier = now - 3 * DAY;
    // Days ago: 4 right, 1 wrong; today: 3 right, 1 wrong, 3 right (streak 3, best 4).
    storeHistory([
      ...Array.from({ length: 4 }, (_, i) => answer(true, earlier + i)),
      answer(false, earlier + 10),
      ...Array.from({ length: 3 }, (_, i) => answer(true, now - 5000 + i)),
      answer(false, now - 4000),
      ...Array.from({ length: 3 }, (_, i) => answer(true, now - 3000 + i)),
    ]);
    renderProgress();

    // 10 right = 1,000 points: level 3 "Half Past" (700), next "Clock Match" at 1,200.
    expect(screen.getByText('Level 3', { selector: '.progress-hero__badge' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Half Past' })).toBeInTheDocument();
    expect(screen.getByText('1000 points')).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Progress to the next level' });
    expect(bar).toHaveAttribute('aria-valuenow', '300');
    expect(bar).toHaveAttribute('aria-valuemax', '500');
    expect(screen.getByText('200 more points to reach Clock Match')).toBeInTheDocument();
    expect(screen.getByText('Streak: 3 in a row')).toBeInTheDocument();

    const current = screen.getByRole('region', { name: 'Current Level' });
    expect(within(current).getByText('Next level: Clock Match')).toBeInTheDocument();

    const levels = screen.getByRole('region', { name: 'All Levels' });
    const items = within(levels).getAllByRole('listitem');
    expect(items).toHaveLength(12);
    expect(items[0]).toHaveTextContent('Complete');
    expect(items[1]).toHaveTextContent('Complete');
    expect(items[2]).toHaveTextContent('Current');
    expect(items[2]).toHaveAttribute('aria-current', 'step');
    expect(items[3]).toHaveTextContent('Upcoming');

    const stats = screen.getByRole('region', { name: 'Your Statistics' });
    expect(stat(stats, 'Total Correct')).toBe('10');
    expect(stat(stats, 'Total Incorrect')).toBe('2');
    expect(stat(stats, 'Accuracy')).toBe('83%');
    expect(stat(stats, 'Best Streak')).toBe('4');

    const today = screen.getByRole('region', { name: "Today's Progress" });
    expect(stat(today, 'Correct Today')).toBe('6');
    expect(stat(today, 'Incorrect Today')).toBe('1');
  });

  it('When the last answer was wrong, then there is no streak badge', () => {
    storeHistory([answer(true, 1000), answer(false, 2000)]);
    renderProgress();
    expect(screen.getByText('100 points')).toBeInTheDocument();
    expect(screen.queryByText(/Streak:/)).toBeNull();
  });

  it('When the stored history is corrupt, then it is logged and the empty state shows', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(GuestStorageKey.answerHistory, '{"version":1,"answers":"lots"}');
    renderProgress();
    expect(screen.getByText('No progress data available')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('studentGame_answerHistory'));
    warn.mockRestore();
  });
});

describe('Progress: signed in', () => {
  const USER_ID = '6f1c1f6e-3c2a-4d55-9a51-1b1f4c1e2a01';
  const signedIn: AuthState = { user: makeUser({ id: USER_ID }), isLoading: false };
  const serverStats = (overrides: Partial<UserStats> = {}): UserStats => ({
    level: 5,
    score: 2000,
    currentLevelProgress: 200,
    maxLevelProgress: 700,
    streak: 0,
    bestStreak: 9,
    totalCorrect: 20,
    totalIncorrect: 5,
    accuracy: 80,
    todayCorrect: 4,
    todayIncorrect: 1,
    ...overrides,
  });

  beforeEach(() => {
    setQueryClientForTests(createQueryClient());
  });

  it('When the server answers, then its stats show in the same view, not the device history', async () => {
    // The device's guest history is not what a signed-in user sees.
    storeHistory([answer(true, 1000)]);
    const fetchMock = vi.fn(async () => jsonResponse(serverStats()));
    vi.stubGlobal('fetch', fetchMock);
    renderProgress(signedIn);

    expect(screen.getByRole('status')).toHaveTextContent('Loading your progress…');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Quarter Past' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Level 5', { selector: '.progress-hero__badge' })).toBeInTheDocument();
    expect(screen.getByText('2000 points')).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Progress to the next level' });
    expect(bar).toHaveAttribute('aria-valuenow', '200');
    expect(bar).toHaveAttribute('aria-valuemax', '700');
    expect(screen.getByText('500 more points to reach Quarter To')).toBeInTheDocument();
    expect(screen.queryByText(/Streak:/)).toBeNull();
    const stats = screen.getByRole('region', { name: 'Your Statistics' });
    expect(stat(stats, 'Total Correct')).toBe('20');
    expect(stat(stats, 'Accuracy')).toBe('80%');
    expect(stat(stats, 'Best Streak')).toBe('9');
    const today = screen.getByRole('region', { name: "Today's Progress" });
    expect(stat(today, 'Correct Today')).toBe('4');

    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    const offset = -new Date().getTimezoneOffset();
    expect(url).toBe(`/api/user/${USER_ID}/stats?utcOffsetMinutes=${offset}`);
    expect(init.method).toBe('GET');
  });

  it('When the request fails, then the error shows with its status, and Try again loads the stats', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(
        jsonResponse({ error: { code: 'internal', message: 'Something broke.' } }, 500),
      )
      .mockResolvedValueOnce(jsonResponse(serverStats({ streak: 2 })));
    vi.stubGlobal('fetch', fetchMock);
    renderProgress(signedIn);

    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: 'We could not load your progress' }),
    ).toBeInTheDocument();
    expect(within(alert).getByText('500: Something broke.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();

    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Streak: 2 in a row')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('When the server answers something out of shape, then the error state shows', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ ...serverStats(), accuracy: 140 })),
    );
    renderProgress(signedIn);
    expect(await screen.findByText("The stats answer's accuracy is invalid.")).toBeInTheDocument();
  });

  it('When the account has no answers yet, then the empty state shows', async () => {
    const none = serverStats({
      level: 1,
      score: 0,
      currentLevelProgress: 0,
      maxLevelProgress: 300,
      bestStreak: 0,
      totalCorrect: 0,
      totalIncorrect: 0,
      accuracy: 0,
      todayCorrect: 0,
      todayIncorrect: 0,
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(none)),
    );
    renderProgress(signedIn);
    expect(await screen.findByText('No progress data available')).toBeInTheDocument();
    expect(screen.queryByText(/on their way/)).toBeNull();
  });

  it('When a finished game still waits on the device, then the screen says so beside the server stats', async () => {
    queueFinishedGame(USER_ID, [answer(true, 1000)]);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(serverStats())),
    );
    renderProgress(signedIn);
    expect(await screen.findByText(/still on their way to your account/)).toBeInTheDocument();
  });

  it('When the session is still being read, then the screen waits instead of showing the guest view', () => {
    storeHistory([answer(true, 1000)]);
    renderProgress({ user: null, isLoading: true });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your progress…');
    expect(screen.queryByText('100 points')).toBeNull();
  });
});

describe('Progress: guest after a merge', () => {
  it('When the device answers were merged into an account, then the guest view no longer counts them', () => {
    const merged = { ...answer(true, 1000), merge: { gameId: 'g', userId: 'u', done: true } };
    storeHistory([merged, answer(true, 2000)] as AnswerRecord[]);
    renderProgress();
    expect(screen.getByText('100 points')).toBeInTheDocument();
  });
});
