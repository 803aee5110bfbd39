import type { HostView } from '@ttc/shared-protocol/classroom/view-schemas';

/** The steps of the smartboard, one full screen each (the `host-step-<name>` test hooks). */
export const HostStep = {
  lobby: 'lobby',
  question: 'question',
  results: 'results',
  scoreboard: 'scoreboard',
  podium: 'podium',
  stats: 'stats',
  ended: 'ended',
} as const;
export type HostStep = (typeof HostStep)[keyof typeof HostStep];

/**
 * Where the teacher moved on by hand without the server knowing: the server's phase stays
 * `question-closed` through results and scoreboard, and `podium` through the podium and its
 * numbers. Each holds the key of the moment it was taken at, so it lapses on its own when the
 * room moves on (a new question, a new round).
 */
export type LocalSteps = { scoreboardAt: string | null; statsAt: string | null };

export const NO_LOCAL_STEPS: LocalSteps = { scoreboardAt: null, statsAt: null };

/** The moment a local step belongs to: the round, and the question for a closed one. */
export function momentKey(view: HostView): string {
  return `${view.round}:${view.phase}:${view.question?.index ?? '-'}`;
}

/** The step on show for the room in view and the teacher's own steps. */
export function hostStep(view: HostView, local: LocalSteps): HostStep {
  switch (view.phase) {
    case 'lobby':
      return HostStep.lobby;
    case 'question-open':
      return HostStep.question;
    case 'question-closed':
      return local.scoreboardAt === momentKey(view) ? HostStep.scoreboard : HostStep.results;
    case 'podium':
      return local.statsAt === momentKey(view) ? HostStep.stats : HostStep.podium;
    case 'ended':
      return HostStep.ended;
  }
}
