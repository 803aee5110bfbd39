import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AssignmentPlay } from '@ttc/shared-protocol/api/assignments';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadNamespaces } from '../../../lib/i18n';
import { jsonResponse } from '../../../testing/render-app';
import { readPendingResult } from '../model/pending-result';
import { type PlayGameProps, PlayScreen } from './play-screen';

const CODE = 'abcdefghjk';
const ADA = {
  id: '11111111-1111-4111-8111-111111111111',
  nickname: 'Ada',
  character: 'owl',
} as const;
const BO = {
  id: '22222222-2222-4222-8222-222222222222',
  nickname: 'Bo',
  character: 'fox',
} as const;

const PLAY: AssignmentPlay = {
  assignment: {
    title: 'Quarter past at home',
    description: 'Ten clocks before Friday',
    dueDate: '2030-05-03T15:00:00.000Z',
    preset: { level: 4, questionCount: 10 },
    className: 'Owls',
    language: 'en',
  },
  roster: [ADA, BO],
};

const ANSWER = {
  correct: true,
  answeredAt: 1,
  questionType: 'read_time',
} as const;

beforeAll(async () => {
  await loadNamespaces(['play', 'student-game']);
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** A stand-in for the Student Game: one button finishes with two answers. */
function FakeGame({ playerName, onFinish, ending, preset }: PlayGameProps) {
  return (
    <div>
      <p>
        Playing level {preset.level} as {playerName}
      </p>
      <button type="button" onClick={() => onFinish([ANSWER, { ...ANSWER, correct: false }])}>
        finish
      </button>
      <div data-testid="ending">{ending}</div>
    </div>
  );
}

type Handler = (init?: RequestInit) => Response | Promise<Response>;

function stubApi(routes: Record<string, Handler>) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const handler = routes[`${init?.method ?? 'GET'} ${String(input)}`];
    if (!handler) return jsonResponse({ error: { code: 'not_found', message: 'No.' } }, 404);
    return handler(init);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderPlay() {
  return render(
    <MemoryRouter initialEntries={[`/play/${CODE}`]}>
      <Routes>
        <Route path="/play/:code" element={<PlayScreen Game={FakeGame} />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('PlayScreen', () => {
  it('When a child opens the link, taps their character and finishes, then the results are sent with the seat token', async () => {
    const fetch = stubApi({
      [`GET /api/play/${CODE}`]: () => jsonResponse(PLAY),
      [`POST /api/play/${CODE}/seat`]: () => jsonResponse({ seatToken: 't'.repeat(40), child: BO }),
      [`POST /api/play/${CODE}/results`]: () => jsonResponse({ saved: true, answerCount: 2 }, 201),
    });
    renderPlay();
    expect(await screen.findByRole('heading', { name: 'Quarter past at home' })).toBeVisible();
    expect(screen.getByText('Owls')).toBeVisible();
    expect(screen.getByRole('heading', { name: /Who are you/ })).toBeVisible();
    const tiles = screen.getAllByRole('button');
    expect(tiles.map((tile) => tile.getAttribute('aria-label'))).toEqual([
      'Ada, the Owl',
      'Bo, the Fox',
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Bo, the Fox' }));
    expect(await screen.findByText('Playing level 4 as Bo')).toBeVisible();
    const seatCall = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(seatCall?.[1]?.body))).toEqual({ childId: BO.id });

    await userEvent.click(screen.getByRole('button', { name: 'finish' }));
    expect(await screen.findByRole('heading', { name: 'Well done, Bo!' })).toBeVisible();
    expect(screen.getByText('You read 1 of 2 clocks right.')).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Your teacher has your answers.'),
    );
    const sent = fetch.mock.calls.find(([path]) => String(path).endsWith('/results'));
    const body = JSON.parse(String(sent?.[1]?.body));
    expect(body).toMatchObject({
      seatToken: 't'.repeat(40),
      answers: [ANSWER, { ...ANSWER, correct: false }],
    });
    expect(body.gameId).toMatch(/^[0-9a-f-]{36}$/);
    expect(readPendingResult(CODE)).toBeNull();
  });

  it('When the network fails while sending, then the game waits on the device with the same id and is retried', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let tries = 0;
      const fetch = stubApi({
        [`GET /api/play/${CODE}`]: () => jsonResponse(PLAY),
        [`POST /api/play/${CODE}/seat`]: () =>
          jsonResponse({ seatToken: 't'.repeat(40), child: ADA }),
        [`POST /api/play/${CODE}/results`]: () => {
          tries += 1;
          if (tries === 1) throw new TypeError('Failed to fetch');
          return jsonResponse({ saved: true, answerCount: 2 }, 201);
        },
      });
      renderPlay();
      await userEvent.click(await screen.findByRole('button', { name: 'Ada, the Owl' }));
      await userEvent.click(await screen.findByRole('button', { name: 'finish' }));
      await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No internet'));
      const waiting = readPendingResult(CODE);
      expect(waiting?.childId).toBe(ADA.id);
      await act(async () => {
        await vi.advanceTimersByTimeAsync(2_500);
      });
      await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('has your answers'));
      const ids = fetch.mock.calls
        .filter(([path]) => String(path).endsWith('/results'))
        .map(([, init]) => JSON.parse(String(init?.body)).gameId);
      expect(ids).toHaveLength(2);
      expect(ids[0]).toBe(ids[1]);
      expect(ids[0]).toBe(waiting?.gameId);
      expect(readPendingResult(CODE)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('When the link is unknown or cancelled, then the child is told to ask for it again', async () => {
    stubApi({});
    renderPlay();
    expect(
      await screen.findByRole('heading', { name: 'This link does not open a game' }),
    ).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('When the seat cannot be taken, then the child is asked to tap again', async () => {
    stubApi({
      [`GET /api/play/${CODE}`]: () => jsonResponse(PLAY),
      [`POST /api/play/${CODE}/seat`]: () =>
        jsonResponse({ error: { code: 'internal', message: 'x' } }, 500),
    });
    renderPlay();
    await userEvent.click(await screen.findByRole('button', { name: 'Ada, the Owl' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Tap your picture again.');
  });
});
