import { angleDelta, DEGREES_PER_HOUR, hourHandAngle, normalizeAngle } from './angles';
import type { ClockTime } from './time';

/**
 * A clock whose hands are not geared: the child places the hour hand and the minute hand each on
 * its own, so the hour hand's position is part of the answer (learning-anchors section 4,
 * `hour_hand_on_numeral`). These functions read such hands as a person would and check them
 * against a target time.
 */

/** An hour hand within this many degrees of a numeral sits on it (learning-anchors: +-5). */
export const ON_NUMERAL_DEGREES = 5;

/**
 * How far from its geared position (30 h + m / 2) the hour hand may be and still count as right:
 * a quarter of an hour's sector, so 4:30 accepts the hand anywhere from 127.5 to 142.5 degrees.
 */
export const HOUR_HAND_TOLERANCE_DEGREES = 7.5;

/**
 * From this minute on, a hand just short of a numeral is where the hour before belongs (3:50 has
 * its hour hand 5 degrees short of 4), so it is no longer read as on the numeral.
 */
export const LATE_IN_THE_HOUR_MINUTE = 45;

/** What a reader of independently placed hands says. */
export type IndependentReading = {
  /** The time read: the hour is the numeral the hour hand has passed, the minute the minute hand's. */
  time: ClockTime;
  /** The numeral (1-12) the hour hand sits on, within +-ON_NUMERAL_DEGREES; null between numerals. */
  hourOnNumeral: number | null;
};

/** How independently placed hands compare with the time the child was asked to set. */
export type IndependentSetResult = {
  /** The minute is the target's and the hour hand is where a geared clock would put it. */
  correct: boolean;
  /**
   * The target when correct; otherwise what a reader of the hands says (readIndependentHands), for
   * the misconception classifier. It can equal the target while `correct` is false: the hour hand
   * then reads right but is too far from its place (4:30 with the hand on 4, 4:00 with it nearly
   * at 5), so callers judge by `correct`, not by comparing times.
   */
  answer: ClockTime;
  /**
   * The hour hand sits on the target hour's numeral although the target minute is 15 or more
   * (`hour_hand_on_numeral`: "at half past, the short hand is half way to the next number").
   */
  hourHandOnNumeral: boolean;
  /**
   * Signed degrees from where a geared hour hand would be to where the child put it: positive is
   * too far clockwise (towards the next hour), negative not far enough. In (-180, 180].
   */
  hourHandOffBy: number;
};

function checkHands(hourAngle: number, minute: number): void {
  if (!Number.isFinite(hourAngle)) {
    throw new RangeError(`hourAngle must be a finite number, got ${hourAngle}`);
  }
  if (!Number.isInteger(minute) || minute < 0 || minute > 59) {
    throw new RangeError(`minute must be an integer from 0 to 59, got ${minute}`);
  }
}

/** 0 -> 12, 13 -> 1: any count of hours as a numeral of the face. */
function numeral(hours: number): number {
  const h = ((hours % 12) + 12) % 12;
  return h === 0 ? 12 : h;
}

/** The numeral (1-12) the hour hand sits on within +-ON_NUMERAL_DEGREES, else null. */
export function hourHandOnNumeral(hourAngle: number): number | null {
  if (!Number.isFinite(hourAngle)) {
    throw new RangeError(`hourAngle must be a finite number, got ${hourAngle}`);
  }
  const a = normalizeAngle(hourAngle);
  const nearest = Math.round(a / DEGREES_PER_HOUR);
  return Math.abs(a - nearest * DEGREES_PER_HOUR) <= ON_NUMERAL_DEGREES ? numeral(nearest) : null;
}

/**
 * The time a person reads from an hour hand at `hourAngle` (degrees, 0 = 12, clockwise) and a
 * minute hand on `minute`: the hour is the numeral the hour hand has passed. A hand a little
 * short of a numeral (within ON_NUMERAL_DEGREES, where a child aiming at the numeral puts it)
 * counts as on it, unless the minute hand is at LATE_IN_THE_HOUR_MINUTE or later: then that is
 * just where the hour before belongs. So with the minute hand on 12 a hand at 117 degrees reads
 * 4:00, with it on 11 it reads 3:55, and every geared position reads as its own time.
 *
 * @throws RangeError when hourAngle is not finite or minute is not an integer 0-59.
 */
export function readIndependentHands(hourAngle: number, minute: number): IndependentReading {
  checkHands(hourAngle, minute);
  const a = normalizeAngle(hourAngle);
  const passed = Math.floor(a / DEGREES_PER_HOUR);
  const shortOfNext = (passed + 1) * DEGREES_PER_HOUR - a;
  const onNext = shortOfNext <= ON_NUMERAL_DEGREES && minute < LATE_IN_THE_HOUR_MINUTE;
  return {
    time: { hour: numeral(onNext ? passed + 1 : passed), minute },
    hourOnNumeral: hourHandOnNumeral(a),
  };
}

/**
 * Whether an hour hand at `hourAngle` is within `toleranceDeg` (inclusive, measured round the
 * circle) of where a geared clock puts it for `target`: 30 h + m / 2 degrees.
 */
export function hourHandMatches(
  hourAngle: number,
  target: ClockTime,
  toleranceDeg: number = HOUR_HAND_TOLERANCE_DEGREES,
): boolean {
  if (!Number.isFinite(hourAngle)) {
    throw new RangeError(`hourAngle must be a finite number, got ${hourAngle}`);
  }
  return Math.abs(angleDelta(hourHandAngle(target), hourAngle)) <= toleranceDeg;
}

/**
 * Checks a set-the-clock answer made with independent hands against `target`. Correct when the
 * minute hand shows the target minute and the hour hand matches (hourHandMatches), except that a
 * hand on the target hour's numeral is never right once the target minute is 15 or more, even
 * where that lies within the tolerance (4:15 with the hand 2 degrees past 4): that is the
 * `hour_hand_on_numeral` error, reported in `hourHandOnNumeral`.
 *
 * @throws RangeError when hourAngle is not finite or minute is not an integer 0-59.
 */
export function classifyIndependentSet(
  target: ClockTime,
  hourAngle: number,
  minute: number,
): IndependentSetResult {
  const reading = readIndependentHands(hourAngle, minute);
  const hourHandOnNumeral = target.minute >= 15 && reading.hourOnNumeral === numeral(target.hour);
  const correct =
    minute === target.minute && hourHandMatches(hourAngle, target) && !hourHandOnNumeral;
  return {
    correct,
    answer: correct ? { hour: target.hour, minute: target.minute } : reading.time,
    hourHandOnNumeral,
    hourHandOffBy: angleDelta(hourHandAngle(target), hourAngle),
  };
}
