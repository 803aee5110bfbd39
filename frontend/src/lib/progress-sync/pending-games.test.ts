import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import {
  addPendingGame,
  PENDING_GAMES_KEY,
  PENDING_GAMES_LIMIT,
  type PendingGame,
  pendingGamesOf,
  readPendingGames,
  removePendingGame,
} from './pending-games';

let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  warn.mockRestore();
});

const game = (userId: string, gameId: string): PendingGame => ({
  userId,
  request: {
    gameId,
    source: 'game',
    answers: [{ correct: true, answeredAt: 1, questionType: 'multiple_choice' }],
  },
});

describe('pending games on the device', () => {
  it('When a game is added twice, then it waits once; removing it empties the queue', () => {
    addPendingGame(game('u1', 'g1'));
    addPendingGame(game('u1', 'g1'));
    addPendingGame(game('u2', 'g1'));
    expect(readPendingGames()).toHaveLength(2);
    expect(pendingGamesOf('u1').map((g) => g.request.gameId)).toEqual(['g1']);
    removePendingGame('u1', 'g1');
    removePendingGame('u2', 'g1');
    expect(localStorage.getItem(PENDING_GAMES_KEY)).toBeNull();
  });

  it.each([
    ['not JSON', '{oops'],
    ['an array', '[]'],
    ['another version', JSON.stringify({ version: 9, games: [] })],
  ])('When the stored queue is %s, then it is logged and treated as empty', (_, text) => {
    localStorage.setItem(PENDING_GAMES_KEY, text);
    expect(readPendingGames()).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('When one stored game is unreadable, then only that one is skipped', () => {
    localStorage.setItem(
      PENDING_GAMES_KEY,
      JSON.stringify({ version: 1, games: [game('u', 'a'), { userId: 'u' }, game('u', 'b')] }),
    );
    expect(readPendingGames().map((g) => g.request.gameId)).toEqual(['a', 'b']);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('When more games wait than the limit, then the oldest goes (logged)', () => {
    for (let i = 0; i <= PENDING_GAMES_LIMIT; i++) addPendingGame(game('u', `g${i}`));
    const games = readPendingGames();
    expect(games).toHaveLength(PENDING_GAMES_LIMIT);
    expect(games[0]?.request.gameId).toBe('g1');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Dropping 1'));
  });
});
