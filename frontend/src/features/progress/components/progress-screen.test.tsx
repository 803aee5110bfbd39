import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptyLearner, type LearnerModel } from '@ttc/shared-protocol/game/learner/learner-model';
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

/** An o'clock answer of a game by level: R read right, S set right, W read wrong (with `tag`). */
function levelAnswer(
  mark: 'R' | 'S' | 'W',
  answeredAt: number,
  level: number,
  tag: AnswerRecord['tag'] = 'hands_swapped',
): AnswerRecord {
  const correct = mark !== 'W';
  return {
    questionId: 1,
    type: mark === 'S' ? 'set_time' : 'read_time',
    difficulty: 'hour',
    answer:
      mark === 'S'
        ? { kind: 'clock', time: { hour: 3, minute: 0 } }
        : { kind: 'choice', label: correct ? '3:00' : '12:15' },
    expected: '3:00',
    correct,
    tag: correct ? null : tag,
    matches: correct || !tag ? [] : [tag],
    answeredAt,
    responseMs: 3000,
    skill: 'oclock',
    level,
    purpose: 'level',
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

  it('When answers were recorded, then the level, points, bar, streak, skills, mistakes and the four cards show them', () => {
    // Local noon, so "today" cannot straddle midnight.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 2, 10, 12, 0, 0));
    const now = Date.now();
    const earlier = now - 3 * DAY;
    // Days ago: 4 right (one a set clock), 1 wrong; today: 3 right (one set), 1 wrong, 1 right
    // (the 8th right at level 1: promoted), then 2 right at level 2 (streak 3, best 4).
    storeHistory([
      levelAnswer('R', earlier, 1),
      levelAnswer('S', earlier + 1, 1),
      levelAnswer('R', earlier + 2, 1),
      levelAnswer('R', earlier + 3, 1),
      levelAnswer('W', earlier + 10, 1, 'hands_swapped'),
      levelAnswer('S', now - 5000, 1),
      levelAnswer('R', now - 4999, 1),
      levelAnswer('R', now - 4998, 1),
      levelAnswer('W', now - 4000, 1, 'next_hour'),
      levelAnswer('R', now - 3000, 1),
      levelAnswer('R', now - 2999, 2),
      levelAnswer('R', now - 2998, 2),
    ]);
    renderProgress();

    // Promoted by mastery to level 2 "O'Clock"; 10 right = 1,000 points, a reward only.
    expect(screen.getByText('Level 2', { selector: '.progress-hero__badge' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: "O'Clock" })).toBeInTheDocument();
    expect(screen.getByText('1000 points')).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Progress to the next level' });
    expect(bar).toHaveAttribute('aria-valuenow', '2');
    expect(bar).toHaveAttribute('aria-valuemax', '8');
    expect(screen.getByText('6 more right answers to reach Half Past')).toBeInTheDocument();
    expect(screen.getByText('Streak: 3 in a row')).toBeInTheDocument();

    // Reading o'clock: 8 of the 10 read answers right, mastered; setting: 2 of 2 so far.
    const skills = screen.getByRole('table');
    const oclock = within(skills).getByRole('row', { name: /O'clock/ });
    const [reading, setting] = within(oclock).getAllByRole('cell');
    expect(reading).toHaveTextContent('Mastered');
    expect(setting).toHaveTextContent('2 of 2 right');
    const half = within(skills).getByRole('row', { name: /Half past/ });
    expect(
      within(half)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Not yet tried', 'Not yet tried']);
    const elapsed = within(skills).getByRole('row', { name: /How long/ });
    expect(within(elapsed).getAllByRole('cell')[1]).toHaveTextContent('Not in the game');

    const mistakes = screen.getByRole('region', { name: 'Tricky spots' });
    const items = within(mistakes).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Sometimes the short and long hands get mixed up.What helps: Find the short hand first: it tells the hour.',
      'The next hour sometimes comes too early: 7:50 is read as 8:50.What helps: Until the short hand reaches the next number, it is still the same hour.',
    ]);

    const current = screen.getByRole('region', { name: 'Current Level' });
    expect(within(current).getByText('Next level: Half Past')).toBeInTheDocument();

    const levels = screen.getByRole('region', { name: 'All Levels' });
    const levelItems = within(levels).getAllByRole('listitem');
    expect(levelItems).toHaveLength(12);
    expect(levelItems[0]).toHaveTextContent('Complete');
    expect(levelItems[1]).toHaveTextContent('Current');
    expect(levelItems[1]).toHaveAttribute('aria-current', 'step');
    expect(levelItems[2]).toHaveTextContent('Upcoming');

    const stats = screen.getByRole('region', { name: 'Your Statistics' });
    expect(stat(stats, 'Total Correct')).toBe('10');
    expect(stat(stats, 'Total Incorrect')).toBe('2');
    expect(stat(stats, 'Accuracy')).toBe('83%');
    expect(stat(stats, 'Best Streak')).toBe('4');

    const today = screen.getByRole('region', { name: "Today's Progress" });
    expect(stat(today, 'Correct Today')).toBe('6');
    expect(stat(today, 'Incorrect Today')).toBe('1');
  });

  it('When only free practice was played, then the level stays 1, and an older history without level fields still counts', () => {
    // Answers stored before the learner model: no skill, level or purpose.
    storeHistory(Array.from({ length: 12 }, (_, i) => answer(true, 1000 + i)));
    renderProgress();
    expect(screen.getByText('Level 1', { selector: '.progress-hero__badge' })).toBeInTheDocument();
    expect(screen.getByText('1200 points')).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Progress to the next level' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    // Their skill is still read from the expected label: 3:15 is a quarter past.
    const quarter = within(screen.getByRole('table')).getByRole('row', { name: /Quarter/ });
    expect(within(quarter).getAllByRole('cell')[0]).toHaveTextContent('Mastered');
    expect(
      within(screen.getByRole('region', { name: 'Tricky spots' })).getByText(
        'No tricky spots so far. Great job!',
      ),
    ).toBeInTheDocument();
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
  /** At level 5 after a step through the earlier ones, quarter past being learned. */
  const serverLearner: LearnerModel = {
    ...emptyLearner(),
    level: 5,
    highestLevel: 5,
    mastery: {
      ...emptyLearner().mastery,
      oclock: { read: Array(10).fill(true), set: Array(6).fill(true) },
      quarter: { read: [true, false, true, false], set: [] },
    },
    mistakes: { hands_swapped: 2, past_to_reversed: 3, hour_wrong_other: 9 },
    answers: 25,
  };
  const serverStats = (overrides: Partial<UserStats> = {}): UserStats => ({
    level: 5,
    score: 2000,
    currentLevelProgress: 3,
    maxLevelProgress: 8,
    streak: 0,
    bestStreak: 9,
    totalCorrect: 20,
    totalIncorrect: 5,
    accuracy: 80,
    todayCorrect: 4,
    todayIncorrect: 1,
    learner: serverLearner,
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
    expect(bar).toHaveAttribute('aria-valuenow', '3');
    expect(bar).toHaveAttribute('aria-valuemax', '8');
    expect(screen.getByText('5 more right answers to reach Quarter To')).toBeInTheDocument();
    expect(screen.queryByText(/Streak:/)).toBeNull();
    // The server's learner model: skills and the two most frequent named mistakes.
    const skills = screen.getByRole('table');
    const oclock = within(skills).getByRole('row', { name: /O'clock/ });
    expect(
      within(oclock)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Mastered', 'Mastered']);
    const quarter = within(skills).getByRole('row', { name: /Quarter/ });
    expect(within(quarter).getAllByRole('cell')[0]).toHaveTextContent('2 of 4 right');
    const mistakes = within(screen.getByRole('region', { name: 'Tricky spots' })).getAllByRole(
      'listitem',
    );
    expect(mistakes).toHaveLength(2);
    expect(mistakes[0]).toHaveTextContent('“Past” and “to” sometimes get swapped');
    expect(mistakes[1]).toHaveTextContent('Sometimes the short and long hands get mixed up.');
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

  it.each([
    [7, '1 more right answer to reach Quarter To'],
    // 8 right, yet no promotion: a mistake repeats or the set-the-clock answers are missing.
    [8, 'Almost there! A few more careful answers to reach Quarter To.'],
  ])('When %i of the 8 right answers are there, then the bar says "%s"', async (right, text) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(serverStats({ currentLevelProgress: right }))),
    );
    renderProgress(signedIn);
    const bar = await screen.findByRole('progressbar', { name: 'Progress to the next level' });
    expect(bar).toHaveAttribute('aria-valuetext', text);
    expect(screen.getByText(text)).toBeInTheDocument();
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
      maxLevelProgress: 8,
      bestStreak: 0,
      totalCorrect: 0,
      totalIncorrect: 0,
      accuracy: 0,
      todayCorrect: 0,
      todayIncorrect: 0,
      learner: emptyLearner(),
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
