import { reduce } from '@ttc/shared-protocol/classroom/reduce';
import type { RoomEvent } from '@ttc/shared-protocol/classroom/room-events';
import type { RoomState } from '@ttc/shared-protocol/classroom/state';
import {
  ALLOW_ALL,
  createEvent,
  HOST,
  joinEvent,
  lobbyWith,
  openWith,
  rightAnswer,
  student,
  T0,
} from '@ttc/shared-protocol/classroom/testing/builders';
import { describe, expect, it } from 'vitest';
import { MemoryRoomStore } from '../store/memory-room-store';
import type { RoomStore } from '../store/room-store';
import { type DirectReply, onlyResyncs, RoomService } from './room-service';

/** A memory store that counts writes. */
function countingStore() {
  const store = new MemoryRoomStore<RoomState>({ ttlMs: 60_000, sweepIntervalMs: 0 });
  const counts = { updates: 0 };
  const update = store.update.bind(store);
  store.update = (...args) => {
    counts.updates += 1;
    return update(...args);
  };
  return { store, counts };
}

function service(store: RoomStore<RoomState>) {
  const effects: string[] = [];
  /** Emits that went to a direct reply instead of the adapter: `event playerId`. */
  const replied: string[] = [];
  const rooms = new RoomService({
    store,
    now: () => T0,
    policy: ALLOW_ALL,
    runEffects: async (_code, fx, _state, reply) => {
      for (const effect of fx) {
        effects.push(effect.type);
        if (
          reply &&
          effect.type === 'emit' &&
          effect.to.kind === 'student' &&
          effect.to.playerId === reply.playerId
        ) {
          reply.emit(effect.event, effect.payload);
        }
      }
    },
  });
  return { rooms, effects, replied };
}

function replyFor(playerId: string, replied: string[]): DirectReply {
  return { playerId, emit: (event) => replied.push(`${event} ${playerId}`) };
}

const reconnectOf = (i: number): RoomEvent => ({ type: 'reconnect', actor: student(i) });
const disconnectOf = (i: number): RoomEvent => ({ type: 'disconnect', actor: student(i) });

/** The state without what every accepted event stamps (version, updatedAt). */
function unstamped(state: RoomState): unknown {
  const { version: _version, updatedAt: _updatedAt, ...rest } = structuredClone(state);
  return rest;
}

async function openRoom(rooms: RoomService): Promise<string> {
  const created = await rooms.create((code) => ({ ...createEvent({ roomCap: 1000 }), code }));
  if ('error' in created) throw new Error('create refused');
  return created.state.code;
}

describe('RoomService', () => {
  it('[SV1] When 200 joins arrive at once, then each is answered and they are saved in a few batched writes', async () => {
    const { store, counts } = countingStore();
    const { rooms, effects } = service(store);
    const code = await openRoom(rooms);
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) => rooms.dispatch(code, joinEvent(i + 1))),
    );
    expect(results.every((r) => !('error' in r))).toBe(true);
    expect((await store.get(code))?.state.activeCount).toBe(200);
    expect(counts.updates).toBeLessThan(10);
    expect(effects.filter((e) => e === 'emit')).toHaveLength(1 + 200 * 3);
  });

  it('[SV2] When a batch holds refused events, then only the accepted ones change the room', async () => {
    const { store } = countingStore();
    const { rooms } = service(store);
    const code = await openRoom(rooms);
    const results = await Promise.all([
      rooms.dispatch(code, joinEvent(1)),
      rooms.dispatch(code, joinEvent(1)),
      rooms.dispatch(code, { type: 'start', actor: student(1), seed: 1 }),
      rooms.dispatch(code, joinEvent(2)),
    ]);
    expect(results.map((r) => ('error' in r ? r.error.reason : 'ok'))).toEqual([
      'ok',
      'already_joined',
      'forbidden',
      'ok',
    ]);
    const record = await store.get(code);
    expect(record?.state.activeCount).toBe(2);
    // All four went in one batch: one write.
    expect(record?.version).toBe(2);
  });

  it('[SV3] When two nodes write one room at once, then every event counts once through the compare-and-set', async () => {
    const { store } = countingStore();
    const a = service(store);
    const b = service(store);
    const code = await openRoom(a.rooms);
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        (i % 2 === 0 ? a : b).rooms.dispatch(code, joinEvent(i + 1)),
      ),
    );
    expect(results.every((r) => !('error' in r))).toBe(true);
    expect((await store.get(code))?.state.activeCount).toBe(100);
  });

  it('[SV4] When this node’s kept copy is stale, then an event it would refuse is checked against the store and accepted', async () => {
    const { store } = countingStore();
    const a = service(store);
    const b = service(store);
    const code = await openRoom(a.rooms);
    await a.rooms.dispatch(code, joinEvent(1));
    // Node B starts the round; node A still keeps the lobby.
    const started = await b.rooms.dispatch(code, { type: 'start', actor: HOST, seed: 3 });
    if ('error' in started) throw new Error('start refused');
    const question = started.state.questions[0];
    if (!question) throw new Error('no question');
    const answered = await a.rooms.dispatch(code, {
      type: 'answer',
      actor: student(1),
      questionIndex: 0,
      answer: rightAnswer(question),
    });
    expect('error' in answered).toBe(false);
  });

  it('[SV5] When the room does not exist, then every event is refused room_not_found', async () => {
    const { store } = countingStore();
    const { rooms } = service(store);
    const result = await rooms.dispatch('999999', joinEvent(1));
    expect('error' in result && result.error.reason).toBe('room_not_found');
  });

  it('[SV6] onlyResyncs agrees with the reducer: a connected seat coming back changes nothing but the stamp; a dropped one does change the room', () => {
    const closed = openWith(3);
    const question = closed.questions[0];
    if (!question) throw new Error('no question');
    // Everyone answers: the question closes.
    for (const i of [1, 2, 3]) {
      const answer = rightAnswer(question);
      reduce(
        closed,
        { type: 'answer', actor: student(i), questionIndex: 0, answer },
        T0 + 11_000,
        ALLOW_ALL,
      );
    }
    expect(closed.stage.phase).toBe('question-closed');
    const states = [lobbyWith(3), openWith(3), closed];
    for (const state of states) {
      const event = reconnectOf(2);
      expect(onlyResyncs(state, event)).toBe(true);
      const before = unstamped(state);
      const result = reduce(state, event, T0 + 5000, ALLOW_ALL);
      expect('error' in result).toBe(false);
      expect(unstamped(state)).toEqual(before);

      const dropped = reduce(state, disconnectOf(3), T0 + 6000, ALLOW_ALL);
      expect('error' in dropped).toBe(false);
      const back = reconnectOf(3);
      expect(onlyResyncs(state, back)).toBe(false);
      const beforeBack = unstamped(state);
      reduce(state, back, T0 + 7000, ALLOW_ALL);
      expect(unstamped(state)).not.toEqual(beforeBack);
    }
    expect(onlyResyncs(lobbyWith(3), { type: 'reconnect', actor: HOST })).toBe(false);
    expect(onlyResyncs(lobbyWith(3), reconnectOf(9))).toBe(false);
  });

  it('[SV7] When only connected seats come back, then they are resynced without a write and the stored version stays', async () => {
    const { store, counts } = countingStore();
    const { rooms, effects, replied } = service(store);
    const code = await openRoom(rooms);
    await Promise.all([1, 2, 3].map((i) => rooms.dispatch(code, joinEvent(i))));
    const version = (await store.get(code))?.version;
    const stateVersion = (await store.get(code))?.state.version;
    const writes = counts.updates;
    effects.length = 0;
    const results = await Promise.all(
      [1, 2, 3].map((i) =>
        rooms.dispatch(code, reconnectOf(i), undefined, replyFor(student(i).playerId, replied)),
      ),
    );
    expect(results.every((r) => !('error' in r))).toBe(true);
    expect(counts.updates).toBe(writes);
    const record = await store.get(code);
    expect(record?.version).toBe(version);
    expect(record?.state.version).toBe(stateVersion);
    // Each seat's resync (room view and own seat) went to its own connection.
    expect(replied.sort()).toEqual(
      [1, 2, 3]
        .flatMap((i) => [`room:state ${student(i).playerId}`, `room:you ${student(i).playerId}`])
        .sort(),
    );
    // A later change is written at the next version as usual.
    await rooms.dispatch(code, joinEvent(4));
    expect((await store.get(code))?.version).toBe((version ?? 0) + 1);
  });

  it('[SV8] When another node changed the room, then a resync from this node’s kept copy is checked against the store first', async () => {
    const { store } = countingStore();
    const a = service(store);
    const b = service(store);
    const code = await openRoom(a.rooms);
    await a.rooms.dispatch(code, joinEvent(1));
    // Node B starts the round; node A still keeps the lobby.
    await b.rooms.dispatch(code, { type: 'start', actor: HOST, seed: 3 });
    const back = await a.rooms.dispatch(code, reconnectOf(1));
    if ('error' in back) throw new Error('reconnect refused');
    expect(back.state.stage.phase).toBe('question-open');
    const resync = back.effects.find((e) => e.type === 'emit' && e.event === 'room:state');
    expect(resync && 'payload' in resync && (resync.payload as { phase: string }).phase).toBe(
      'question-open',
    );
  });

  it('[SV9] When a seat comes back after its drop was counted, then the room is written as usual', async () => {
    const { store, counts } = countingStore();
    const { rooms } = service(store);
    const code = await openRoom(rooms);
    await rooms.dispatch(code, joinEvent(1));
    await rooms.dispatch(code, disconnectOf(1));
    const writes = counts.updates;
    await rooms.dispatch(code, reconnectOf(1));
    expect(counts.updates).toBe(writes + 1);
    expect((await store.get(code))?.state.connectedCount).toBe(1);
  });
});
