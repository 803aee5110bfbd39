import type { HostActor } from '@ttc/shared-protocol/classroom/room-events';
import type { RoomState } from '@ttc/shared-protocol/classroom/state';
import { type Ack, ackError, ErrorCode } from '@ttc/shared-protocol/errors';
import {
  MAX_OPEN_ROOMS_PER_HOST,
  TOO_MANY_ROOMS_MESSAGE,
} from '@ttc/shared-protocol/realtime/host-rooms';
import type { RoomContext } from './room-context';

/** The index of the rooms one teacher opened (also read when their account is deleted). */
export const hostIndex = (userId: string) => `host:${userId}`;

/** Opened rooms are remembered under their teacher, so the limit finds them without a scan. */
export async function rememberHostRoom(context: RoomContext, state: RoomState): Promise<void> {
  await context.roomStore.addToIndex(hostIndex(state.hostId), state.code);
}

/**
 * Makes room for one more of this teacher's rooms: below the limit nothing happens; at it, the
 * teacher's oldest lobby that no child has joined is ended (a board left open on Friday); when
 * every open room has children in it, the new room is refused with a clear message.
 */
export async function makeRoomForAnother(
  context: RoomContext,
  actor: HostActor,
): Promise<Ack<never> | null> {
  const open = await openRoomsOf(context, actor.userId);
  if (open.length < MAX_OPEN_ROOMS_PER_HOST) return null;
  const spare = open.find((room) => room.stage.phase === 'lobby' && room.activeCount === 0);
  if (!spare) return ackError(ErrorCode.Conflict, TOO_MANY_ROOMS_MESSAGE);
  const ended = await context.rooms.dispatch(spare.code, { type: 'end', actor });
  if ('error' in ended) return ackError(ErrorCode.Conflict, TOO_MANY_ROOMS_MESSAGE);
  await context.roomStore.removeFromIndex(hostIndex(actor.userId), spare.code);
  return null;
}

/** The teacher's rooms that are not over, oldest first; gone and ended ones leave the index. */
async function openRoomsOf(context: RoomContext, userId: string): Promise<RoomState[]> {
  const codes = await context.roomStore.indexMembers(hostIndex(userId));
  const states = await Promise.all(codes.map((code) => context.rooms.peek(code)));
  const open: RoomState[] = [];
  for (const [i, state] of states.entries()) {
    if (state && state.hostId === userId && state.stage.phase !== 'ended') open.push(state);
    else await context.roomStore.removeFromIndex(hostIndex(userId), codes[i] ?? '');
  }
  return open.sort((a, b) => a.createdAt - b.createdAt);
}
