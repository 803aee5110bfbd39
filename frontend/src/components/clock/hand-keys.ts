import {
  type ClockHand,
  type GearedMove,
  moveByMinutes,
  shortestFaceDelta,
} from '@ttc/shared-protocol/clock/drag';
import { stepHandByKey } from '@ttc/shared-protocol/clock/hand-keys';
import type { MinuteStep } from '@ttc/shared-protocol/clock/snap';
import { type ClockTime, toFaceMinutes } from '@ttc/shared-protocol/clock/time';

/**
 * What a key does to a geared hand's slider (ARIA slider pattern): arrows and PageUp/PageDown as
 * in stepHandByKey (the minute hand by the step and a quarter hour, the hour hand by an hour,
 * keeping the minutes); Home and End go to the slider's ends (the minute hand to :00 or the last
 * step of the hour, the hour hand to 1 o'clock or 12 o'clock, keeping the minutes). In the
 * beginners' hour-hand-only mode (`wholeHours`) the hour hand only visits whole hours, as when
 * it is dragged: every key lands on an o'clock. Null for other keys.
 */
export function handKeyMove(
  time: ClockTime,
  hand: ClockHand,
  key: string,
  step: MinuteStep = 1,
  wholeHours = false,
): GearedMove | null {
  const face = toFaceMinutes(time);
  const whole = wholeHours && hand === 'hour';
  if (key === 'Home' || key === 'End') {
    const target =
      hand === 'minute'
        ? face - time.minute + (key === 'Home' ? 0 : 60 - step)
        : (key === 'Home' ? 60 : 0) + (whole ? 0 : time.minute);
    const delta = hand === 'minute' ? target - face : shortestFaceDelta(face, target);
    return moveByMinutes(time, delta);
  }
  if (whole) {
    if (key === 'ArrowUp' || key === 'ArrowRight' || key === 'PageUp') {
      return moveByMinutes(time, (Math.floor(face / 60) + 1) * 60 - face);
    }
    if (key === 'ArrowDown' || key === 'ArrowLeft' || key === 'PageDown') {
      return moveByMinutes(time, (Math.ceil(face / 60) - 1) * 60 - face);
    }
  }
  return stepHandByKey(time, hand, key, step);
}
