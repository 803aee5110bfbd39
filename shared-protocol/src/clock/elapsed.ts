import type { DragDirection } from './drag';
import { type ClockTime, MINUTES_PER_FACE, toFaceMinutes } from './time';

/** Beyond this many minutes an undirected difference is taken the other way round (spec 4). */
export const UNDIRECTED_WRAP_LIMIT = 600;

/**
 * Minutes passed from `start` to `end` on the face (spec section 4, Playground):
 * - direction 'cw': the forward way round, 0..719 (3:00 -> 2:00 is 660);
 * - direction 'ccw': the backward way round, -719..0 (3:00 -> 4:00 is -660);
 * - no direction: the plain difference of face minutes, except that a difference over 600 is
 *   taken as going back (-720) and one under -600 as going forward (+720), so it lies in
 *   -600..600 (12:10 -> 11:50 is -20, not 700).
 * In every case start + elapsed = end modulo 720.
 */
export function elapsedMinutes(
  start: ClockTime,
  end: ClockTime,
  direction: DragDirection | null = null,
): number {
  const raw = toFaceMinutes(end) - toFaceMinutes(start);
  const forward = ((raw % MINUTES_PER_FACE) + MINUTES_PER_FACE) % MINUTES_PER_FACE;
  if (direction === 'cw') return forward;
  if (direction === 'ccw') return forward === 0 ? 0 : forward - MINUTES_PER_FACE;
  if (raw > UNDIRECTED_WRAP_LIMIT) return raw - MINUTES_PER_FACE;
  if (raw < -UNDIRECTED_WRAP_LIMIT) return raw + MINUTES_PER_FACE;
  return raw;
}

/** A signed number of minutes as whole hours and the minutes left over. */
export interface ElapsedParts {
  /** -1 backwards, 0 nothing passed, 1 forwards. */
  sign: -1 | 0 | 1;
  /** Whole hours of the magnitude. */
  hours: number;
  /** Minutes of the magnitude left after the hours, 0-59. */
  minutes: number;
}

/**
 * Splits signed minutes into sign, hours and minutes: 135 is {1, 2, 15}, -45 is {-1, 0, 45}.
 *
 * @throws RangeError when minutes is not an integer.
 */
export function splitElapsed(minutes: number): ElapsedParts {
  if (!Number.isSafeInteger(minutes)) {
    throw new RangeError(`elapsed minutes must be an integer, got ${minutes}`);
  }
  const magnitude = Math.abs(minutes);
  return {
    sign: minutes > 0 ? 1 : minutes < 0 ? -1 : 0,
    hours: Math.floor(magnitude / 60),
    minutes: magnitude % 60,
  };
}
