import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { generateQuestions } from '@ttc/shared-protocol/game/generate-questions';
import type { Question } from '@ttc/shared-protocol/game/question';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthStateContext } from '../../../lib/auth-state';
import { readAnswerHistory } from '../../../lib/guest-progress/answer-history';
import { parseGameSettings } from '../../../lib/guest-progress/game-settings';
import { readGuestProgress } from '../../../lib/guest-progress/guest-progress';
import { loadNamespaces } from '../../../lib/i18n';
import { installFakeProgressApi } from '../../../lib/progress-sync/fake-progress-api';
import { loadProgressSync } from '../../../lib/progress-sync/load-progress-sync';
import { readPendingGames } from '../../../lib/progress-sync/pending-games';
import { makeUser } from '../../../testing/render-app';
import { optionText } from '../model/question-text';
import { StudentGameKey } from '../model/storage-keys';
import { StudentGameScreen } from './student-game-screen';

vi.mock('../../../lib/sound/sound', () => ({
  Sound: { correct: 'correct', incorrect: 'incorrect', complete: 'complete' },
  playSound: vi.fn(async () => {}),
  warmUpSounds: vi.fn(),
}));

const USER_ID = '6f1c1f6e-3c2a-4d55-9a51-1b1f4c1e2a01';

beforeAll(async () => {
  await loadNamespaces(['student-game', 'tour', 'clock']);
});

beforeEach(() => {
  localStorage.setItem(StudentGameKey.tips, 'completed');
  localStorage.setItem(StudentGameKey.playMode, 'free');
});

afterEach(async () => {
  (await loadProgressSync()).stopProgressSync();
});

function renderSignedInGame() {
  const user = userEvent.setup();
  render(
    <AuthStateContext.Provider value={{ user: makeUser({ id: USER_ID }), isLoading: false }}>
      <MemoryRouter initialEntries={['/student-game']}>
        <StudentGameScreen />
      </MemoryRouter>
    </AuthStateContext.Provider>,
  );
  return user;
}

/** Answers all ten questions, wrong where `wrong(i)`; returns the questions. */
async function playWholeGame(
  user: ReturnType<typeof userEvent.setup>,
  wrong: (i: number) => boolean,
) {
  const payload = readGuestProgress()?.payload as {
    gameState: { seed: number };
    settings: unknown;
  };
  const questions = generateQuestions(
    payload.gameState.seed,
    parseGameSettings(payload.settings).settings,
  );
  for (const [i, q] of questions.entries()) {
    if (q.type === 'set_time') throw new Error('expected choice questions by default');
    const label = wrong(i)
      ? (q.options.find((o) => o !== q.correctLabel) as string)
      : q.correctLabel;
    await user.click(screen.getByRole('button', { name: optionText(q, label, 'en') }));
    await user.click(screen.getByRole('button', { name: 'Submit Answer' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
  }
  await screen.findByRole('heading', { name: 'Great job!' });
  return questions as Question[];
}

describe('Student Game: signed in', () => {
  it('When a signed-in player finishes, then the game is posted once with its answers and misconception tags', async () => {
    const api = installFakeProgressApi();
    const user = renderSignedInGame();
    await playWholeGame(user, (i) => i % 4 === 0);

    await waitFor(() => expect(api.stored.size).toBe(1));
    expect(api.posts).toHaveLength(1);
    const [game] = api.posts;
    expect(game?.source).toBe('game');
    expect(game?.answers).toHaveLength(10);
    const wrong = game?.answers.filter((a) => !a.correct) ?? [];
    expect(wrong).toHaveLength(3);
    expect(wrong.every((a) => typeof a.tag === 'string')).toBe(true);
    expect(game?.answers.filter((a) => a.correct).every((a) => a.tag === null)).toBe(true);
    // The account's answers are not the device's guest answers, and nothing waits.
    expect(readAnswerHistory()).toEqual([]);
    expect(readPendingGames()).toEqual([]);
  });

  it('When the POST fails, then the game waits on the device and is sent under the same id when back online', async () => {
    const api = installFakeProgressApi();
    api.failNext('network');
    const user = renderSignedInGame();
    await playWholeGame(user, () => false);

    await waitFor(() => expect(api.posts).toHaveLength(1));
    await waitFor(() => expect(readPendingGames()).toHaveLength(1));
    expect(api.stored.size).toBe(0);
    const [waiting] = readPendingGames();
    expect(waiting?.userId).toBe(USER_ID);

    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(readPendingGames()).toEqual([]));
    expect(api.stored.size).toBe(1);
    expect(new Set(api.posts.map((p) => p.gameId))).toEqual(new Set([waiting?.request.gameId]));
    expect(api.storedAnswers()).toHaveLength(10);
  });
});
