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

  /** Removes the room if `matches`; true when it did. */
  async function removeRoom(code: string, matches: (state: RoomState) => boolean) {
    const removed = await rooms.remove(code, matches);
    if (removed) await timers.unserve(code);
    return removed;
  }

  return async (
    sessionIds: readonly string[],
    scope: { hostIds?: readonly string[] } = {},
  ): Promise<void> => {
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
      const index = hostIndex(hostId);
      for (const code of await store.indexMembers(index)) {
        let sessionId: string | null = null;
        const hosts = (state: RoomState) => {
          if (state.hostId !== hostId) return false;
          sessionId = state.sessionId;
          return true;
        };
        if (await removeRoom(code, hosts)) {
          logger.info({ code }, 'Live room of a deleted account removed');
          if (sessionId !== null) {
            await store.removeFromIndex(sessionIndex(sessionId), code);
            if (!ids.includes(sessionId)) ids.push(sessionId);
          }
        }
        await store.removeFromIndex(index, code);
      }
    }
    await results.discard?.(ids);
  };
}
