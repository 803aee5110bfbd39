import { PODIUM_TIMELINE, type PodiumStepName } from '@ttc/shared-protocol/classroom/timeline';
import { Sound } from '../../../lib/sound/sound';

/** The index of each step of the podium timeline (spec section 4), by name. */
export const STEP = Object.fromEntries(PODIUM_TIMELINE.map((s, i) => [s.name, i])) as Record<
  PodiumStepName,
  number
>;

/** Whether place `rank` (1-3) is on show at timeline step `step`: third first, first last. */
export function revealed(step: number, rank: number): boolean {
  if (rank === 3) return step >= STEP.third;
  if (rank === 2) return step >= STEP.second;
  return step >= STEP.first;
}

/**
 * The sound of a timeline step: the intro, a chime for each place, the fanfare for the
 * celebration; none for the later steps.
 */
export function podiumSoundAt(step: number): Sound | null {
  if (step === STEP.intro) return Sound.podiumIntro;
  if (step === STEP.third || step === STEP.second || step === STEP.first) return Sound.podiumPlace;
  if (step === STEP.celebration) return Sound.celebration;
  return null;
}
