import type { ClockTime, DayTime } from '../clock/time';
import { timeInWords } from '../clock/words/time-in-words';
import { nextHour } from './face-math';
import { MisconceptionTag } from './misconceptions';
import type { Question } from './question';
import { minuteStep } from './settings';

/**
 * The hints a wrong answer can get, as i18n keys under `hints.` of the Student Game: one per
 * tag, and variants where the tag's own words would not fit the question.
 */
export const HintKey = {
  ...MisconceptionTag,
  /** o'clock items, the hour before or after: the short hand points right at the hour. */
  hourAtOclock: 'hour_at_oclock',
  /** am_pm_swap on a morning or night time: nothing to add. */
  amPmSwapMorning: 'am_pm_swap_am',
  /** am_pm_swap around 12 and 0: noon and midnight. */
  amPmSwapNoon: 'am_pm_swap_noon',
  /** elapsed items, an hour too many or too few: count the jumps, not the numbers. */
  elapsedHourJumps: 'elapsed_hour_jumps',
} as const;
export type HintKey = (typeof HintKey)[keyof typeof HintKey];

/** A hint to show: its key and the numbers it names. */
export type Hint = { key: HintKey; params: Record<string, string | number> };

/** What the hint needs to know about the question. */
export type HintItem = {
  kind: 'reading' | 'setting' | 'elapsed';
  /** The correct time on the face (elapsed: the end time). */
  target: ClockTime;
  /** 24-hour items: the correct time of day. */
  targetDayTime: DayTime | null;
  /** Minute step of the difficulty. */
  step: number;
};

const HOUR_MOVES: readonly MisconceptionTag[] = [
  MisconceptionTag.nextHour,
  MisconceptionTag.previousHour,
  MisconceptionTag.offByOneHour,
];

/**
 * The hint for a wrong answer's tag, with the question's own numbers (learning anchors,
 * section 4, remedy column): next_hour "The short hand has not reached 4 yet, so it is still
 * 3", h24_drop_ten "Take away 12, not 10: 15 - 12 = 3", halb_trap "halb drei = half way to 3".
 * Where the tag's words would not fit: the hour before or after at o'clock (the hand points
 * right at the hour, it has not "just passed" one), am_pm_swap on a morning time (nothing to
 * add) or at noon and midnight, and an hour off in a how-long question (jumps, not numbers).
 */
export function hintFor(tag: MisconceptionTag, item: HintItem): Hint {
  const h = item.target.hour;
  const m = item.target.minute;
  if (item.kind === 'elapsed' && HOUR_MOVES.includes(tag)) {
    return { key: HintKey.elapsedHourJumps, params: {} };
  }
  if (item.kind !== 'elapsed' && m === 0 && HOUR_MOVES.includes(tag)) {
    return { key: HintKey.hourAtOclock, params: { hour: h } };
  }
  switch (tag) {
    case MisconceptionTag.nextHour:
      return { key: tag, params: { hour: h, next: nextHour(h) } };
    case MisconceptionTag.previousHour:
    case MisconceptionTag.offByOneHour:
    case MisconceptionTag.hourWrongOther:
      return { key: tag, params: { hour: h } };
    case MisconceptionTag.hourHandOnNumeral:
      return { key: tag, params: { hour: h, next: nextHour(h) } };
    case MisconceptionTag.halbTrap:
      return {
        key: tag,
        params: { words: timeInWords(item.target, 'de'), next: nextHour(h) },
      };
    case MisconceptionTag.h24DropTen: {
      // The anchors' example when the item is no 24-hour afternoon time (never offered so).
      const hour =
        item.targetDayTime && item.targetDayTime.hour >= 13 ? item.targetDayTime.hour : 15;
      return { key: tag, params: { hour, face: hour - 12 } };
    }
    case MisconceptionTag.amPmSwap: {
      const day = item.targetDayTime;
      if (!day || day.hour % 12 === 0) return { key: HintKey.amPmSwapNoon, params: {} };
      if (day.hour < 12) return { key: HintKey.amPmSwapMorning, params: { hour: day.hour } };
      return { key: tag, params: { face: day.hour - 12, hour: day.hour } };
    }
    default:
      return { key: tag, params: {} };
  }
}

/** The hint item of a question. */
export function hintItemOf(question: Question): HintItem {
  const step = minuteStep(question.difficulty);
  if (question.type === 'set_time') {
    const { targetTime, targetDayTime } = question.metadata;
    return { kind: 'setting', target: targetTime, targetDayTime, step };
  }
  if (question.type === 'elapsed_time') {
    return { kind: 'elapsed', target: question.endTime, targetDayTime: null, step };
  }
  return {
    kind: 'reading',
    target: question.correctAnswer,
    targetDayTime: question.correctDayTime,
    step,
  };
}

/** The anchors' example of each tag that names numbers (section 4). */
const EXAMPLES: Partial<Record<MisconceptionTag, HintItem>> = {
  next_hour: { kind: 'reading', target: { hour: 7, minute: 50 }, targetDayTime: null, step: 5 },
  previous_hour: { kind: 'reading', target: { hour: 4, minute: 5 }, targetDayTime: null, step: 5 },
  off_by_one_hour: {
    kind: 'reading',
    target: { hour: 3, minute: 10 },
    targetDayTime: null,
    step: 5,
  },
  hour_wrong_other: {
    kind: 'reading',
    target: { hour: 3, minute: 20 },
    targetDayTime: null,
    step: 5,
  },
  hour_hand_on_numeral: {
    kind: 'setting',
    target: { hour: 4, minute: 30 },
    targetDayTime: null,
    step: 30,
  },
  halb_trap: { kind: 'reading', target: { hour: 2, minute: 30 }, targetDayTime: null, step: 30 },
  am_pm_swap: {
    kind: 'reading',
    target: { hour: 2, minute: 0 },
    targetDayTime: { hour: 14, minute: 0 },
    step: 60,
  },
  h24_drop_ten: {
    kind: 'setting',
    target: { hour: 3, minute: 0 },
    targetDayTime: { hour: 15, minute: 0 },
    step: 60,
  },
};

/**
 * A tag's hint with the anchors' example numbers instead of a question's ("Take away 12, not 10:
 * 15 - 12 = 3"), for a tip shown before the child answers, which must not give the answer away.
 */
export function exampleHint(tag: MisconceptionTag): Hint {
  const item = EXAMPLES[tag];
  return item ? hintFor(tag, item) : { key: tag, params: {} };
}

/** Every hint key with the names of the numbers it takes (for the translations' tests). */
export const HINT_PARAMS: Readonly<Record<HintKey, readonly string[]>> = {
  hands_swapped: [],
  past_to_reversed: [],
  halb_trap: ['next', 'words'],
  next_hour: ['hour', 'next'],
  previous_hour: ['hour'],
  numeral_as_minutes: [],
  off_by_one_step: [],
  tick_miscount: [],
  off_by_one_hour: ['hour'],
  am_pm_swap: ['face', 'hour'],
  h24_drop_ten: ['face', 'hour'],
  elapsed_units: [],
  hour_hand_on_numeral: ['hour', 'next'],
  hour_wrong_other: ['hour'],
  minute_wrong_other: [],
  unclassified: [],
  hour_at_oclock: ['hour'],
  am_pm_swap_am: ['hour'],
  am_pm_swap_noon: [],
  elapsed_hour_jumps: [],
};
