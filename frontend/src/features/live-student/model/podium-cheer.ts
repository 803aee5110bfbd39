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

/** The class's right answers at the end (the podium's statistics, `classGoal`). */
export type ClassGoal = { correct: number; asked: number; goal: number };
export type ClassCheer = 'podium.cheerClassGoal' | 'podium.cheerClass';

/**
 * With places hidden the podium cheers the class, never one child: the class goal reached, or
 * praise for playing together.
 */
export function classCheer(goal: ClassGoal | null): ClassCheer {
  if (goal && goal.asked > 0 && goal.correct / goal.asked >= goal.goal) {
    return 'podium.cheerClassGoal';
  }
  return 'podium.cheerClass';
}
