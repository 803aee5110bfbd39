import type { PendingTimer, RoomState } from './state';
import { PODIUM_TIMELINE } from './timeline';

/**
 * Timer ids name the room, the round and what the timer is for, so one timer table can serve
 * every room and a timer left over from an earlier question, pause or round never matches the
 * room's current one (rule R39). The deadline id carries its time: a resume makes a new id.
 */
export function deadlineTimerId(state: RoomState, index: number, at: number): string {
  return `${state.code}:${state.round}:question:${index}:${at}`;
}

export function podiumTimerId(state: RoomState, step: number): string {
  return `${state.code}:${state.round}:podium:${step}`;
}

/** The podium step `step` of a podium that started at `startedAt`, or null after the last. */
export function podiumTimer(
  state: RoomState,
  startedAt: number,
  step: number,
): PendingTimer | null {
  const entry = PODIUM_TIMELINE[step];
  return entry ? { id: podiumTimerId(state, step), at: startedAt + entry.atMs } : null;
}

/**
 * The timers a room needs right now. A node that takes over a room's lease (or restarts) arms
 * these; the reducer refuses any other timer id, so arming one twice is harmless.
 */
export function pendingTimers(state: RoomState | null): PendingTimer[] {
  return state?.timer ? [{ ...state.timer }] : [];
}
