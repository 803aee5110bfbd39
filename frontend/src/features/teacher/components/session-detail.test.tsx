import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type { SessionDetail as Detail } from '@ttc/shared-protocol/api/session-results';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n, loadNamespaces } from '../../../lib/i18n';
import { createQueryClient } from '../../../lib/query-client';
import { jsonResponse } from '../../../testing/render-app';
import { SessionDetail } from './session-detail';

beforeAll(async () => {
  await loadNamespaces(['teacher', 'clock']);
});

const SESSION_ID = '6f1c1f1e-9a43-4c61-9d4b-2f2f5b1b7a10';

type Question = Detail['questions'][number];

/** A past session of three children whose most missed question is `question`. */
function detail(question: Question): Detail {
  return {
    session: {
      id: SESSION_ID,
      roomCode: '123456',
      startedAt: Date.UTC(2026, 10, 23, 9, 0),
      endedAt: Date.UTC(2026, 10, 23, 9, 10),
      endReason: 'completed',
      playerCount: 3,
      questionCount: 1,
      averageScore: 100,
      mostMissedQuestion: {
        index: 0,
        type: question.type,
        questionText: question.questionText,
        prompt: question.prompt,
        missedCount: question.wrongCount + question.noAnswerCount,
      },
      options: {
        questionCount: 1,
        questionTypes: [question.type],
        difficulty: '5',
        secondsPerQuestion: 20,
        leaderboard: 'after-each',
        nicknameMode: 'generated',
        language: 'en',
      },
      answerCount: 3,
      averageAnswerMs: 4_000,
    },
    players: [],
    questions: [question],
  };
}

const reading: Question = {
  index: 0,
  type: 'multiple_choice',
  questionText: 'What time does the clock show?',
  prompt: { key: 'game.prompt.read_clock', params: {} },
  options: ['5:40', '8:20', '4:20', '4:40'],
  correctLabel: '4:40',
  correctTime: { hour: 4, minute: 40 },
  correctGiven: '4:40',
  skipped: false,
  answeredCount: 3,
  correctCount: 1,
  wrongCount: 2,
  noAnswerCount: 0,
  averageAnswerMs: 4_000,
  choices: [
    { given: '5:40', count: 2, correct: false },
    { given: '8:20', count: 0, correct: false },
    { given: '4:20', count: 0, correct: false },
    { given: '4:40', count: 1, correct: true },
  ],
  tagCounts: { next_hour: 2 },
  mostCommonMistake: { tag: 'next_hour', count: 2 },
};

function renderDetail(body: Detail) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => jsonResponse(body)),
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <SessionDetail sessionId={SESSION_ID} onClose={() => {}} />
    </QueryClientProvider>,
  );
}

describe('SessionDetail, most missed', () => {
  it('When the most missed question was a reading question, then its clock and the clock most children gave instead are drawn and said', async () => {
    renderDetail(detail(reading));
    const region = await screen.findByRole('region', { name: 'Session results' });
    const figure = await within(region).findByRole('figure');
    expect(figure).toHaveTextContent(
      'Most missed: question 1, "What time does the clock show?", the clock at 4:40 (2 children)',
    );
    expect(figure).toHaveTextContent(
      'The most common wrong answer: 5:40 (2 children). Likely mistake: the next hour read too early.',
    );
    expect(
      within(figure).getByRole('img', {
        name: 'The clock at the most common wrong answer, 5:40: twenty to six',
      }),
    ).toBeInTheDocument();
    expect(
      within(figure).getByRole('img', {
        name: 'The clock of the most missed question, at 4:40: twenty to five',
      }),
    ).toBeInTheDocument();
  });

  it('When the wrong answers were set clocks, then the time set most often is drawn', async () => {
    renderDetail(
      detail({
        ...reading,
        type: 'set_time',
        questionText: 'Set the clock to 4:40.',
        prompt: { key: 'game.prompt.set_clock', params: { time: '4:40' } },
        options: null,
        correctLabel: null,
        choices: [
          { given: '8:20', count: 2, correct: false },
          { given: '4:40', count: 1, correct: true },
          { given: '5:40', count: 1, correct: false },
        ],
        tagCounts: { hands_swapped: 2, next_hour: 1 },
        mostCommonMistake: { tag: 'hands_swapped', count: 2 },
      }),
    );
    const figure = await screen.findByRole('figure');
    expect(figure).toHaveTextContent('The most common wrong answer: 8:20 (2 children).');
    expect(
      within(figure).getByRole('img', { name: /most common wrong answer, 8:20/ }),
    ).toBeInTheDocument();
  });

  it('When the wrong answers were durations, or nobody answered wrong, then only the right clock is drawn', async () => {
    renderDetail(
      detail({
        ...reading,
        type: 'elapsed_time',
        questionText: 'How long is it from 3:00 to 4:30?',
        prompt: { key: 'game.prompt.elapsed_duration', params: { start: '3:00', end: '4:30' } },
        options: ['1 h 30 min', '30 min', '1 h', '2 h 30 min'],
        correctLabel: '1 h 30 min',
        correctTime: { hour: 4, minute: 30 },
        correctGiven: '1 h 30 min',
        choices: [
          { given: '1 h 30 min', count: 1, correct: true },
          { given: '30 min', count: 2, correct: false },
          { given: '1 h', count: 0, correct: false },
          { given: '2 h 30 min', count: 0, correct: false },
        ],
        tagCounts: { elapsed_units: 2 },
        mostCommonMistake: { tag: 'elapsed_units', count: 2 },
      }),
    );
    const figure = await screen.findByRole('figure');
    expect(figure).toHaveTextContent('The most common wrong answer: 30 min (2 children).');
    expect(within(figure).getAllByRole('img')).toHaveLength(1);
  });

  it('When the teacher reads in German, then the question is worded in German, not in the stored English', async () => {
    await initI18n('de');
    await loadNamespaces(['teacher', 'clock', 'student-game']);
    renderDetail(detail(reading));
    const figure = await screen.findByRole('figure');
    expect(figure).toHaveTextContent(
      'Am häufigsten verfehlt: Frage 1, „Wie spät ist es auf der Uhr?“, die Uhr auf 4:40 (2 Kinder)',
    );
    const list = screen.getByRole('list');
    expect(list).toHaveTextContent('Wie spät ist es auf der Uhr?');
    expect(list).not.toHaveTextContent('What time does the clock show?');
  });
});
