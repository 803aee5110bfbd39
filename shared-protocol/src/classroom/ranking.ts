import { activePlayers, own, type Player, type RoomState } from './state';
import { LEADERBOARD_SIZE, PODIUM_PLACES } from './timeline';
import type { HostLeaderboardEntry, LeaderboardEntry } from './view-schemas';

/**
 * Standing order (rule R31): more points first; equal points, less total answer time first (no
 * speed bonus: the children are 5 to 8, so speed only breaks ties); then who joined first. A
 * total order, so a list always comes out the same; the join order only orders seats that share
 * a place (see `sharePlace`), it never decides one.
 */
export function compareStanding(a: Player, b: Player): number {
  return b.score - a.score || a.totalAnswerMs - b.totalAnswerMs || a.seq - b.seq;
}

/** Equal points and equal total answer time: the same place (rule R31). */
export function sharePlace(a: Player, b: Player): boolean {
  return a.score === b.score && a.totalAnswerMs === b.totalAnswerMs;
}

/**
 * The places of seats in standing order (rule R31), "1, 1, 3" style: a seat that shares its
 * place with the one before it takes the same number, and the next place counts everyone above
 * it. O(n).
 */
export function placesInOrder(standing: readonly Player[]): number[] {
  const places: number[] = [];
  standing.forEach((player, i) => {
    const before = standing[i - 1];
    const shared = before !== undefined && sharePlace(before, player);
    places.push(shared ? (places[i - 1] ?? i + 1) : i + 1);
  });
  return places;
}

/**
 * Ranks every active seat (O(n log n), once per close): sets `rank` (shared places, rule R31)
 * and stores the top ids. `shiftPrevious` keeps the old rank in `previousRank` (a new ranking
 * after a question); without it the movement stays as it was (re-ranking after a kick, or for
 * the podium). A seat ranked for the first time this round (its rank was null: it joined, or
 * the round began again) keeps that place as `firstRank`, for the most improved.
 * Returns the active seats in standing order.
 */
export function rankPlayers(state: RoomState, shiftPrevious: boolean): Player[] {
  const standing = activePlayers(state).sort(compareStanding);
  const places = placesInOrder(standing);
  standing.forEach((player, i) => {
    const place = places[i] ?? i + 1;
    if (player.rank === null) player.firstRank = place;
    if (shiftPrevious) player.previousRank = player.rank;
    player.rank = place;
  });
  state.top = standing.slice(0, LEADERBOARD_SIZE).map((p) => p.id);
  return standing;
}

/** The stored top seats that are still active, best first (kicks can thin it out). */
export function topPlayers(state: RoomState, size: number = LEADERBOARD_SIZE): Player[] {
  const out: Player[] = [];
  for (const id of state.top) {
    const player = own(state.players, id);
    if (player && player.status === 'active' && player.rank !== null) out.push(player);
    if (out.length >= size) break;
  }
  return out;
}

/**
 * The seats on the podium: every stored top seat placed 1 to 3, best first. Shared places can
 * put more than three there (two firsts and a third, or four thirds): at most the stored top
 * (`LEADERBOARD_SIZE`); anyone on those places beyond it is listed with their place below.
 */
export function podiumPlayers(state: RoomState): Player[] {
  return topPlayers(state).filter((p) => p.rank !== null && p.rank <= PODIUM_PLACES);
}

export function leaderboardEntry(player: Player): LeaderboardEntry {
  return {
    rank: player.rank ?? 1,
    nickname: player.nickname,
    character: player.character,
    score: player.score,
    correctCount: player.correctCount,
  };
}

export function hostLeaderboardEntry(player: Player): HostLeaderboardEntry {
  const rank = player.rank ?? 1;
  return {
    rank,
    playerId: player.id,
    nickname: player.nickname,
    character: player.character,
    score: player.score,
    correctCount: player.correctCount,
    totalAnswerMs: player.totalAnswerMs,
    previousRank: player.previousRank,
    movement: player.previousRank === null ? null : player.previousRank - rank,
  };
}
