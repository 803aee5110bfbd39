import {
  type ClockHand,
  type DragDirection,
  dragHourHand,
  dragMinuteHand,
  type GearedMove,
  moveByMinutes,
  shortestFaceDelta,
} from '@ttc/shared-protocol/clock/drag';
import {
  type DragSession,
  dragSessionDirection,
  dragSessionReducer,
  initialDragSession,
} from '@ttc/shared-protocol/clock/drag-session';
import type { MinuteStep } from '@ttc/shared-protocol/clock/snap';
import { hourAngleToExactFaceMinutes } from '@ttc/shared-protocol/clock/snap';
import { type ClockTime, MINUTES_PER_FACE, toFaceMinutes } from '@ttc/shared-protocol/clock/time';

/** One drag of one hand, from pointer down to release: pure, so it is tested without a DOM. */
export type HandDrag = {
  readonly hand: ClockHand;
  /** The time when the drag started. */
  readonly start: ClockTime;
  /** The time the hands show now. */
  readonly time: ClockTime;
  /** The signed moves summed so far (net minutes, direction). */
  readonly session: DragSession;
  readonly step: MinuteStep;
  /** Beginners' mode: the hour hand moves in whole hours. */
  readonly wholeHours: boolean;
};

/** Starts dragging `hand` from `time`. */
export function startHandDrag(
  hand: ClockHand,
  time: ClockTime,
  step: MinuteStep = 1,
  wholeHours = false,
): HandDrag {
  return { hand, start: time, time, session: initialDragSession, step, wholeHours };
}

/**
 * The hour hand dragged to `angle` in whole hours (the beginners' mode, with no minute hand):
 * the nearest hour, reached the shorter way round.
 */
export function dragHourHandWholeHours(time: ClockTime, angle: number): GearedMove {
  const exact = hourAngleToExactFaceMinutes(angle);
  const target = (Math.round(exact / 60) * 60) % MINUTES_PER_FACE;
  return moveByMinutes(time, shortestFaceDelta(toFaceMinutes(time), target));
}

/** The drag after the pointer moved to `angle` (degrees, 0 = 12, clockwise). */
export function moveHandDrag(drag: HandDrag, angle: number): HandDrag {
  const move =
    drag.hand === 'minute'
      ? dragMinuteHand(drag.time, angle, drag.step)
      : drag.wholeHours
        ? dragHourHandWholeHours(drag.time, angle)
        : dragHourHand(drag.time, angle, drag.step);
  if (move.delta === 0) return drag;
  return {
    ...drag,
    time: move.time,
    session: dragSessionReducer(drag.session, { type: 'move', delta: move.delta }),
  };
}

/** Net signed minutes the drag moved the time (several turns add up). */
export function handDragDelta(drag: HandDrag): number {
  return drag.session.net;
}

/** The direction of the whole drag, null when it ended where it started. */
export function handDragDirection(drag: HandDrag): DragDirection | null {
  return dragSessionDirection(drag.session);
}
