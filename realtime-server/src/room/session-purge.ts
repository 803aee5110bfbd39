import type { RoomState } from '@ttc/shared-protocol/classroom/state';
import type { Logger } from 'pino';
import type { ResultsSink } from '../results/results-sink';
import type { RoomStore } from '../store/room-store';
import { hostIndex } from './host-rooms';
import type { RoomService } from './room-service';
import type { RoomTimers } from './room-timers';

/** The index naming the room a finished session was played in (kept beside the rooms). */
export function sessionIndex(sessionId: string): string {
  return `session:${sessionId}`;
}

/** Session ids are the server's UUIDs, user ids the sign-in's; anything else names nothing here. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type SessionPurgeDeps = {
  store: RoomStore<RoomState>;
  rooms: RoomService;
  timers: RoomTimers;
  results: ResultsSink;
  logger: Logger;
  /**
   * Deletes the packets the Socket.IO adapter keeps for connection-state recovery (Redis Streams)
   * whose text names one of these; absent without Redis.
   */
  forgetPackets?: (needles: readonly string[]) => Promise<void>;
};

/**
 * Removes what live rooms still hold of finished sessions their teacher deleted (issue 14: a
 * deleted session or class leaves nothing in PostgreSQL or Redis): the room whose current
 * session is one of them (its state, seats' tokens and claims, lease and timers; a room that has
 * moved on to a new round keeps it), and their results still waiting for the API. A room is found
 * through the index its round's results wrote (`sessionIndex`), so no key is scanned.
 *
 * With `hostIds` (issue 16: a deleted account), every room those users host goes too, in
 * whatever round it is (its state names the host, and its class's roster and seats), with its
 * current session's results and the host's index of rooms; rooms are found through that index.
 */
export function createSessionPurge(deps: SessionPurgeDeps) {
  const { store, rooms, timers, results, logger } = deps;

  return async (
    sessionIds: readonly string[],
    scope: { hostIds?: readonly string[] } = {},
  ): Promise<void> => {
    /** What the removed rooms' kept packets are found by: their Socket.IO rooms, ids they name. */
    const needles = new Set<string>();
    /** Removes the room if `matches`: its state then, else null. */
    async function removeRoom(
      code: string,
      matches: (state: RoomState) => boolean,
    ): Promise<RoomState | null> {
      let removedState: RoomState | null = null;
      const removed = await rooms.remove(code, (state) => {
        if (!matches(state)) return false;
        removedState = state;
        return true;
      });
      const state = removedState as RoomState | null;
      if (!removed || !state) return null;
      await timers.unserve(code);
      needles.add(`room:${code}:`);
      needles.add(state.sessionId);
      for (const child of state.classroom?.roster ?? []) needles.add(child.childId);
      return state;
    }

    const ids = [...new Set(sessionIds)].filter((id) => UUID.test(id));
    for (const id of ids) {
      const index = sessionIndex(id);
      for (const code of await store.indexMembers(index)) {
        if (await removeRoom(code, (state) => state.sessionId === id)) {
          logger.info({ code, sessionId: id }, 'Live room of a deleted session removed');
        }
        await store.removeFromIndex(index, code);
      }
    }
    const hostIds = [...new Set(scope.hostIds ?? [])].filter((id) => UUID.test(id));
    for (const hostId of hostIds) {
      needles.add(hostId);
      const index = hostIndex(hostId);
      for (const code of await store.indexMembers(index)) {
        const removed = await removeRoom(code, (state) => state.hostId === hostId);
        if (removed) {
          logger.info({ code }, 'Live room of a deleted account removed');
          await store.removeFromIndex(sessionIndex(removed.sessionId), code);
          if (!ids.includes(removed.sessionId)) ids.push(removed.sessionId);
        }
        await store.removeFromIndex(index, code);
      }
    }
    await results.discard?.(ids);
    if (needles.size > 0) await deps.forgetPackets?.([...needles]);
  };
}
