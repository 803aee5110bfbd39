import type { Level } from '@ttc/shared-protocol/api/levels';
import { LEVELS } from '@ttc/shared-protocol/game/levels';

/** The named levels in the spec's shape `{ level, name, description }` (thresholds stay inside). */
export function listLevels(): Level[] {
  return LEVELS.map(({ level, name, description }) => ({ level, name, description }));
}
