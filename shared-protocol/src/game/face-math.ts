import {
  type ClockTime,
  type DayTime,
  fromFaceMinutes,
  MINUTES_PER_DAY,
  MINUTES_PER_FACE,
  toFaceMinutes,
} from '../clock/time';

/** The hour after `hour` on the face (12 -> 1). */
export function nextHour(hour: number): number {
  return (hour % 12) + 1;
}

/** The hour before `hour` on the face (1 -> 12). */
export function previousHour(hour: number): number {
  return ((hour + 10) % 12) + 1;
}

/** The numeral the minute hand has reached: floor(m / 5), with 0 shown as 12. */
export function numeralOf(minute: number): number {
  const n = Math.floor(minute / 5);
  return n === 0 ? 12 : n;
}

/** `time` moved by `minutes` round the face (wraps over 12). */
export function shiftFace(time: ClockTime, minutes: number): ClockTime {
  return fromFaceMinutes(toFaceMinutes(time) + minutes);
}

/** The shortest signed distance from `from` to `to` on the face, in -359..360 minutes. */
export function faceDistance(from: ClockTime, to: ClockTime): number {
  const raw = (toFaceMinutes(to) - toFaceMinutes(from)) % MINUTES_PER_FACE;
  const forward = (raw + MINUTES_PER_FACE) % MINUTES_PER_FACE;
  return forward > MINUTES_PER_FACE / 2 ? forward - MINUTES_PER_FACE : forward;
}

/** The distance between two minutes round the dial, 0..30. */
export function minuteDistance(a: number, b: number): number {
  const d = Math.abs(a - b) % 60;
  return Math.min(d, 60 - d);
}

/** A day time from minutes since midnight; any integer wraps onto the day. */
export function dayTimeFromMinutes(total: number): DayTime {
  const m = ((Math.trunc(total) % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return { hour: Math.floor(m / 60), minute: m % 60 };
}

/** Minutes since midnight. */
export function dayMinutes(time: DayTime): number {
  return time.hour * 60 + time.minute;
}

/**
 * The time of day showing `face` that lies closest to `reference` (ties: the same half of the
 * day as the reference). Used to turn a 12-hour distractor into 24-hour form without jumping to
 * the other half of the day for no reason.
 */
export function nearestDayTime(face: ClockTime, reference: DayTime): DayTime {
  const am = toFaceMinutes(face);
  const ref = dayMinutes(reference);
  const circular = (x: number): number => {
    const d = Math.abs(x - ref) % MINUTES_PER_DAY;
    return Math.min(d, MINUTES_PER_DAY - d);
  };
  const dAm = circular(am);
  const dPm = circular(am + MINUTES_PER_FACE);
  if (dAm < dPm) return dayTimeFromMinutes(am);
  if (dPm < dAm) return dayTimeFromMinutes(am + MINUTES_PER_FACE);
  return dayTimeFromMinutes(reference.hour < 12 ? am : am + MINUTES_PER_FACE);
}

/** Part of the day for the 24-hour prompt: night 0-5, morning 6-11, afternoon 12-17, evening 18-23. */
export type PartOfDay = 'night' | 'morning' | 'afternoon' | 'evening';

export function partOfDay(time: DayTime): PartOfDay {
  if (time.hour < 6) return 'night';
  if (time.hour < 12) return 'morning';
  if (time.hour < 18) return 'afternoon';
  return 'evening';
}
