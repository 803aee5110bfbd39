import { type DragDirection, directionOf } from './drag';

/**
 * What the Playground remembers about the moves made since it started tracking (Set Start
 * Time): the signed total tells the drag direction for the time-passed reading (spec section
 * 4), and it is also the true distance when the hands went round more than once.
 */
export interface DragSession {
  /** Signed minutes moved since the last reset: positive is clockwise. */
  readonly net: number;
  /** Minutes moved in either direction since the last reset (the path length). */
  readonly travelled: number;
  /** Moves that changed the time since the last reset. */
  readonly moves: number;
  /** Direction of the latest move that changed the time, null before any. */
  readonly lastDirection: DragDirection | null;
}

/** Events of a drag session: feed every GearedMove's delta (pointer or keyboard). */
export type DragSessionEvent = { type: 'reset' } | { type: 'move'; delta: number };

/** A session with nothing moved yet. */
export const initialDragSession: DragSession = {
  net: 0,
  travelled: 0,
  moves: 0,
  lastDirection: null,
};

/**
 * Pure reducer for a drag session: `reset` starts over (Set Start Time, Reset), `move` adds a
 * signed delta in minutes (a move of 0 leaves the state as it is).
 *
 * @throws RangeError when a delta is not an integer.
 */
export function dragSessionReducer(state: DragSession, event: DragSessionEvent): DragSession {
  if (event.type === 'reset') return initialDragSession;
  const { delta } = event;
  if (!Number.isSafeInteger(delta)) throw new RangeError(`delta must be an integer, got ${delta}`);
  if (delta === 0) return state;
  return {
    net: state.net + delta,
    travelled: state.travelled + Math.abs(delta),
    moves: state.moves + 1,
    lastDirection: directionOf(delta),
  };
}

/**
 * The direction to read elapsed time with: the sign of the net move, so going forward 30 and
 * back 10 is clockwise. Null when nothing moved or the moves cancel out.
 */
export function dragSessionDirection(state: DragSession): DragDirection | null {
  return directionOf(state.net);
}
