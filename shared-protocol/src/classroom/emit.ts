import type { Effect } from './effects';
import { activePlayers, type Player, type RoomState } from './state';
import { hostView, playerDelta, progress, studentRoomView, studentSelfView } from './views';

/** Emit helpers: every payload comes from a view (rule R34). */

export function emitHost(state: RoomState, fx: Effect[]): void {
  fx.push({ type: 'emit', to: { kind: 'host' }, event: 'room:host', payload: hostView(state) });
}

/** One broadcast of the shared student view. */
export function emitStudents(state: RoomState, fx: Effect[]): void {
  fx.push({
    type: 'emit',
    to: { kind: 'students' },
    event: 'room:state',
    payload: studentRoomView(state),
  });
}

/** Each active student's own seat: O(n), only when every seat changed (a close, a new round). */
export function emitSelves(state: RoomState, fx: Effect[]): void {
  for (const player of activePlayers(state)) emitSelf(state, player, fx);
}

export function emitSelf(state: RoomState, player: Player, fx: Effect[]): void {
  fx.push({
    type: 'emit',
    to: { kind: 'student', playerId: player.id },
    event: 'room:you',
    payload: studentSelfView(state, player),
  });
}

/** A full resync of one student: the shared view and the seat. */
export function emitResync(state: RoomState, player: Player, fx: Effect[]): void {
  fx.push({
    type: 'emit',
    to: { kind: 'student', playerId: player.id },
    event: 'room:state',
    payload: studentRoomView(state),
  });
  emitSelf(state, player, fx);
}

export function emitPlayerDelta(state: RoomState, player: Player, fx: Effect[]): void {
  fx.push({
    type: 'emit',
    to: { kind: 'host' },
    event: 'room:player',
    payload: playerDelta(state, player),
  });
}

export function emitProgress(state: RoomState, fx: Effect[]): void {
  const { stage } = state;
  if (stage.phase !== 'question-open') return;
  fx.push({
    type: 'emit',
    to: { kind: 'host' },
    event: 'room:progress',
    payload: progress(state, stage),
  });
}
