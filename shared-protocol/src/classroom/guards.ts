import type { ReduceFailure } from './outcome';
import { Refusal, refusal } from './refusals';
import type { Actor } from './room-events';
import { Rule } from './rules';
import { own, type Player, type RoomState } from './state';

/** Rule R13: the room's host and nobody else. */
export function refuseUnlessHost(state: RoomState, actor: Actor): ReduceFailure | null {
  if (actor.role !== 'host' || actor.userId !== state.hostId) {
    return refusal(Refusal.forbidden, Rule.hostOnly);
  }
  return null;
}

/** Rule R14 (and R11): a seated, active student; returns the seat. */
export function seatOf(state: RoomState, actor: Actor): Player | ReduceFailure {
  if (actor.role !== 'student') return refusal(Refusal.forbidden, Rule.studentOnly);
  const player =
    typeof actor.playerId === 'string' ? own(state.players, actor.playerId) : undefined;
  if (!player) return refusal(Refusal.notInRoom, Rule.studentOnly);
  if (player.status === 'banned') return refusal(Refusal.banned, Rule.banned);
  if (player.status === 'kicked') return refusal(Refusal.kicked, Rule.kickBan);
  return player;
}

export function isSeat(value: Player | ReduceFailure): value is Player {
  return !('error' in value);
}
