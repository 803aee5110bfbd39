/**
 * Why a question was asked when playing by level: the level's own practice, a review of an earlier
 * level (interleaving, learning-anchors section 5 [E1]), a remediation set for a repeating
 * misconception, or the placement check of a new child.
 */
export const Purpose = {
  level: 'level',
  review: 'review',
  remediation: 'remediation',
  placement: 'placement',
} as const;
export type Purpose = (typeof Purpose)[keyof typeof Purpose];
export const PURPOSES = [
  Purpose.level,
  Purpose.review,
  Purpose.remediation,
  Purpose.placement,
] as const satisfies readonly Purpose[];
