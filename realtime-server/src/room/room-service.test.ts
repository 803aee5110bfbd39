import type { RoomState } from '@ttc/shared-protocol/classroom/state';
import {
  ALLOW_ALL,
  createEvent,
  HOST,
  joinEvent,
  rightAnswer,
  student,
  T0,
} from '@ttc/shared-protocol/classroom/testing/builders';
import { describe, expect, it } from 'vitest';
import { MemoryRoomStore } from '../store/memory-room-store';
import type { RoomStore } from '../store/room-store';
import { RoomService } from './room-service';

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
  const rooms = new RoomService({
    store,
    now: () => T0,
    policy: ALLOW_ALL,
    runEffects: async (_code, fx) => {
      for (const effect of fx) effects.push(effect.type);
    },
  });
  return { rooms, effects };
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
});
