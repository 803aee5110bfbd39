import { CLASS_GOAL_SHARE } from '@ttc/shared-protocol/classroom/summary';
import type { HostView, MostImproved } from '@ttc/shared-protocol/classroom/view-schemas';

export { CLASS_GOAL_SHARE };

/** The class's right answers against the right answers the class aims for. */
export type ClassProgress = {
  correct: number;
  /** Right answers that reach the goal (at least 1). */
  target: number;
  /** How full the meter is, 0-1. */
  filled: number;
  reached: boolean;
};

function progress(correct: number, target: number): ClassProgress {
  const goal = Math.max(1, target);
  return { correct, target: goal, filled: Math.min(1, correct / goal), reached: correct >= goal };
}

/**
 * The class goal meter. At the end it is the statistics' class goal (the answers asked of the
 * children present at each question); during the game it is the right answers so far against
 * the goal for the whole game, for the children in the room now (so it fills up as they play).
 */
export function classProgress(view: HostView): ClassProgress {
  const goal = view.stats?.classGoal;
  if (goal) return progress(goal.correct, Math.ceil(goal.goal * goal.asked - 1e-9));
  const correct = view.players.reduce((sum, p) => sum + p.correctCount, 0);
  const total = view.question?.total ?? view.options.questionCount;
  return progress(correct, Math.ceil(CLASS_GOAL_SHARE * view.playerCount * total - 1e-9));
}

/** The child who climbed most places during the game, when the statistics name one. */
export function mostImproved(view: HostView): MostImproved | null {
  return view.stats?.mostImproved ?? null;
}
