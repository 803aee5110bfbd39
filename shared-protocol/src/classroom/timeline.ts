/**
 * The podium timeline after load (spec section 4): each step at a fixed offset from the podium's
 * start. The reducer schedules one step at a time at `startedAt + atMs` (absolute, so a late
 * timer never shifts the later ones).
 */
export const PODIUM_TIMELINE = [
  { name: 'intro', atMs: 200 },
  { name: 'third', atMs: 800 },
  { name: 'second', atMs: 1800 },
  { name: 'first', atMs: 2800 },
  { name: 'celebration', atMs: 4000 },
  { name: 'statistics', atMs: 5500 },
  { name: 'complete', atMs: 7500 },
] as const;
export type PodiumStepName = (typeof PODIUM_TIMELINE)[number]['name'];
export const PODIUM_STEP_NAMES = PODIUM_TIMELINE.map((s) => s.name) as [
  PodiumStepName,
  ...PodiumStepName[],
];

/** Places on the podium. */
export const PODIUM_PLACES = 3;
/** Entries on the leaderboard shown after a question (and to every student). */
export const LEADERBOARD_SIZE = 5;
/** A share of wrong answers with one tag from which a mini-lesson is worth suggesting
 * (learning anchors section 7, "Live classroom"). */
export const MINI_LESSON_SHARE = 0.3;
