/**
 * The line that celebrates the child's own result on the podium: the winner, a place on the
 * podium, or (any other place, or ranks hidden by the teacher) praise for playing, never a
 * line that makes a low place the news.
 */
export type PodiumCheer = 'podium.cheerFirst' | 'podium.cheerPodium' | 'podium.cheerPlayed';

export function podiumCheer(rank: number | null): PodiumCheer {
  if (rank === 1) return 'podium.cheerFirst';
  if (rank !== null && rank <= 3) return 'podium.cheerPodium';
  return 'podium.cheerPlayed';
}
