/**
 * Misconception tags (research/learning-anchors.md section 4). Every wrong multiple-choice option
 * is built from one of these and carries it; `classifyAnswer` maps any wrong answer onto them.
 * The last three are fallbacks for answers no named misconception explains.
 */
export const MisconceptionTag = {
  /** Short and long hand read the other way round: 3:00 -> 12:15, 3:50 -> 10:15. */
  handsSwapped: 'hands_swapped',
  /** "past" and "to" mixed up: 6:45 -> 6:15 or 7:15, 7:15 -> 6:45. */
  pastToReversed: 'past_to_reversed',
  /**
   * German word options: 2:30 named "halb zwei" (which is 1:30), as if "halb" meant English "half
   * past". (The other direction, "halb drei" set as 3:30, needs a prompt in words, which the game
   * does not show; such an answer is logged as next_hour.)
   */
  halbTrap: 'halb_trap',
  /** The hour the hand is heading for, from half past on: 7:55 -> 8:55. */
  nextHour: 'next_hour',
  /** The hour before: 4:05 -> 3:05. */
  previousHour: 'previous_hour',
  /** The numeral under the minute hand read as minutes (3:15 -> 3:03), or set the other way. */
  numeralAsMinutes: 'numeral_as_minutes',
  /**
   * The minute hand one step of the difficulty off: 3:25 -> 3:20 at difficulty 5. A numeral's 5
   * minutes on 1-minute items (1-4 minutes is tick_miscount); never at the o'clock level, where
   * a step is an hour (next_hour, previous_hour, off_by_one_hour).
   */
  offByOneStep: 'off_by_one_step',
  /** Miscounted minute ticks (1-minute items, 1-4 minutes off): 3:37 -> 3:36 or 3:35. */
  tickMiscount: 'tick_miscount',
  /** The hour one off where neither next_hour nor previous_hour explains it: 3:10 -> 4:10. */
  offByOneHour: 'off_by_one_hour',
  /** 24-hour items: morning and afternoon swapped, 14:00 -> 02:00 (the same face). */
  amPmSwap: 'am_pm_swap',
  /** 24-hour items at 13-22 h: 10 taken away instead of 12, 15:00 -> 5 o'clock ("05:00"). */
  h24DropTen: 'h24_drop_ten',
  /** Elapsed time: hours and minutes not coordinated, 8:30 -> 11:00 answered 3 h 30 min. */
  elapsedUnits: 'elapsed_units',
  /**
   * The hour read on the numeral nearest the short hand. On a geared clock this can only show as
   * the next hour from half past on, so it never comes first (next_hour does) and is listed as a
   * second match beside next_hour.
   */
  hourHandOnNumeral: 'hour_hand_on_numeral',
  /** Fallback: only the hour is wrong. */
  hourWrongOther: 'hour_wrong_other',
  /** Fallback: only the minute is wrong. */
  minuteWrongOther: 'minute_wrong_other',
  /** Fallback: both are wrong in no known way. */
  unclassified: 'unclassified',
} as const;
export type MisconceptionTag = (typeof MisconceptionTag)[keyof typeof MisconceptionTag];

/**
 * Every tag in table order: the order in which distractors are built and in which the
 * classifier tests (first match wins). German word items move `halb_trap` before `next_hour`,
 * which is where it stands here.
 */
export const MISCONCEPTION_TAGS = [
  MisconceptionTag.handsSwapped,
  MisconceptionTag.pastToReversed,
  MisconceptionTag.halbTrap,
  MisconceptionTag.nextHour,
  MisconceptionTag.previousHour,
  MisconceptionTag.numeralAsMinutes,
  MisconceptionTag.offByOneStep,
  MisconceptionTag.tickMiscount,
  MisconceptionTag.offByOneHour,
  MisconceptionTag.amPmSwap,
  MisconceptionTag.h24DropTen,
  MisconceptionTag.elapsedUnits,
  MisconceptionTag.hourHandOnNumeral,
  MisconceptionTag.hourWrongOther,
  MisconceptionTag.minuteWrongOther,
  MisconceptionTag.unclassified,
] as const satisfies readonly MisconceptionTag[];

/** The fallback tags, which name no specific misconception. */
export const FALLBACK_TAGS: readonly MisconceptionTag[] = [
  MisconceptionTag.hourWrongOther,
  MisconceptionTag.minuteWrongOther,
  MisconceptionTag.unclassified,
];

/**
 * A short child-facing hint per tag (English), from the remedy column of the anchors' taxonomy.
 * The game shows `hintFor` (hints.ts) instead: the same hints in the player's language with the
 * question's own numbers, and variants where these words would not fit.
 */
export const MISCONCEPTION_HINTS: Readonly<Record<MisconceptionTag, string>> = {
  hands_swapped: 'Short hand = hours. Find it first!',
  past_to_reversed: 'Right side = past, left side = to.',
  halb_trap: 'Halb drei = half way to three.',
  next_hour: "The short hand hasn't reached the next number yet, so it's still the same hour.",
  previous_hour: 'The short hand has just passed the hour: that is the hour.',
  numeral_as_minutes: 'Each number is worth 5 minutes: 5, 10, 15...',
  off_by_one_step: 'Count the steps carefully along the circles.',
  tick_miscount: 'Count 5s to the last number, then 1s for the little marks.',
  off_by_one_hour: 'Look where the short hand is: which number has it just passed?',
  am_pm_swap: "After 12 noon it's afternoon: add 12.",
  h24_drop_ten: 'Take away 12, not 10: 15 - 12 = 3.',
  elapsed_units: 'Jump to the next o’clock first, then count whole hours.',
  hour_hand_on_numeral: 'At half past, the short hand is half way to the next number.',
  hour_wrong_other: 'The short hand is between two numbers: the hour is the one it has passed.',
  minute_wrong_other: 'Each number adds 5 minutes.',
  unclassified: 'Look at both hands carefully: short hand first, then the long hand.',
};
