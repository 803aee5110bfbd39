/**
 * A time as the face shows it: hour 1-12, minute 0-59 (spec section 3, "Clock time"). Its
 * schema is in `time-schema.ts`, so clock math never pulls zod into a page.
 */
export type ClockTime = { hour: number; minute: number };

/** A time of day: hour 0-23, minute 0-59. Used for 24-hour display and the a.m./p.m. hint. */
export type DayTime = { hour: number; minute: number };

/** Minutes once round the face: 12 hours. */
export const MINUTES_PER_FACE = 720;
/** Minutes in a day: 24 hours. */
export const MINUTES_PER_DAY = 1440;

/** Minutes since 12:00 on the face, 0-719 (12:00 -> 0, 3:15 -> 195). */
export function toFaceMinutes(time: ClockTime): number {
  return (time.hour % 12) * 60 + time.minute;
}

/** Inverse of toFaceMinutes; any integer is wrapped onto the face. */
export function fromFaceMinutes(total: number): ClockTime {
  const m = ((Math.trunc(total) % MINUTES_PER_FACE) + MINUTES_PER_FACE) % MINUTES_PER_FACE;
  const hour = Math.floor(m / 60);
  return { hour: hour === 0 ? 12 : hour, minute: m % 60 };
}

/** The face time (1-12) of a time of day. */
export function toClockTime(time: DayTime): ClockTime {
  return fromFaceMinutes(time.hour * 60 + time.minute);
}

/** Whether two face times show the same hands. */
export function sameClockTime(a: ClockTime, b: ClockTime): boolean {
  return a.hour === b.hour && a.minute === b.minute;
}

/** The half of the day: "a.m." before noon, "p.m." from noon. */
export type DayPeriod = 'am' | 'pm';

/**
 * The time of day a face time stands for in the given half of the day:
 * 12:xx a.m. is 0:xx, 12:xx p.m. is 12:xx, 3:15 p.m. is 15:15.
 */
export function toDayTime(time: ClockTime, period: DayPeriod): DayTime {
  const hour = (time.hour % 12) + (period === 'pm' ? 12 : 0);
  return { hour, minute: time.minute };
}
