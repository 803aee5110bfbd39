import type { ProgressGameRequest } from '@ttc/shared-protocol/api/progress';
import { notifyDeviceAnswersChanged } from '../guest-progress/device-changes';
import { isRecord, parseJson, warnIgnored } from '../guest-progress/guards';
import { storage } from '../storage';

/** Browser storage key of the games waiting for the server (ours; the spec names none). */
export const PENDING_GAMES_KEY = 'progressSync_pendingGames';
/** Version of the stored queue; a queue of another version is ignored (logged). */
export const PENDING_GAMES_VERSION = 1;
/**
 * At most this many finished games wait on one device (about 100 KB); beyond it the oldest goes
 * (logged). Months of play without the server ever answering would be needed to reach it.
 */
export const PENDING_GAMES_LIMIT = 200;

/** A finished Student Game of a signed-in user that the server has not acknowledged yet. */
export type PendingGame = {
  /** Whose game it is: it is only ever sent while this user is signed in. */
  userId: string;
  request: ProgressGameRequest;
};

function toPendingGame(value: unknown): PendingGame | null {
  if (!isRecord(value) || typeof value.userId !== 'string' || !isRecord(value.request)) {
    return null;
  }
  const { request } = value;
  if (
    typeof request.gameId !== 'string' ||
    !Array.isArray(request.answers) ||
    request.answers.length === 0
  ) {
    return null;
  }
  // The server checks each answer with the shared schema; zod is not loaded here to do it twice.
  return { userId: value.userId, request: request as ProgressGameRequest };
}

/** The games waiting for the server, oldest first. A corrupt queue is logged and treated as empty. */
export function readPendingGames(): PendingGame[] {
  const text = storage.get(PENDING_GAMES_KEY);
  if (text === null) return [];
  const value = parseJson(text);
  if (!isRecord(value) || !Array.isArray(value.games)) {
    warnIgnored(PENDING_GAMES_KEY, 'it is not a list of games');
    return [];
  }
  if (value.version !== PENDING_GAMES_VERSION) {
    warnIgnored(PENDING_GAMES_KEY, `it was saved by another version (${String(value.version)})`);
    return [];
  }
  const games: PendingGame[] = [];
  for (const item of value.games) {
    const game = toPendingGame(item);
    if (game) games.push(game);
  }
  if (games.length < value.games.length) {
    warnIgnored(PENDING_GAMES_KEY, `${value.games.length - games.length} unreadable game(s)`);
  }
  return games;
}

function writePendingGames(games: readonly PendingGame[]): void {
  if (games.length === 0) storage.remove(PENDING_GAMES_KEY);
  else storage.set(PENDING_GAMES_KEY, JSON.stringify({ version: PENDING_GAMES_VERSION, games }));
  // A signed-in child's learner model folds the games still waiting (lib/learner).
  notifyDeviceAnswersChanged();
}

/** Queues a game (once: a game already queued under the same user and id is left as it is). */
export function addPendingGame(game: PendingGame): void {
  const games = readPendingGames();
  if (games.some((g) => g.userId === game.userId && g.request.gameId === game.request.gameId)) {
    return;
  }
  games.push(game);
  const excess = games.length - PENDING_GAMES_LIMIT;
  if (excess > 0) {
    console.warn(`Dropping ${excess} unsent game(s): more than ${PENDING_GAMES_LIMIT} wait.`);
  }
  writePendingGames(games.slice(Math.max(0, excess)));
}

/** Removes a game the server has stored (or refused for good). */
export function removePendingGame(userId: string, gameId: string): void {
  const games = readPendingGames();
  const kept = games.filter((g) => !(g.userId === userId && g.request.gameId === gameId));
  if (kept.length !== games.length) writePendingGames(kept);
}

/** The games waiting for this user. */
export function pendingGamesOf(userId: string): PendingGame[] {
  return readPendingGames().filter((game) => game.userId === userId);
}
