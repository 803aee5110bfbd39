import type { RoomState } from '@ttc/shared-protocol/classroom/state';
import type { Logger } from 'pino';
import type { ResultsSink } from '../results/results-sink';
import type { RoomStore } from '../store/room-store';
import type { RoomService } from './room-service';
import type { RoomTimers } from './room-timers';

/** The index naming the room a finished session was played in (kept beside the rooms). */
export function sessionIndex(sessionId: string): string {
  return `session:${sessionId}`;
}

/** Session ids are the server's UUIDs; anything else names nothing here. */
const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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
 */
export function createSessionPurge(deps: SessionPurgeDeps) {
  const { store, rooms, timers, results, logger } = deps;
  return async (sessionIds: readonly string[]): Promise<void> => {
    const ids = [...new Set(sessionIds)].filter((id) => SESSION_ID.test(id));
    for (const id of ids) {
      const index = sessionIndex(id);
      for (const code of await store.indexMembers(index)) {
        const removed = await rooms.remove(code, (state) => state.sessionId === id);
        if (removed) {
          await timers.unserve(code);
          logger.info({ code, sessionId: id }, 'Live room of a deleted session removed');
        }
        await store.removeFromIndex(index, code);
      }
    }
    await results.discard?.(ids);
  };
}
