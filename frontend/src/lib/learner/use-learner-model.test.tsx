import { act, renderHook, waitFor } from '@testing-library/react';
import {
  emptyLearner,
  type LearnerAnswer,
  learnerFromAnswers,
} from '@ttc/shared-protocol/game/learner/learner-model';
import { deriveStats } from '@ttc/shared-protocol/game/stats';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeUser } from '../../testing/render-app';
import { type AuthState, AuthStateContext } from '../auth-state';
import { type AnswerRecord, appendAnswerRecord } from '../guest-progress/answer-history';
import { GuestStorageKey } from '../guest-progress/storage-keys';
import { queueFinishedGame } from '../progress-sync/finished-game';
import { removePendingGame } from '../progress-sync/pending-games';
import { createQueryClient } from '../query-client';
import { setQueryClientForTests } from '../query-client-source';
import { LAST_SERVER_LEARNER_KEY, saveLastServerLearner } from './last-server-learner';
import { useLearnerModel } from './use-learner-model';

/** A level-1 o'clock answer as the Student Game records it: R read right, S set right, W wrong. */
function record(mark: string, answeredAt: number): AnswerRecord {
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
    tag: correct ? null : 'hands_swapped',
    matches: correct ? [] : ['hands_swapped'],
    answeredAt,
    responseMs: 2000,
    skill: 'oclock',
    level: 1,
    purpose: 'level',
  };
}

const records = (pattern: string, from: number) =>
  Array.from(pattern, (mark, i) => record(mark, from + i * 1000));

const asLearner = (r: AnswerRecord): LearnerAnswer => ({
  correct: r.correct,
  answeredAt: r.answeredAt,
  tag: r.tag,
  questionType: r.type,
  expected: r.expected,
  skill: r.skill,
  level: r.level,
  purpose: r.purpose,
});

function storeHistory(answers: AnswerRecord[]) {
  localStorage.setItem(GuestStorageKey.answerHistory, JSON.stringify({ version: 1, answers }));
}

function renderModel(auth: AuthState) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AuthStateContext.Provider value={auth}>{children}</AuthStateContext.Provider>
  );
  return renderHook(() => useLearnerModel(), { wrapper });
}

const guest: AuthState = { user: null, isLoading: false };

describe('useLearnerModel: a guest', () => {
  it("When the device holds the guest's answers, then the model is folded from them", () => {
    const history = records('RSRRSRRR', 1000);
    storeHistory(history);
    const { result } = renderModel(guest);
    expect(result.current.isLoading).toBe(false);
    expect(result.current.model).toEqual(learnerFromAnswers(history.map(asLearner)));
    // 8 right at level 1 with two set-the-clock answers: promoted.
    expect(result.current.model?.level).toBe(2);
  });

  it('When a new answer is recorded, then the model follows', () => {
    const { result } = renderModel(guest);
    expect(result.current.model).toEqual(emptyLearner());
    act(() => appendAnswerRecord(record('W', 5000)));
    expect(result.current.model).toMatchObject({ answers: 1, mistakes: { hands_swapped: 1 } });
  });

  it("When answers were claimed by an account, then they are the account's, not the guest's", () => {
    const claimed = { ...record('R', 1000), merge: { gameId: 'g', userId: 'u', done: true } };
    storeHistory([claimed, record('W', 2000)]);
    const { result } = renderModel(guest);
    expect(result.current.model).toMatchObject({ answers: 1, mistakes: { hands_swapped: 1 } });
  });

  it('When the session is still being read, then the model waits', () => {
    storeHistory(records('RR', 1000));
    const { result } = renderModel({ user: null, isLoading: true });
    expect(result.current).toEqual({ model: null, isLoading: true });
  });
});

describe('useLearnerModel: a signed-in child', () => {
  const USER_ID = '6f1c1f6e-3c2a-4d55-9a51-1b1f4c1e2a01';
  const signedIn: AuthState = {
    user: makeUser({ id: USER_ID, role: 'student' }),
    isLoading: false,
  };
  /** Answers the server already has (another device's games). */
  const onServer = records('RSRRR', 1000);
  const serverStats = () => deriveStats(onServer.map(asLearner), { now: 100_000 });

  beforeEach(() => {
    setQueryClientForTests(createQueryClient());
  });

  it("When the server answers, then its model comes back with this device's unsent game on top", async () => {
    const fetchMock = vi.fn(async () => jsonResponse(serverStats()));
    vi.stubGlobal('fetch', fetchMock);
    // A game finished here while offline, and another child's game on the same device.
    const unsent = records('RSRRW', 20_000);
    queueFinishedGame(USER_ID, unsent);
    queueFinishedGame('someone-else', records('WWWWW', 30_000));

    const { result } = renderModel(signedIn);
    expect(result.current).toEqual({ model: null, isLoading: true });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    const merged = learnerFromAnswers([...onServer, ...unsent].map(asLearner));
    expect(result.current.model).toEqual(merged);
    // Together the two devices' answers make 8 right at level 1: level 2.
    expect(result.current.model?.level).toBe(2);
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toMatch(
      new RegExp(`^/api/user/${USER_ID}/stats\\?utcOffsetMinutes=`),
    );
  });

  it('When the queue changes, then the model is folded again', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(serverStats())),
    );
    const { result } = renderModel(signedIn);
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.model?.answers).toBe(5);
    let gameId = '';
    act(() => {
      gameId = queueFinishedGame(USER_ID, records('RR', 50_000))?.gameId ?? '';
    });
    expect(result.current.model?.answers).toBe(7);
    act(() => removePendingGame(USER_ID, gameId));
    expect(result.current.model?.answers).toBe(5);
  });

  it('When the server cannot be reached, then the last model it sent to this device is used', async () => {
    const lastSeen = learnerFromAnswers(records('RRRRR', 1000).map(asLearner));
    saveLastServerLearner(USER_ID, lastSeen);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ error: { code: 'internal', message: 'Down.' } }, 500)),
    );
    const { result } = renderModel(signedIn);
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.model).toEqual(lastSeen);
  });

  it("When the server cannot be reached and only another child's model is kept, then the unsent answers alone make it", async () => {
    saveLastServerLearner(
      'someone-else',
      learnerFromAnswers(records('RRRRRRRR', 1000).map(asLearner)),
    );
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    queueFinishedGame(USER_ID, records('RW', 9000));
    const { result } = renderModel(signedIn);
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.model).toEqual(learnerFromAnswers(records('RW', 9000).map(asLearner)));
  });

  it('When the server answers, then its model is kept on the device for the next offline start', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(serverStats())),
    );
    const { result } = renderModel(signedIn);
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    const kept = JSON.parse(localStorage.getItem(LAST_SERVER_LEARNER_KEY) ?? 'null');
    expect(kept).toMatchObject({ userId: USER_ID, model: serverStats().learner });
  });
});
