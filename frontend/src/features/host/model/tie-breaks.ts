/** What a board line needs to tell how a tie on points was settled. */
export type Standing = { score: number; totalAnswerMs: number };

/** How places on equal points were decided, as the board names it. */
export type TieBreaks = {
  /** Equal points, and the quicker total answer time took the higher place. */
  quicker: boolean;
  /** Equal points and equal time: the children share the place. */
  shared: boolean;
};

/**
 * The tie-breaks at work in a list in standing order (ranking rule R31, shared-protocol's
 * ranking: points, then less total answer time; equal on both, they share the place). Only the
 * neighbours shown are compared: the board explains the places it shows.
 */
export function tieBreaks(standing: readonly Standing[]): TieBreaks {
  const found: TieBreaks = { quicker: false, shared: false };
  for (let i = 1; i < standing.length; i++) {
    const above = standing[i - 1];
    const below = standing[i];
    if (!above || !below || above.score !== below.score) continue;
    if (above.totalAnswerMs === below.totalAnswerMs) found.shared = true;
    else found.quicker = true;
  }
  return found;
}
