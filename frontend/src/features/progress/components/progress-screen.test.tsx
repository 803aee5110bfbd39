import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { AnswerRecord } from '../../../lib/guest-progress/answer-history';
import { GuestStorageKey } from '../../../lib/guest-progress/storage-keys';
import { loadNamespaces } from '../../../lib/i18n';
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

function renderProgress() {
  return render(
    <MemoryRouter initialEntries={['/progress']}>
      <ProgressScreen />
    </MemoryRouter>,
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
