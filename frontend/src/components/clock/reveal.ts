import {
  angleDelta,
  type HandAngles,
  handAngles,
  normalizeAngle,
} from '@ttc/shared-protocol/clock/angles';
import { shortestFaceDelta } from '@ttc/shared-protocol/clock/drag';
import { type ClockTime, fromFaceMinutes, toFaceMinutes } from '@ttc/shared-protocol/clock/time';

/** How long the hands take to turn from the child's answer to the right time. */
export const REVEAL_MS = 1_200;

/** Where a reveal starts: the hands as the child left them, and the time they read. */
export type RevealStart = { angles: HandAngles; time: ClockTime };

/** Slow start, slow stop: the child sees the hands set off and settle. */
export function easeInOut(t: number): number {
  const x = Math.min(1, Math.max(0, t));
  return x < 0.5 ? 4 * x ** 3 : 1 - (-2 * x + 2) ** 3 / 2;
}

/**
 * The hands and readout `progress` (0-1, already eased) of the way from `start` to `to`, turning
 * as a geared clock does: the minute hand sweeps the face minutes between the two times (the
 * shorter way, at most 6 hours), the hour hand turns the shorter way to its place for `to` (from
 * wherever the child put it, which with independent hands may be off its geared place). At 1 it
 * is exactly `to`.
 */
export function revealFrame(
  start: RevealStart,
  to: ClockTime,
  progress: number,
): { angles: HandAngles; time: ClockTime } {
  if (progress >= 1) return { angles: handAngles(to), time: to };
  const from = toFaceMinutes(start.time);
  const minutes = shortestFaceDelta(from, toFaceMinutes(to));
  const target = handAngles(to);
  return {
    angles: {
      hour: normalizeAngle(
        start.angles.hour + angleDelta(start.angles.hour, target.hour) * progress,
      ),
      minute: normalizeAngle(start.angles.minute + minutes * 6 * progress),
    },
    time: fromFaceMinutes(from + Math.round(minutes * progress)),
  };
}
