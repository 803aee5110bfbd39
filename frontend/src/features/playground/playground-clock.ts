import { directionOf } from '@ttc/shared-protocol/clock/drag';
import {
  type DragSession,
  dragSessionReducer,
  initialDragSession,
} from '@ttc/shared-protocol/clock/drag-session';
import { elapsedMinutes } from '@ttc/shared-protocol/clock/elapsed';
import type { ClockTime } from '@ttc/shared-protocol/clock/time';

/**
 * The Playground's clock state (spec section 3, "Playground state"): the time shown, the start
 * time once set, and the moves made since then. Tracking is on exactly while a start time is
 * set.
 */
export type PlaygroundClock = {
  clockTime: ClockTime;
  startTime: ClockTime | null;
  /** The signed moves since Set Start Time: their sum tells which way the time went. */
  session: DragSession;
};

export type PlaygroundClockEvent =
  /** The child moved the hands: the new time and the signed minutes of the move. */
  | { type: 'move'; time: ClockTime; delta: number }
  /** Set Start Time: the time shown becomes the start and tracking (re)starts. */
  | { type: 'setStart' }
  /** Reset: back to the real current time, no start time, no tracking. */
  | { type: 'reset'; now: ClockTime };

export function initialPlaygroundClock(clockTime: ClockTime): PlaygroundClock {
  return { clockTime, startTime: null, session: initialDragSession };
}

/** Pure reducer for the Playground's clock (spec section 4, "Playground"). */
export function playgroundClockReducer(
  state: PlaygroundClock,
  event: PlaygroundClockEvent,
): PlaygroundClock {
  switch (event.type) {
    case 'move': {
      // Only whole-minute moves are counted; anything else would make the direction a guess.
      const counted = state.startTime !== null && Number.isSafeInteger(event.delta);
      return {
        ...state,
        clockTime: event.time,
        session: counted
          ? dragSessionReducer(state.session, { type: 'move', delta: event.delta })
          : state.session,
      };
    }
    case 'setStart':
      return { ...state, startTime: state.clockTime, session: initialDragSession };
    case 'reset':
      return initialPlaygroundClock(event.now);
  }
}

/** Whether the time passed is being tracked (a start time is set). */
export function isTracking(state: PlaygroundClock): boolean {
  return state.startTime !== null;
}

/**
 * Signed minutes from the start time to the time shown, or null before Set Start Time. The
 * direction of the summed moves decides the way round; when they cancel out (or nothing moved)
 * the spec's rule wraps differences beyond 600 minutes by 720 (see elapsedMinutes). During a
 * drag, pass where it has got to (`live`): it counts as one more move.
 */
export function timePassed(
  state: PlaygroundClock,
  live: { time: ClockTime; delta: number } | null = null,
): number | null {
  if (state.startTime === null) return null;
  const net = state.session.net + (live?.delta ?? 0);
  return elapsedMinutes(state.startTime, live?.time ?? state.clockTime, directionOf(net));
}
