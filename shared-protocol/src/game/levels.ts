import type { Level } from '../api/levels';

/**
 * PLACEHOLDER written with the skeleton; the game domain replaces it. The named levels follow
 * research/learning-anchors.md section 6; `minScore` is the score (points) that reaches the level.
 */
export type LevelDefinition = Level & { minScore: number };

export const LEVELS: readonly LevelDefinition[] = [
  {
    level: 1,
    name: 'Little Hand Hero',
    description: 'Read the hour from the short hand alone.',
    minScore: 0,
  },
  {
    level: 2,
    name: "O'Clock",
    description: "Read and set o'clock times with both hands.",
    minScore: 300,
  },
];
