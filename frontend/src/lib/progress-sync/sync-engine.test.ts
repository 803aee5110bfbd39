import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import {
  type AnswerRecord,
  appendAnswerRecord,
  readAnswerHistory,
  readGuestAnswers,
} from '../guest-progress/answer-history';
import { installFakeProgressApi } from './fake-progress-api';
import { queueFinishedGame } from './finished-game';
import { MERGE_CHUNK_SIZE } from './guest-merge';
import { readPendingGames } from './pending-games';
import { postProgress } from './progress-sync';
import { createProgressSync, RETRY_DELAYS_MS } from './sync-engine';

const USER = '6f1c1f6e-3c2a-4d55-9a51-1b1f4c1e2a01';
const OTHER = '0b7d9d3c-9e43-4a8e-bb1a-58b0c7a5e102';

let errorLog: MockInstance<typeof console.error>;
beforeEach(() => {
  errorLog = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  errorLog.mockRestore();
});

function answer(i: number, overrides: Partial<AnswerRecord> = {}): AnswerRecord {
  const correct = i % 3 !== 0;
  return {
    questionId: (i % 10) + 1,
    type: 'multiple_choice',
    difficulty: '5',
    answer: { kind: 'choice', label: correct ? '3:15' : '4:15' },
    expected: '3:15',
    correct,
    tag: correct ? null : 'next_hour',
    matches: correct ? [] : ['next_hour'],
    answeredAt: 1_700_000_000_000 + i * 1000,
    responseMs: 2500,
    ...overrides,
  };
}

/** A sync whose retries wait for the test: `retries` holds them, `runRetry` fires the next. */
function makeSync() {
  const retries: { run: () => Promise<void>; delayMs: number; cancelled: boolean }[] = [];
  const onStored = vi.fn();
  const sync = createProgressSync({
    post: postProgress,
    schedule: (run, delayMs) => {
      const retry = { run, delayMs, cancelled: false };
      retries.push(retry);
      return () => {
        retry.cancelled = true;
      };
    },
    onStored,
  });
  const pendingRetries = () => retries.filter((r) => !r.cancelled);
  const runRetry = async () => {
    const next = retries.shift();
    if (!next || next.cancelled) throw new Error('no retry scheduled');
    await next.run();
  };
  return { sync, retries, pendingRetries, runRetry, onStored };
}

describe('finished games of a signed-in player', () => {
  it('When a queued game is synced, then it is posted once with its answers and tags and leaves the device', async () => {
    const api = installFakeProgressApi();
    const { sync, pendingRetries, onStored } = makeSync();
    const queued = queueFinishedGame(USER, [answer(1), answer(2), answer(3)]);
    expect(readPendingGames()).toHaveLength(1);

    await sync.start(USER);
    await sync.syncNow();

    expect(api.posts).toHaveLength(1);
    expect(api.posts[0]).toMatchObject({ gameId: queued?.gameId, source: 'game' });
    expect(api.posts[0]?.answers.map((a) => [a.correct, a.tag])).toEqual([
      [true, null],
      [true, null],
      [false, 'next_hour'],
    ]);
    expect(api.posts[0]?.answers[0]).toMatchObject({
      questionType: 'multiple_choice',
      difficulty: '5',
      answerMs: 2500,
      given: { kind: 'choice', label: '3:15' },
      expected: '3:15',
    });
    expect(api.stored.size).toBe(1);
    expect(readPendingGames()).toEqual([]);
    expect(pendingRetries()).toEqual([]);
    expect(onStored).toHaveBeenCalledWith(USER);
  });

  it('When the network fails, then the game stays queued and the retry sends it under the same id', async () => {
    const api = installFakeProgressApi();
    const { sync, pendingRetries, runRetry } = makeSync();
    const queued = queueFinishedGame(USER, [answer(1)]);
    api.failNext('network', 503);

    await sync.start(USER);
    expect(readPendingGames()).toHaveLength(1);
    expect(pendingRetries().map((r) => r.delayMs)).toEqual([RETRY_DELAYS_MS[0]]);

    await runRetry();
    expect(readPendingGames()).toHaveLength(1);
    expect(pendingRetries().map((r) => r.delayMs)).toEqual([RETRY_DELAYS_MS[1]]);

    await runRetry();
    expect(api.posts.map((p) => p.gameId)).toEqual([
      queued?.gameId,
      queued?.gameId,
      queued?.gameId,
    ]);
    expect(api.stored.size).toBe(1);
    expect(readPendingGames()).toEqual([]);
    expect(pendingRetries()).toEqual([]);
  });

  it('When the same game is sent again (a lost answer, another tab), then the server keeps it once', async () => {
    const api = installFakeProgressApi();
    queueFinishedGame(USER, [answer(1), answer(2)]);
    const pending = readPendingGames();
    const tabA = makeSync();
    const tabB = makeSync();
    await Promise.all([tabA.sync.start(USER), tabB.sync.start(USER)]);
    // Both tabs may have read the queue before either removed the game.
    expect(api.posts.length).toBeGreaterThanOrEqual(1);
    expect(new Set(api.posts.map((p) => p.gameId))).toEqual(new Set([pending[0]?.request.gameId]));
    expect(api.storedAnswers()).toHaveLength(2);
    expect(readPendingGames()).toEqual([]);
  });

  it('When the server refuses the game (400), then it stays on the device, is logged and not retried until the next start', async () => {
    const api = installFakeProgressApi();
    const { sync, pendingRetries } = makeSync();
    queueFinishedGame(USER, [answer(1)]);
    api.failNext(400);
    await sync.start(USER);
    expect(readPendingGames()).toHaveLength(1);
    expect(pendingRetries()).toEqual([]);
    expect(errorLog).toHaveBeenCalledWith(expect.stringContaining('refused'), expect.anything());

    sync.stop();
    await sync.start(USER);
    expect(readPendingGames()).toEqual([]);
    expect(api.stored.size).toBe(1);
  });

  it("When another user's game waits, then it is not sent for the signed-in user", async () => {
    const api = installFakeProgressApi();
    const { sync } = makeSync();
    queueFinishedGame(OTHER, [answer(1)]);
    await sync.start(USER);
    expect(api.posts).toEqual([]);
    expect(readPendingGames()).toHaveLength(1);
    await sync.start(OTHER);
    expect(api.posts).toHaveLength(1);
    expect(readPendingGames()).toEqual([]);
  });

  it('When the user signs out during a failure, then no retry runs', async () => {
    const api = installFakeProgressApi();
    const { sync, pendingRetries } = makeSync();
    queueFinishedGame(USER, [answer(1)]);
    api.failNext(502);
    await sync.start(USER);
    expect(pendingRetries()).toHaveLength(1);
    sync.stop();
    expect(pendingRetries()).toEqual([]);
    await sync.syncNow();
    expect(api.posts).toHaveLength(1);
    expect(readPendingGames()).toHaveLength(1);
  });
});

describe('guest progress merged into the account', () => {
  function playAsGuest(count: number, from = 0) {
    for (let i = from; i < from + count; i++) appendAnswerRecord(answer(i));
  }

  it('When a user signs in, then the guest answers are posted as a guest-history game and marked merged', async () => {
    const api = installFakeProgressApi();
    const { sync } = makeSync();
    playAsGuest(25);

    await sync.start(USER);

    expect(api.posts).toHaveLength(1);
    expect(api.posts[0]?.source).toBe('guest_history');
    expect(api.posts[0]?.answers).toHaveLength(25);
    expect(api.posts[0]?.answers.filter((a) => a.tag === 'next_hour')).toHaveLength(9);
    const history = readAnswerHistory();
    expect(history).toHaveLength(25);
    expect(history.every((a) => a.merge?.done && a.merge.userId === USER)).toBe(true);
    expect(readGuestAnswers()).toEqual([]);
  });

  it('When the merge runs twice, then nothing is sent the second time', async () => {
    const api = installFakeProgressApi();
    const { sync } = makeSync();
    playAsGuest(12);
    await sync.start(USER);
    await sync.syncNow();
    sync.stop();
    await sync.start(USER);
    expect(api.posts).toHaveLength(1);
    expect(api.storedAnswers()).toHaveLength(12);
  });

  it('When two tabs merge at the same moment, then both use the same game id and the answers are stored once', async () => {
    const api = installFakeProgressApi();
    playAsGuest(30);
    const tabA = makeSync();
    const tabB = makeSync();
    await Promise.all([tabA.sync.start(USER), tabB.sync.start(USER)]);
    expect(new Set(api.posts.map((p) => p.gameId)).size).toBe(1);
    expect(api.storedAnswers()).toHaveLength(30);
  });

  it('When the merge POST fails, then the answers stay claimed and the retry stores them once', async () => {
    const api = installFakeProgressApi();
    const { sync, runRetry } = makeSync();
    playAsGuest(5);
    api.failNext('network');
    await sync.start(USER);
    expect(api.stored.size).toBe(0);
    expect(readAnswerHistory().every((a) => a.merge?.userId === USER && !a.merge.done)).toBe(true);
    // Claimed answers are the account's: they no longer count as the guest's.
    expect(readGuestAnswers()).toEqual([]);

    await runRetry();
    expect(api.posts.map((p) => p.gameId)).toEqual([api.posts[0]?.gameId, api.posts[0]?.gameId]);
    expect(api.storedAnswers()).toHaveLength(5);
    expect(readAnswerHistory().every((a) => a.merge?.done)).toBe(true);
  });

  it('When another user signs in later on the device, then the merged answers are not merged again', async () => {
    const api = installFakeProgressApi();
    const { sync } = makeSync();
    playAsGuest(4);
    await sync.start(USER);
    sync.stop();
    await sync.start(OTHER);
    expect(api.posts).toHaveLength(1);
  });

  it('When the guest plays more after a merge, then only the new answers are merged, under a new id', async () => {
    const api = installFakeProgressApi();
    const { sync } = makeSync();
    playAsGuest(3);
    await sync.start(USER);
    sync.stop();
    playAsGuest(2, 100);
    await sync.start(USER);
    expect(api.posts.map((p) => p.answers.length)).toEqual([3, 2]);
    expect(api.posts[0]?.gameId).not.toBe(api.posts[1]?.gameId);
    expect(api.storedAnswers()).toHaveLength(5);
  });

  it('When the history is longer than one request carries, then it is merged as several games', async () => {
    const api = installFakeProgressApi();
    const { sync } = makeSync();
    const many = Array.from({ length: MERGE_CHUNK_SIZE + 7 }, (_, i) => answer(i));
    localStorage.setItem(
      'studentGame_answerHistory',
      JSON.stringify({ version: 1, answers: many }),
    );
    await sync.start(USER);
    expect(api.posts.map((p) => p.answers.length)).toEqual([MERGE_CHUNK_SIZE, 7]);
    expect(api.storedAnswers()).toHaveLength(MERGE_CHUNK_SIZE + 7);
  });
});
