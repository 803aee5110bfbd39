import { z } from 'zod';
import { DEGREES_PER_MINUTE, HOUR_HAND_DEGREES_PER_MINUTE, normalizeAngle } from './angles';
import { type ClockTime, fromFaceMinutes, MINUTES_PER_FACE } from './time';

/** The minute steps a hand can snap to: every minute, 5 minutes, quarter or half hour. */
export const MINUTE_STEPS = [1, 5, 15, 30] as const;
/** One of MINUTE_STEPS. */
export type MinuteStep = (typeof MINUTE_STEPS)[number];

/** Accepts exactly 1, 5, 15 or 30. */
export const minuteStepSchema = z.literal(MINUTE_STEPS);

/** Narrowing guard for a value that should be a MinuteStep. */
export function isMinuteStep(value: unknown): value is MinuteStep {
  return (MINUTE_STEPS as readonly unknown[]).includes(value);
}

function checkStep(step: MinuteStep): void {
  if (!isMinuteStep(step)) {
    throw new RangeError(`minute step must be one of ${MINUTE_STEPS.join(', ')}, got ${step}`);
  }
}

function checkAngle(angle: number): void {
  if (!Number.isFinite(angle)) throw new RangeError(`angle must be finite, got ${angle}`);
}

/**
 * Rounds a (possibly fractional) count of minutes to the nearest multiple of `step` and wraps
 * it into [0, period): with step 5 and period 60, 57.6 gives 0 (60 wraps to 0).
 * A value exactly half way goes up (2.5 -> 5).
 */
export function snapToStep(minutes: number, step: MinuteStep, period: number): number {
  checkStep(step);
  const snapped = Math.round(minutes / step) * step;
  return ((snapped % period) + period) % period;
}

/** Where the minute hand points, in fractional minutes [0, 60), without snapping. */
export function angleToExactMinute(angle: number): number {
  checkAngle(angle);
  return normalizeAngle(angle) / DEGREES_PER_MINUTE;
}

/**
 * The minute (0-59) a minute-hand angle shows, snapped to the nearest multiple of `step`
 * (60 wraps to 0): 93 degrees gives 16 with step 1, 15 with step 5 or 15.
 */
export function angleToMinute(angle: number, step: MinuteStep = 1): number {
  return snapToStep(angleToExactMinute(angle), step, 60);
}

/** Where the hour hand points, in fractional face minutes [0, 720), without snapping. */
export function hourAngleToExactFaceMinutes(angle: number): number {
  checkAngle(angle);
  return normalizeAngle(angle) / HOUR_HAND_DEGREES_PER_MINUTE;
}

/**
 * The face minutes (0-719, see toFaceMinutes) an hour-hand angle stands for on a geared
 * clock, snapped so the minutes are a multiple of `step`: 97.5 degrees is 3:15 (195).
 * Because every step divides 60, snapping the face minutes snaps the minute part.
 */
export function hourAngleToFaceMinutes(angle: number, step: MinuteStep = 1): number {
  return snapToStep(hourAngleToExactFaceMinutes(angle), step, MINUTES_PER_FACE);
}

/**
 * The face time shown by both hands of a clock whose hands were placed independently: the
 * minute comes from the minute hand (to the whole minute) and the hour is the one whose
 * geared position lies nearest to the hour hand. So an hour hand a little short of 4 with the
 * minute hand on 12 reads 4:00, and a hand just past 3 with the minute hand on 11 reads 3:55.
 */
export function handsToClockTime(hourAngle: number, minuteAngle: number): ClockTime {
  const minute = angleToMinute(minuteAngle, 1);
  const approx = hourAngleToExactFaceMinutes(hourAngle);
  let best = minute;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (let h = 0; h < 12; h++) {
    const candidate = h * 60 + minute;
    const raw = Math.abs(candidate - approx);
    const distance = Math.min(raw, MINUTES_PER_FACE - raw);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return fromFaceMinutes(best);
}
