import { angleDelta, normalizeAngle } from '@ttc/shared-protocol/clock/angles';
import {
  type ClockHand,
  type DragDirection,
  directionOf,
  shortestMinuteDelta,
} from '@ttc/shared-protocol/clock/drag';
import { HOUR_HAND_TOLERANCE_DEGREES } from '@ttc/shared-protocol/clock/independent-hands';
import { angleToMinute, type MinuteStep } from '@ttc/shared-protocol/clock/snap';
import type { ClockHands } from './analog-clock-props';

/**
 * The independent hour hand turns in steps of 2.5 degrees, the hour hand's move in 5 minutes:
 * fine enough for every 5-minute time and for "just after" and "nearly", coarse enough for a
 * child's finger to land on the same place twice.
 */
export const HOUR_HAND_STEP_DEGREES = 2.5;
/**
 * An arrow key turns the independent hour hand a quarter of the way between two numerals (7.5
 * degrees, a quarter hour's worth), not one drag step. Why this step: the hand's place is part of
 * the answer, judged within HOUR_HAND_TOLERANCE_DEGREES (the same 7.5 degrees) of where a geared
 * clock puts it, so from a numeral every target's place is at most 3.75 degrees from a key stop
 * and the keyboard can set every answer a finger can, right or with the hand left on the numeral
 * (`hour_hand_on_numeral`). The stops (on 4, just after 4, half way, nearly 5, on 5) are the
 * places the slider's value text names, so each press is heard as a change, and four presses
 * move the hour. With the 2.5-degree drag step a dozen presses changed nothing a reader says.
 */
export const HOUR_HAND_KEY_STEP_DEGREES = HOUR_HAND_TOLERANCE_DEGREES;
/** PageUp/PageDown turn the independent hour hand by a whole hour. */
export const HOUR_HAND_BIG_STEP_DEGREES = 30;
/** Minutes a geared clock needs to turn its hour hand by one degree. */
const MINUTES_PER_HOUR_DEGREE = 2;

/** One move of one independent hand: where the hands are now and how far the hand turned. */
export type IndependentMove = {
  hands: ClockHands;
  /** Signed turn of the moved hand in minutes (see ClockChange.delta). */
  delta: number;
  direction: DragDirection | null;
};

/** One drag of one independent hand, from pointer down to release: pure, tested without a DOM. */
export type IndependentDrag = {
  readonly hand: ClockHand;
  readonly start: ClockHands;
  readonly hands: ClockHands;
  /** Signed turn so far in minutes (several turns add up). */
  readonly net: number;
  readonly step: MinuteStep;
};

/** An hour-hand angle on the 2.5-degree grid, in [0, 360). */
export function snapHourAngle(angle: number): number {
  return normalizeAngle(Math.round(angle / HOUR_HAND_STEP_DEGREES) * HOUR_HAND_STEP_DEGREES);
}

function moveHour(hands: ClockHands, toAngle: number): IndependentMove {
  const hourAngle = normalizeAngle(toAngle);
  const delta = Math.round(angleDelta(hands.hourAngle, hourAngle) * MINUTES_PER_HOUR_DEGREE);
  return { hands: { ...hands, hourAngle }, delta, direction: directionOf(delta) };
}

function moveMinute(hands: ClockHands, delta: number): IndependentMove {
  const minute = (((hands.minute + delta) % 60) + 60) % 60;
  return { hands: { ...hands, minute }, delta, direction: directionOf(delta) };
}

/** Starts dragging `hand` from `hands`. */
export function startIndependentDrag(
  hand: ClockHand,
  hands: ClockHands,
  step: MinuteStep = 1,
): IndependentDrag {
  return { hand, start: hands, hands, net: 0, step };
}

/**
 * The drag after the pointer moved to `angle`: the dragged hand follows (the hour hand on the
 * 2.5-degree grid, the minute hand snapped to the step, each the shorter way round) and the
 * other hand stays where it is.
 */
export function moveIndependentDrag(drag: IndependentDrag, angle: number): IndependentDrag {
  const move =
    drag.hand === 'hour'
      ? moveHour(drag.hands, snapHourAngle(angle))
      : moveMinute(
          drag.hands,
          shortestMinuteDelta(drag.hands.minute, angleToMinute(angle, drag.step)),
        );
  if (move.delta === 0 && move.hands.hourAngle === drag.hands.hourAngle) return drag;
  return { ...drag, hands: move.hands, net: drag.net + move.delta };
}

/** The direction of the whole drag, null when it ended where it started. */
export function independentDragDirection(drag: IndependentDrag): DragDirection | null {
  return directionOf(drag.net);
}

/** The next multiple of `size` above (dir 1) or below (dir -1) `value`. */
function nextOnGrid(value: number, size: number, dir: 1 | -1): number {
  return dir === 1
    ? (Math.floor(value / size + 1e-9) + 1) * size
    : (Math.ceil(value / size - 1e-9) - 1) * size;
}

/**
 * What a key does to an independent hand's slider. Hour hand: arrows to the next or previous
 * quarter of the way between numerals (HOUR_HAND_KEY_STEP_DEGREES), PageUp/PageDown a whole
 * hour, Home to 1 and End to 12 keeping its place between numerals. With `wholeHours` (level 1:
 * the minute hand is locked on 12, so every answer has the hour hand on a numeral) every key
 * lands on a numeral and the arrows move a whole hour, as the geared hour-hand-only clock does.
 * Minute hand: arrows to the next multiple of `step`, PageUp/PageDown a quarter hour (or the step
 * when larger), Home to :00 and End to the hour's last step; it wraps past 12 without moving the
 * hour hand. Null for other keys.
 */
export function independentKeyMove(
  hands: ClockHands,
  hand: ClockHand,
  key: string,
  step: MinuteStep = 1,
  wholeHours = false,
): IndependentMove | null {
  if (hand === 'hour') {
    const a = hands.hourAngle;
    const within = wholeHours ? 0 : a - Math.floor(a / 30) * 30;
    const arrow = wholeHours ? HOUR_HAND_BIG_STEP_DEGREES : HOUR_HAND_KEY_STEP_DEGREES;
    switch (key) {
      case 'ArrowUp':
      case 'ArrowRight':
        return moveHour(hands, nextOnGrid(a, arrow, 1));
      case 'ArrowDown':
      case 'ArrowLeft':
        return moveHour(hands, nextOnGrid(a, arrow, -1));
      case 'PageUp':
        return moveHour(
          hands,
          wholeHours ? nextOnGrid(a, arrow, 1) : a + HOUR_HAND_BIG_STEP_DEGREES,
        );
      case 'PageDown':
        return moveHour(
          hands,
          wholeHours ? nextOnGrid(a, arrow, -1) : a - HOUR_HAND_BIG_STEP_DEGREES,
        );
      case 'Home':
        return moveHour(hands, 30 + within);
      case 'End':
        return moveHour(hands, within);
      default:
        return null;
    }
  }
  const m = hands.minute;
  const big = Math.max(15, step);
  switch (key) {
    case 'ArrowUp':
    case 'ArrowRight':
      return moveMinute(hands, nextOnGrid(m, step, 1) - m);
    case 'ArrowDown':
    case 'ArrowLeft':
      return moveMinute(hands, nextOnGrid(m, step, -1) - m);
    case 'PageUp':
      return moveMinute(hands, big);
    case 'PageDown':
      return moveMinute(hands, -big);
    case 'Home':
      return moveMinute(hands, -m);
    case 'End':
      return moveMinute(hands, 60 - step - m);
    default:
      return null;
  }
}
