import { z } from 'zod';
import { angleToMinute, hourAngleToFaceMinutes, type MinuteStep } from './snap';
import { type ClockTime, fromFaceMinutes, MINUTES_PER_FACE, toFaceMinutes } from './time';

/** Which way the hands turned: clockwise (time forward) or counter-clockwise (time back). */
export const DragDirection = { cw: 'cw', ccw: 'ccw' } as const;
export type DragDirection = (typeof DragDirection)[keyof typeof DragDirection];

/** Accepts 'cw' or 'ccw'. */
export const dragDirectionSchema = z.enum([DragDirection.cw, DragDirection.ccw]);

/** The two hands of the clock. */
export const ClockHand = { hour: 'hour', minute: 'minute' } as const;
export type ClockHand = (typeof ClockHand)[keyof typeof ClockHand];

/** The result of moving a geared clock: the new time and how far and which way it turned. */
export interface GearedMove {
  /** The time the face shows after the move. */
  time: ClockTime;
  /** Signed minutes the time moved: positive is clockwise. */
  delta: number;
  /** 'cw' when delta > 0, 'ccw' when delta < 0, null when nothing moved. */
  direction: DragDirection | null;
}

/** The direction of a signed move in minutes; null for 0. */
export function directionOf(delta: number): DragDirection | null {
  if (delta > 0) return DragDirection.cw;
  if (delta < 0) return DragDirection.ccw;
  return null;
}

function wrap(value: number, period: number): number {
  return ((value % period) + period) % period;
}

function checkInteger(name: string, value: number, min: number, max: number): void {
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new RangeError(`${name} must be an integer from ${min} to ${max}, got ${value}`);
  }
}

/**
 * The signed minutes the minute hand turns going from one minute (0-59) to another the
 * shorter way round, in -29..30: 55 -> 5 is +10 (across 12 clockwise), 5 -> 55 is -10.
 * Exactly opposite positions (30 apart) count as clockwise, since children are taught to
 * move the minute hand forwards.
 */
export function shortestMinuteDelta(from: number, to: number): number {
  const d = wrap(to - from, 60);
  return d > 30 ? d - 60 : d;
}

/**
 * The signed face minutes between two face positions (0-719) the shorter way round,
 * in -359..360 (exactly opposite counts as clockwise).
 */
export function shortestFaceDelta(from: number, to: number): number {
  const d = wrap(to - from, MINUTES_PER_FACE);
  return d > MINUTES_PER_FACE / 2 ? d - MINUTES_PER_FACE : d;
}

/**
 * Moves a geared clock by a signed number of minutes: 3:55 + 10 is 4:05, 4:05 - 10 is 3:55,
 * 12:50 + 20 is 1:10. The delta is kept as given, so a move of 720 reports a full turn.
 *
 * @throws RangeError when delta is not an integer.
 */
export function moveByMinutes(time: ClockTime, delta: number): GearedMove {
  if (!Number.isSafeInteger(delta)) throw new RangeError(`delta must be an integer, got ${delta}`);
  return {
    time: fromFaceMinutes(toFaceMinutes(time) + delta),
    delta,
    direction: directionOf(delta),
  };
}

/**
 * Puts the minute hand of a geared clock on `toMinute` (0-59) by the shorter way round, so the
 * hour follows: crossing 12 clockwise moves the hour forward (3:55 -> 4:05), crossing it
 * counter-clockwise moves it back (4:05 -> 3:55). One move is always within -29..30 minutes.
 *
 * @throws RangeError when toMinute is not an integer 0-59.
 */
export function moveMinuteHand(time: ClockTime, toMinute: number): GearedMove {
  checkInteger('toMinute', toMinute, 0, 59);
  return moveByMinutes(time, shortestMinuteDelta(time.minute, toMinute));
}

/**
 * One pointer step of dragging the minute hand to `angle` (degrees, 0 = 12, clockwise), with
 * the minute snapped to `step`. Pointer events must come often enough that the hand moves
 * less than half a turn between two of them; otherwise the shorter way is the wrong one.
 */
export function dragMinuteHand(time: ClockTime, angle: number, step: MinuteStep = 1): GearedMove {
  return moveMinuteHand(time, angleToMinute(angle, step));
}

/**
 * One pointer step of dragging the hour hand of a geared clock to `angle`: the whole time
 * follows the hour hand (half way between 3 and 4 is 3:30), minutes snapped to `step`, and the
 * move goes the shorter way round the face (-359..360 minutes).
 */
export function dragHourHand(time: ClockTime, angle: number, step: MinuteStep = 1): GearedMove {
  const target = hourAngleToFaceMinutes(angle, step);
  return moveByMinutes(time, shortestFaceDelta(toFaceMinutes(time), target));
}
