import { render, waitFor } from '@testing-library/react';
import type { AuthUser } from '@ttc/shared-protocol/api/auth-user';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeUser } from '../../testing/render-app';
import { AuthStateContext } from '../auth-state';
import {
  type AnswerRecord,
  appendAnswerRecord,
  readAnswerHistory,
} from '../guest-progress/answer-history';
import { installFakeProgressApi } from './fake-progress-api';
import { queueFinishedGame } from './finished-game';
import { loadProgressSync } from './load-progress-sync';
import { readPendingGames } from './pending-games';
import { ProgressSync } from './progress-sync-runner';

const USER_ID = '6f1c1f6e-3c2a-4d55-9a51-1b1f4c1e2a01';

afterEach(async () => {
  (await loadProgressSync()).stopProgressSync();
});

const answer = (i: number): AnswerRecord => ({
  questionId: (i % 10) + 1,
  type: 'multiple_choice',
  difficulty: '5',
  answer: { kind: 'choice', label: '4:15' },
  expected: '3:15',
  correct: false,
  tag: 'next_hour',
  matches: ['next_hour'],
  answeredAt: 1_700_000_000_000 + i,
  responseMs: 3000,
});

function renderSync(user: AuthUser | null) {
  return render(
    <StrictMode>
      <AuthStateContext.Provider value={{ user, isLoading: false }}>
        <ProgressSync />
      </AuthStateContext.Provider>
    </StrictMode>,
  );
}

describe('ProgressSync in the layout', () => {
  it("When nobody is signed in, then nothing is sent and the guest answers stay the guest's", async () => {
    const api = installFakeProgressApi();
    appendAnswerRecord(answer(1));
    renderSync(null);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(api.fetch).not.toHaveBeenCalled();
    expect(readAnswerHistory()[0]?.merge).toBeUndefined();
  });

  it('When a user signs in, then the guest answers are merged once, even with the layout mounted twice', async () => {
    const api = installFakeProgressApi();
    for (let i = 0; i < 6; i++) appendAnswerRecord(answer(i));
    const first = renderSync(null);
    first.rerender(
      <StrictMode>
        <AuthStateContext.Provider value={{ user: makeUser({ id: USER_ID }), isLoading: false }}>
          <ProgressSync />
        </AuthStateContext.Provider>
      </StrictMode>,
    );
    await waitFor(() => expect(readAnswerHistory().every((a) => a.merge?.done)).toBe(true));
    expect(api.storedAnswers()).toHaveLength(6);
    expect([...api.stored.values()][0]?.source).toBe('guest_history');

    // A reload (or a second tab) runs the sync again: nothing new is sent.
    first.unmount();
    renderSync(makeUser({ id: USER_ID }));
    await (await loadProgressSync()).startProgressSync(USER_ID);
    expect(new Set(api.posts.map((p) => p.gameId)).size).toBe(1);
    expect(api.storedAnswers()).toHaveLength(6);
  });

  it('When a finished game waits from an earlier visit, then it is sent when the page loads signed in', async () => {
    const api = installFakeProgressApi();
    queueFinishedGame(USER_ID, [answer(1), answer(2)]);
    renderSync(makeUser({ id: USER_ID }));
    await waitFor(() => expect(readPendingGames()).toEqual([]));
    expect(api.stored.size).toBe(1);
  });
});
