import type { ClockTime, DayTime } from './time';

/** Degrees of both hands, 0 = 12 o'clock, growing clockwise, each in [0, 360). */
export interface HandAngles {
  hour: number;
  minute: number;
}

/** Degrees the minute hand turns per minute (360 / 60). */
export const DEGREES_PER_MINUTE = 6;
/** Degrees the hour hand turns per hour (360 / 12). */
export const DEGREES_PER_HOUR = 30;
/** Degrees the hour hand turns per minute: it moves with the minutes on a geared clock. */
export const HOUR_HAND_DEGREES_PER_MINUTE = 0.5;

/** Any angle in degrees brought into [0, 360); -0 becomes 0. */
export function normalizeAngle(degrees: number): number {
  const a = ((degrees % 360) + 360) % 360;
  return a === 0 ? 0 : a;
}

/**
 * The signed turn in degrees from one angle to another along the shorter way round,
 * in (-180, 180]: positive is clockwise. Exactly opposite angles count as clockwise.
 */
export function angleDelta(from: number, to: number): number {
  const d = normalizeAngle(to - from);
  return d > 180 ? d - 360 : d;
}

/**
 * Hour hand angle: `(h % 12) * 30 + m * 0.5`, so at 3:30 it sits half way between 3 and 4.
 * Accepts a face time (1-12) or a time of day (0-23).
 */
export function hourHandAngle(time: ClockTime | DayTime): number {
  return (time.hour % 12) * DEGREES_PER_HOUR + time.minute * HOUR_HAND_DEGREES_PER_MINUTE;
}

/** Minute hand angle: `m * 6`. */
export function minuteHandAngle(time: ClockTime | DayTime): number {
  return time.minute * DEGREES_PER_MINUTE;
}

/** Both hand angles of a time (see hourHandAngle and minuteHandAngle). */
export function handAngles(time: ClockTime | DayTime): HandAngles {
  return { hour: hourHandAngle(time), minute: minuteHandAngle(time) };
}

/**
 * The clock angle of a pointer at (x, y) seen from the centre (cx, cy) in SVG or screen
 * coordinates, where y grows downwards: straight up is 0, right 90, down 180, left 270.
 * A pointer exactly on the centre has no direction and gives 0.
 *
 * @throws RangeError when a coordinate is not a finite number.
 */
export function pointToAngle(x: number, y: number, cx: number, cy: number): number {
  if (![x, y, cx, cy].every(Number.isFinite)) {
    throw new RangeError(`pointToAngle needs finite coordinates, got (${x}, ${y}, ${cx}, ${cy})`);
  }
  const dx = x - cx;
  const dy = y - cy;
  if (dx === 0 && dy === 0) return 0;
  // atan2(dx, -dy) measures from "up" towards "right", which is clockwise on screen.
  return normalizeAngle((Math.atan2(dx, -dy) * 180) / Math.PI);
}
