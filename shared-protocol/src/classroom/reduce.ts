import { answer } from './handle-answer';
import { disconnect, reconnect } from './handle-connection';
import { pause, remove, resume, setLocked } from './handle-controls';
import { createRoom } from './handle-create';
import { close, end, next, playAgain, skip, start, timerFired } from './handle-flow';
import { join } from './handle-join';
import { type Handled, isFailure, type ReducePolicy, type ReduceResult } from './outcome';
import { Refusal, refusal } from './refusals';
import type { RoomEvent } from './room-events';
import { Rule } from './rules';
import type { RoomState } from './state';

export type {
  ReduceAck,
  ReduceFailure,
  ReducePolicy,
  ReduceResult,
  ReduceSuccess,
} from './outcome';

const ACTOR_ROLES: readonly unknown[] = ['host', 'student', 'system'];

function isEventShape(event: unknown): event is RoomEvent {
  if (typeof event !== 'object' || event === null) return false;
  const { type, actor } = event as { type?: unknown; actor?: unknown };
  return (
    typeof type === 'string' &&
    typeof actor === 'object' &&
    actor !== null &&
    ACTOR_ROLES.includes((actor as { role?: unknown }).role)
  );
}

function dispatch(state: RoomState, event: RoomEvent, now: number, policy: ReducePolicy): Handled {
  switch (event.type) {
    case 'join':
      return join(state, event, now, policy);
    case 'start':
      return start(state, event, now);
    case 'next':
      return next(state, event, now);
    case 'answer':
      return answer(state, event, now);
    case 'close':
      return close(state, event, now);
    case 'skip':
      return skip(state, event, now);
    case 'pause':
      return pause(state, event, now);
    case 'resume':
      return resume(state, event, now);
    case 'lock':
    case 'unlock':
      return setLocked(state, event);
    case 'kick':
    case 'ban':
      return remove(state, event, now);
    case 'end':
      return end(state, event, now);
    case 'play-again':
      return playAgain(state, event, now);
    case 'disconnect':
      return disconnect(state, event, now);
    case 'reconnect':
      return reconnect(state, event, now);
    case 'timer-fired':
      return timerFired(state, event, now);
    default:
      return refusal(Refusal.invalidEvent, Rule.version);
  }
}

/**
 * The live session: `reduce(state, event, now)` returns the next state with the effects the
 * server must carry out (emits through per-role views, timers, results to store), or a refusal
 * `{ error: { code, message, reason, rule } }` that changed nothing (rule R40).
 *
 * - `state` is null until `create`; any other event on null is `room_not_found`.
 * - `now` is the server's clock in ms. Within a room time never runs backwards: a `now` before
 *   the last accepted event's counts as that one's (nodes' clocks differ by a little).
 * - The reducer takes ownership of `state` and updates it in place (see `RoomState` for why);
 *   the returned state is the same object with `version + 1`. Clone first to keep the old one.
 * - Pure apart from that: no clock, no randomness (codes, ids and seeds come in events), no I/O.
 *   It never throws for any event of the `RoomEvent` type.
 * - `policy` supplies what the reducer cannot decide alone: the profanity screen for typed names.
 */
export function reduce(
  state: RoomState | null,
  event: RoomEvent,
  now: number,
  policy: ReducePolicy = {},
): ReduceResult {
  if (!isEventShape(event) || typeof now !== 'number' || !Number.isFinite(now)) {
    return refusal(Refusal.invalidEvent, Rule.version);
  }
  if (event.type === 'create') return createRoom(state, event, now);
  if (!state) return refusal(Refusal.roomNotFound, Rule.create);
  const connection = event.type === 'disconnect' || event.type === 'reconnect';
  if (state.stage.phase === 'ended' && !connection) {
    return refusal(Refusal.roomEnded, Rule.end);
  }
  const at = Math.max(now, state.updatedAt);
  const result = dispatch(state, event, at, policy);
  if (isFailure(result)) return result;
  state.version += 1;
  state.updatedAt = at;
  return { state, effects: result.effects, ack: result.ack };
}
