import type { Language } from '../clock/language';
import { type ClockTime, type DayTime, MINUTES_PER_FACE, toClockTime } from '../clock/time';
import { faceDistance, minuteDistance, nextHour, numeralOf, previousHour } from './face-math';
import { MISCONCEPTION_TAGS, MisconceptionTag } from './misconceptions';

/** What the classifier needs to know about the item besides the two times. */
export type ClassifyContext = {
  /** Minute step of the difficulty (60, 30, 15, 10, 5 or 1); 5 when not given. */
  step?: number;
  /** 24-hour items: the target as a time of day (its face must be `target`). */
  targetDayTime?: DayTime | null;
  /** When the answer was a 24-hour string: that time of day (its face must be `answer`). */
  answerDayTime?: DayTime | null;
  /** When the options were shown in words, their language (German enables `halb_trap`). */
  wordsLanguage?: Language | null;
};

/** The misconception behind a wrong answer: the first match in table order, and every match. */
export type Classification = {
  tag: MisconceptionTag;
  matches: MisconceptionTag[];
};

type Item = {
  t: ClockTime;
  a: ClockTime;
  step: number;
  targetDay: DayTime | null;
  answerDay: DayTime | null;
  words: Language | null;
};

/**
 * Detection rules, learning-anchors section 4. T = (h, m) is the target on the face, A = (h', m')
 * the answer; N is the hour after h, P the hour before; num(m) the numeral the minute hand has
 * reached (0 -> 12).
 */
const DETECTORS: ReadonlyArray<readonly [MisconceptionTag, (x: Item) => boolean]> = [
  // h' = num(m) and m' in {5h mod 60, h}; h' != h, since when both hands are at the same
  // numeral (3:15) swapping them changes nothing and 3:03 is numeral_as_minutes.
  [
    MisconceptionTag.handsSwapped,
    ({ t, a }) =>
      a.hour !== t.hour &&
      a.hour === numeralOf(t.minute) &&
      (a.minute === (5 * t.hour) % 60 || a.minute === t.hour),
  ],
  // m not in {0, 30}, m' = 60 - m, h' = h or (m > 30 ? N : P).
  [
    MisconceptionTag.pastToReversed,
    ({ t, a }) =>
      t.minute !== 0 &&
      t.minute !== 30 &&
      a.minute === 60 - t.minute &&
      (a.hour === t.hour || a.hour === (t.minute > 30 ? nextHour(t.hour) : previousHour(t.hour))),
  ],
  // German word options at half past: "halb N" is half way TO N, so H:30 is "halb N"; a child
  // who reads it like English "half H" picks "halb H", which is (H-1):30.
  [
    MisconceptionTag.halbTrap,
    ({ t, a, words }) =>
      words === 'de' && t.minute === 30 && a.minute === 30 && a.hour === previousHour(t.hour),
  ],
  [
    MisconceptionTag.nextHour,
    ({ t, a }) => t.minute >= 30 && a.hour === nextHour(t.hour) && a.minute === t.minute,
  ],
  [
    MisconceptionTag.previousHour,
    ({ t, a }) => a.hour === previousHour(t.hour) && a.minute === t.minute,
  ],
  // Reading: the numeral the minute hand has reached taken as minutes (3:15 -> 3:03; on the 12,
  // 3:00 -> 3:12). Setting: the minute hand put on numeral m (4:08 -> 4:40).
  [
    MisconceptionTag.numeralAsMinutes,
    ({ t, a }) =>
      a.hour === t.hour &&
      (a.minute === numeralOf(t.minute) ||
        (t.minute >= 1 && t.minute <= 12 && a.minute === (5 * t.minute) % 60)),
  ],
  // One step of the difficulty off, either round the face (3:55 -> 4:00) or on the dial only.
  // Minute steps only: at the o'clock level a step is an hour, which next_hour, previous_hour
  // and off_by_one_hour name. On 1-minute items the step is a numeral's 5 minutes (the
  // anchors' minute_off_by_5); 1 to 4 minutes off is tick_miscount.
  [
    MisconceptionTag.offByOneStep,
    ({ t, a, step }) => {
      if (step >= 60) return false;
      const unit = minuteUnit(step);
      return (
        Math.abs(faceDistance(t, a)) === unit ||
        (a.hour === t.hour && minuteDistance(a.minute, t.minute) === unit)
      );
    },
  ],
  // 1-minute items: 1 to 4 little marks off.
  [
    MisconceptionTag.tickMiscount,
    ({ t, a, step }) => {
      if (step >= 5) return false;
      const face = Math.abs(faceDistance(t, a));
      const dial = a.hour === t.hour ? minuteDistance(a.minute, t.minute) : 0;
      return (face >= 1 && face <= 4) || (dial >= 1 && dial <= 4);
    },
  ],
  // The hour after, before half past (from half past on it is next_hour; the hour before is
  // always previous_hour).
  [
    MisconceptionTag.offByOneHour,
    ({ t, a }) => t.minute < 30 && a.hour === nextHour(t.hour) && a.minute === t.minute,
  ],
  // The same face, the other half of the day.
  [
    MisconceptionTag.amPmSwap,
    ({ targetDay, answerDay }) =>
      targetDay !== null &&
      answerDay !== null &&
      answerDay.minute === targetDay.minute &&
      Math.abs(answerDay.hour - targetDay.hour) === 12,
  ],
  // 24-hour item, hour 13-22: 10 taken away instead of 12, so 15:00 becomes 5 o'clock
  // (learning anchors: h' = hour - 10). Set as 5:00, or the option "05:00" picked.
  [
    MisconceptionTag.h24DropTen,
    ({ t, a, targetDay, answerDay }) =>
      targetDay !== null &&
      targetDay.hour >= 13 &&
      targetDay.hour <= 22 &&
      a.minute === t.minute &&
      a.hour === targetDay.hour - 10 &&
      (answerDay === null || answerDay.hour === targetDay.hour - 10),
  ],
  // Only visible on a geared clock as the nearest numeral from half past on, i.e. as next_hour.
  [
    MisconceptionTag.hourHandOnNumeral,
    ({ t, a }) => t.minute >= 30 && a.hour === nextHour(t.hour) && a.minute === t.minute,
  ],
];

/** The minutes one step of the difficulty moves the minute hand: a numeral's 5 on 1-minute items. */
export function minuteUnit(step: number): number {
  return Math.max(step, 5);
}

function fallback(t: ClockTime, a: ClockTime): MisconceptionTag {
  if (a.minute === t.minute) return MisconceptionTag.hourWrongOther;
  if (a.hour === t.hour) return MisconceptionTag.minuteWrongOther;
  return MisconceptionTag.unclassified;
}

/**
 * True when the answer is the target: the same time of day when both are known as times of day,
 * otherwise the same face time.
 */
export function isSameAnswer(
  target: ClockTime,
  answer: ClockTime,
  context: ClassifyContext = {},
): boolean {
  const { targetDayTime, answerDayTime } = context;
  if (targetDayTime && answerDayTime) {
    return (
      targetDayTime.hour === answerDayTime.hour && targetDayTime.minute === answerDayTime.minute
    );
  }
  const t = targetDayTime ? toClockTime(targetDayTime) : target;
  const a = answerDayTime ? toClockTime(answerDayTime) : answer;
  return t.hour === a.hour && t.minute === a.minute;
}

/**
 * Classifies a wrong answer (a clock that was set, or a chosen time) against the target:
 * returns null when the answer is right, otherwise the first matching tag in table order and the
 * full list of matches. When no named misconception matches, the one fallback that fits:
 * `hour_wrong_other` (minute right), `minute_wrong_other` (hour right) or `unclassified`.
 */
export function classifyAnswer(
  target: ClockTime,
  answer: ClockTime,
  context: ClassifyContext = {},
): Classification | null {
  if (isSameAnswer(target, answer, context)) return null;
  const item: Item = {
    t: context.targetDayTime ? toClockTime(context.targetDayTime) : target,
    a: context.answerDayTime ? toClockTime(context.answerDayTime) : answer,
    step: context.step && context.step > 0 ? context.step : 5,
    targetDay: context.targetDayTime ?? null,
    answerDay: context.answerDayTime ?? null,
    words: context.wordsLanguage ?? null,
  };
  const matches = DETECTORS.filter(([, detect]) => detect(item)).map(([tag]) => tag);
  const first = matches[0];
  if (first === undefined) {
    const tag = fallback(item.t, item.a);
    return { tag, matches: [tag] };
  }
  return { tag: first, matches };
}

/** An elapsed-time item: the clock starts at `start` and `minutes` pass until `end`. */
export type ElapsedItem = { start: ClockTime; end: ClockTime; minutes: number; step?: number };

/**
 * The durations a child gets by not coordinating hours and minutes (Kamii & Russell 2012), as a
 * child says them with hours and minutes: the hours and the minutes subtracted apart, each on
 * its own (8:30 -> 11:00 "3 h 30 min"); the minutes alone, ignoring the hours (8:30 -> 11:00
 * "30 min"); and the hour jumps counted on in fives like minutes (6:00 -> 9:00 "15 min").
 * Never the digits subtracted as one number ("900 - 600 = 300", which the options could only
 * show as a "5 h" no child says). Only durations 1-719 minutes other than the right one, no
 * repeats.
 */
export function elapsedUnitsDurations(start: ClockTime, end: ClockTime): number[] {
  const correct = forwardMinutes(start, end);
  const hours = Math.floor(correct / 60);
  const rest = correct % 60;
  const apart = (((end.hour - start.hour) % 12) + 12) % 12;
  const separately = apart * 60 + Math.abs(end.minute - start.minute);
  const ignoringHours = hours > 0 ? rest : 0;
  const countedInFives = hours > 0 ? 5 * hours + rest : 0;
  const all = [separately, ignoringHours, countedInFives].filter(
    (d) => d >= 1 && d < 720 && d !== correct,
  );
  return [...new Set(all)];
}

/**
 * The numerals the minute hand passes counted one minute each instead of five: within one turn
 * of the minute hand all of them (45 min -> "9 min", 60 min -> "12 min"), after whole hours
 * those of the last part (2 h 30 min -> "2 h 6 min").
 */
export function numeralsAsMinutesDurations(minutes: number): number[] {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (minutes % 5 !== 0 || minutes < 5) return [];
  if (minutes <= 60) return [minutes / 5];
  return rest > 0 ? [hours * 60 + rest / 5] : [];
}

function forwardMinutes(start: ClockTime, end: ClockTime): number {
  const d = faceDistance(start, end);
  return d < 0 ? d + MINUTES_PER_FACE : d;
}

/**
 * The end times a child gets by adding hours and minutes apart: without carrying the hour
 * (8:30 + 1 h 30 -> 9:00), or adding to the digits as one number (8:30 + 90 -> 9:20). Only real
 * clock times.
 */
export function elapsedUnitsEndTimes(start: ClockTime, minutes: number): ClockTime[] {
  const wrapHour = (h: number): number => ((((h - 1) % 12) + 12) % 12) + 1;
  const noCarry = {
    hour: wrapHour(start.hour + Math.floor(minutes / 60)),
    minute: (start.minute + (minutes % 60)) % 60,
  };
  const digits = 100 * start.hour + start.minute + minutes;
  const out: ClockTime[] = [noCarry];
  if (digits % 100 < 60)
    out.push({ hour: wrapHour(Math.floor(digits / 100)), minute: digits % 100 });
  return out;
}

function byTableOrder(tags: Iterable<MisconceptionTag>): MisconceptionTag[] {
  const set = new Set(tags);
  return MISCONCEPTION_TAGS.filter((t) => set.has(t));
}

/**
 * Classifies a wrong duration answer ("how long from start to end?"). `elapsed_units` is tested
 * first on elapsed items (it is what they probe); then, in table order, the minute hand's
 * numerals counted as minutes (60 minutes -> "12 min"), one minute step off (not at the o'clock
 * level, where a step is an hour), 1-4 minutes off on 1-minute items, and one hour off (the
 * first hour counted too, 6:00 -> 9:00 "4 h"); else the fallbacks (hours right / minutes right /
 * neither). The same rules build the options, so a picked option logs the tag it was built from.
 */
export function classifyDurationAnswer(
  item: ElapsedItem,
  answerMinutes: number,
): Classification | null {
  const correct = item.minutes;
  if (answerMinutes === correct) return null;
  const step = item.step && item.step > 0 ? item.step : 5;
  const diff = Math.abs(answerMinutes - correct);
  const matches: MisconceptionTag[] = [];
  if (elapsedUnitsDurations(item.start, item.end).includes(answerMinutes)) {
    matches.push(MisconceptionTag.elapsedUnits);
  }
  if (numeralsAsMinutesDurations(correct).includes(answerMinutes)) {
    matches.push(MisconceptionTag.numeralAsMinutes);
  }
  if (step < 60 && diff === minuteUnit(step)) matches.push(MisconceptionTag.offByOneStep);
  if (step < 5 && diff >= 1 && diff <= 4) matches.push(MisconceptionTag.tickMiscount);
  if (diff === 60) matches.push(MisconceptionTag.offByOneHour);
  const first = matches[0];
  if (first !== undefined) return { tag: first, matches };
  const sameMinutes = (((answerMinutes - correct) % 60) + 60) % 60 === 0;
  const sameHours = Math.floor(answerMinutes / 60) === Math.floor(correct / 60);
  const tag = sameMinutes
    ? MisconceptionTag.hourWrongOther
    : sameHours
      ? MisconceptionTag.minuteWrongOther
      : MisconceptionTag.unclassified;
  return { tag, matches: [tag] };
}

/**
 * Classifies a wrong end time ("what time is it N minutes after start?"): `elapsed_units` first,
 * then the clock-reading tags against the correct end time.
 */
export function classifyEndTimeAnswer(item: ElapsedItem, answer: ClockTime): Classification | null {
  const general = classifyAnswer(item.end, answer, { step: item.step ?? 5 });
  if (general === null) return null;
  const units = elapsedUnitsEndTimes(item.start, item.minutes).some(
    (t) => t.hour === answer.hour && t.minute === answer.minute,
  );
  if (!units) return general;
  const named = general.matches.filter((t) => !isFallbackTag(t));
  return {
    tag: MisconceptionTag.elapsedUnits,
    matches: [MisconceptionTag.elapsedUnits, ...byTableOrder(named)],
  };
}

/** True for the three fallback tags, which name no specific misconception. */
export function isFallbackTag(tag: MisconceptionTag): boolean {
  return (
    tag === MisconceptionTag.hourWrongOther ||
    tag === MisconceptionTag.minuteWrongOther ||
    tag === MisconceptionTag.unclassified
  );
}
