import { activePlayers, own, type Player, type RoomState } from './state';
import { LEADERBOARD_SIZE } from './timeline';
import type { HostLeaderboardEntry, LeaderboardEntry } from './view-schemas';

/**
 * Standing order (rule R31): more points first; equal points, less total answer time first (no
 * speed bonus: the children are 5 to 8, so speed only breaks ties); then who joined first. A
 * total order, so ranks are 1..n without gaps or shared places.
 */
export function compareStanding(a: Player, b: Player): number {
  return b.score - a.score || a.totalAnswerMs - b.totalAnswerMs || a.seq - b.seq;
}

/**
 * Ranks every active seat (O(n log n), once per close): sets `rank` and stores the top ids.
 * `shiftPrevious` keeps the old rank in `previousRank` (a new ranking after a question); without
 * it the movement stays as it was (re-ranking after a kick, or for the podium).
 * Returns the active seats in standing order.
 */
export function rankPlayers(state: RoomState, shiftPrevious: boolean): Player[] {
  const standing = activePlayers(state).sort(compareStanding);
  standing.forEach((player, i) => {
    if (shiftPrevious) player.previousRank = player.rank;
    player.rank = i + 1;
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
