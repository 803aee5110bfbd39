import type { SessionResults } from './results';
import type { RoomServerEventName, RoomServerEvents } from './view-schemas';

/** Who an emit goes to: the host, every student of the room (one broadcast), or one seat. */
export type Audience =
  | { kind: 'host' }
  | { kind: 'students' }
  | { kind: 'student'; playerId: string };

/** Send a view (style principle 2: every payload is a per-role view). */
export type EmitEffect = {
  [E in RoomServerEventName]: {
    type: 'emit';
    to: Audience;
    event: E;
    payload: RoomServerEvents[E];
  };
}[RoomServerEventName];

/**
 * What the reducer asks the server to do, in order:
 * - `emit` a view;
 * - `schedule` a timer at an absolute time (server clock); when it fires, dispatch
 *   `{ type: 'timer-fired', actor: { role: 'system' }, timerId }`. Scheduling an id that is already
 *   pending replaces it;
 * - `cancel` a pending timer (unknown ids are ignored);
 * - `persist-results` hand the round's results to the API (retry until stored; idempotent on
 *   `results.sessionId`);
 * - `drop` close a removed student's connections and revoke the seat's rejoin token.
 */
export type Effect =
  | EmitEffect
  | { type: 'schedule'; timerId: string; at: number }
  | { type: 'cancel'; timerId: string }
  | { type: 'persist-results'; results: SessionResults }
  | { type: 'drop'; playerId: string; reason: 'kicked' | 'banned' };
