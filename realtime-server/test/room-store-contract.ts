import { afterEach, describe, expect, it } from 'vitest';
import type { RoomStore } from '../src/store/room-store';

/** A room state shaped like what the session reducer will store: nested JSON. */
export type TestRoomState = {
  phase: string;
  players: { id: string; name: string; score: number }[];
  note?: string;
};

const lobby = (note = 'lobby'): TestRoomState => ({ phase: 'lobby', players: [], note });

/**
 * How one implementation runs the suite. `advance` lets time pass: an injected clock in memory,
 * a real wait on Redis (whose expiry runs on the server's clock), so durations are chosen with
 * room to spare and never asserted as timings.
 */
export type RoomStoreHarness = {
  /** A fresh store whose rooms live `ttlMs` after their last write. */
  makeStore(options: { ttlMs: number }): Promise<RoomStore<TestRoomState>>;
  advance(ms: number): Promise<void>;
};

/** The store contract. Every implementation of RoomStore must pass it unchanged. */
export function registerRoomStoreContract(name: string, harness: RoomStoreHarness): void {
  describe(`RoomStore contract: ${name}`, () => {
    const LONG_TTL = 60 * 60 * 1000;
    /** Long enough that a busy machine cannot eat the margin between two steps on Redis. */
    const SHORT_TTL = 1000;
    const open: RoomStore<TestRoomState>[] = [];
    let sequence = 0;

    async function makeStore(ttlMs = LONG_TTL) {
      const store = await harness.makeStore({ ttlMs });
      open.push(store);
      return store;
    }
    const newCode = () => `${100000 + (sequence++ % 900000)}`;

    afterEach(async () => {
      await Promise.all(open.splice(0).map((store) => store.close()));
    });

    describe('rooms', () => {
      it('[RS1] When a room is created, then it is at version 1 and get returns it', async () => {
        const store = await makeStore();
        const code = newCode();
        const created = await store.create(code, lobby());
        expect(created.ok).toBe(true);
        if (!created.ok) return;
        expect(created.record).toMatchObject({ code, version: 1, state: lobby() });
        expect(typeof created.record.updatedAt).toBe('number');
        expect(await store.get(code)).toEqual(created.record);
        expect(await store.exists(code)).toBe(true);
      });

      it('[RS2] When a code is taken, then create answers exists and leaves the room alone', async () => {
        const store = await makeStore();
        const code = newCode();
        await store.create(code, lobby('first'));
        expect(await store.create(code, lobby('second'))).toEqual({ ok: false, reason: 'exists' });
        expect((await store.get(code))?.state.note).toBe('first');
      });

      it('[RS3] When no room has the code, then get is null and exists is false', async () => {
        const store = await makeStore();
        expect(await store.get('999999')).toBeNull();
        expect(await store.exists('999999')).toBe(false);
      });

      it('[RS4] When updated at the current version, then the state is written as the next version', async () => {
        const store = await makeStore();
        const code = newCode();
        await store.create(code, lobby());
        const next: TestRoomState = {
          phase: 'question-open',
          players: [{ id: 'p1', name: 'Brave Otter', score: 100 }],
        };
        const updated = await store.update(code, 1, next);
        expect(updated).toMatchObject({ ok: true, record: { code, version: 2, state: next } });
        expect(await store.get(code)).toMatchObject({ version: 2, state: next });
        expect((await store.update(code, 2, lobby('again'))).ok).toBe(true);
        expect((await store.get(code))?.version).toBe(3);
      });

      it('[RS5] When updated at a stale version, then it is a conflict carrying the current record', async () => {
        const store = await makeStore();
        const code = newCode();
        await store.create(code, lobby('v1'));
        await store.update(code, 1, lobby('v2'));
        const stale = await store.update(code, 1, lobby('lost'));
        expect(stale).toEqual({
          ok: false,
          reason: 'conflict',
          current: expect.objectContaining({ code, version: 2, state: lobby('v2') }),
        });
        expect(await store.get(code)).toMatchObject({ version: 2, state: lobby('v2') });
      });

      it('[RS26] version names the current version without the state; null without a room', async () => {
        const store = await makeStore();
        const code = newCode();
        expect(await store.version(code)).toBeNull();
        await store.create(code, lobby('v1'));
        expect(await store.version(code)).toBe(1);
        await store.update(code, 1, lobby('v2'));
        expect(await store.version(code)).toBe(2);
        await store.delete(code);
        expect(await store.version(code)).toBeNull();
      });

      it('[RS6] When the room does not exist, then update answers not_found', async () => {
        const store = await makeStore();
        expect(await store.update('999998', 1, lobby())).toEqual({
          ok: false,
          reason: 'not_found',
        });
        expect(await store.exists('999998')).toBe(false);
      });

      it('[RS7] When 100 updates race from one version, then exactly one wins and 99 conflict', async () => {
        const store = await makeStore();
        const code = newCode();
        await store.create(code, lobby());
        const results = await Promise.all(
          Array.from({ length: 100 }, (_, i) => store.update(code, 1, lobby(`writer-${i}`))),
        );
        const winners = results.filter((r) => r.ok);
        expect(winners).toHaveLength(1);
        expect(results.filter((r) => !r.ok && r.reason === 'conflict')).toHaveLength(99);
        const final = await store.get(code);
        expect(final?.version).toBe(2);
        expect(final?.state).toEqual(winners[0]?.ok ? winners[0].record.state : undefined);
      });

      it('[RS8] When a returned state is mutated, then the stored room does not change', async () => {
        const store = await makeStore();
        const code = newCode();
        const created = await store.create(code, lobby());
        if (!created.ok) throw new Error('create failed');
        created.record.state.players.push({ id: 'x', name: 'Intruder', score: 1 });
        const read = await store.get(code);
        read?.state.players.push({ id: 'y', name: 'Intruder', score: 1 });
        expect((await store.get(code))?.state.players).toEqual([]);
      });

      it('[RS9] When a room is deleted, then it is gone with its claims and lease, and the code is free', async () => {
        const store = await makeStore();
        const code = newCode();
        await store.create(code, lobby());
        await store.claim(code, 'name', 'brave otter', 'p1');
        await store.acquireLease(code, 'node-a', LONG_TTL);
        expect(await store.delete(code)).toBe(true);
        expect(await store.get(code)).toBeNull();
        expect(await store.leaseOwner(code)).toBeNull();
        expect(await store.delete(code)).toBe(false);
        expect((await store.create(code, lobby('reborn'))).ok).toBe(true);
        expect(await store.claimOwner(code, 'name', 'brave otter')).toBeNull();
      });

      it('[RS10] States survive the JSON round trip exactly', async () => {
        const store = await makeStore();
        const code = newCode();
        const state: TestRoomState = {
          phase: 'podium',
          players: [
            { id: 'é🦊', name: 'Zoë «Fox» 狐', score: 1500 },
            { id: '"quoted"\\', name: 'line\nbreak', score: -0.5 },
          ],
          note: '{"not":"parsed"}',
        };
        await store.create(code, state);
        expect((await store.get(code))?.state).toEqual(state);
      });
    });

    describe('time to live', () => {
      it('[RS11] When no write happens for the TTL, then the room expires and its code is free', async () => {
        const store = await makeStore(SHORT_TTL);
        const code = newCode();
        await store.create(code, lobby());
        await harness.advance(SHORT_TTL + 200);
        expect(await store.get(code)).toBeNull();
        expect(await store.exists(code)).toBe(false);
        expect(await store.update(code, 1, lobby())).toEqual({ ok: false, reason: 'not_found' });
        expect((await store.create(code, lobby())).ok).toBe(true);
      });

      it('[RS12] When the room is updated, then its TTL restarts from that write', async () => {
        const store = await makeStore(SHORT_TTL);
        const code = newCode();
        await store.create(code, lobby());
        await harness.advance(SHORT_TTL * 0.6);
        expect((await store.update(code, 1, lobby('active'))).ok).toBe(true);
        await harness.advance(SHORT_TTL * 0.6);
        // 1.2 TTL after create, 0.6 after the update: still alive.
        expect((await store.get(code))?.state.note).toBe('active');
        await harness.advance(SHORT_TTL + 200);
        expect(await store.get(code)).toBeNull();
      });

      it('[RS13] When a claim is taken, then it counts as activity and renews the TTL', async () => {
        const store = await makeStore(SHORT_TTL);
        const code = newCode();
        await store.create(code, lobby());
        await harness.advance(SHORT_TTL * 0.6);
        expect(await store.claim(code, 'name', 'calm koala', 'p1')).toEqual({ ok: true });
        await harness.advance(SHORT_TTL * 0.6);
        expect(await store.exists(code)).toBe(true);
        expect(await store.claimOwner(code, 'name', 'calm koala')).toBe('p1');
        await harness.advance(SHORT_TTL + 200);
        expect(await store.exists(code)).toBe(false);
        expect(await store.claimOwner(code, 'name', 'calm koala')).toBeNull();
      });
    });

    describe('claims', () => {
      it('[RS14] When a key is claimed, then others are refused with its owner and the owner may claim again', async () => {
        const store = await makeStore();
        const code = newCode();
        await store.create(code, lobby());
        expect(await store.claim(code, 'name', 'happy panda', 'p1')).toEqual({ ok: true });
        expect(await store.claim(code, 'name', 'happy panda', 'p2')).toEqual({
          ok: false,
          reason: 'taken',
          owner: 'p1',
        });
        expect(await store.claim(code, 'name', 'happy panda', 'p1')).toEqual({ ok: true });
        expect(await store.claimOwner(code, 'name', 'happy panda')).toBe('p1');
        // Scopes are independent, and so are rooms.
        expect(await store.claim(code, 'seat', 'happy panda', 'p2')).toEqual({ ok: true });
        const other = newCode();
        await store.create(other, lobby());
        expect(await store.claim(other, 'name', 'happy panda', 'p2')).toEqual({ ok: true });
      });

      it('[RS15] When the room does not exist, then a claim answers not_found', async () => {
        const store = await makeStore();
        expect(await store.claim('999997', 'name', 'x', 'p1')).toEqual({
          ok: false,
          reason: 'not_found',
        });
        expect(await store.exists('999997')).toBe(false);
      });

      it('[RS16] When 50 players race for one nickname, then exactly one gets it', async () => {
        const store = await makeStore();
        const code = newCode();
        await store.create(code, lobby());
        const results = await Promise.all(
          Array.from({ length: 50 }, (_, i) => store.claim(code, 'name', 'silly goose', `p${i}`)),
        );
        const winners = results.flatMap((r, i) => (r.ok ? [`p${i}`] : []));
        expect(winners).toHaveLength(1);
        const winner = winners[0];
        for (const r of results) {
          if (!r.ok) expect(r).toEqual({ ok: false, reason: 'taken', owner: winner });
        }
        expect(await store.claimOwner(code, 'name', 'silly goose')).toBe(winner);
      });

      it('[RS17] When a claim is released, then only its owner can release it and the key is free', async () => {
        const store = await makeStore();
        const code = newCode();
        await store.create(code, lobby());
        await store.claim(code, 'name', 'quiet fox', 'p1');
        expect(await store.releaseClaim(code, 'name', 'quiet fox', 'p2')).toBe(false);
        expect(await store.claimOwner(code, 'name', 'quiet fox')).toBe('p1');
        expect(await store.releaseClaim(code, 'name', 'quiet fox', 'p1')).toBe(true);
        expect(await store.claimOwner(code, 'name', 'quiet fox')).toBeNull();
        expect(await store.claim(code, 'name', 'quiet fox', 'p2')).toEqual({ ok: true });
        expect(await store.releaseClaim('999996', 'name', 'quiet fox', 'p2')).toBe(false);
      });

      it('[RS18] Keys with separators or odd characters never collide', async () => {
        const store = await makeStore();
        const code = newCode();
        await store.create(code, lobby());
        expect(await store.claim(code, 'a:b', 'c', 'p1')).toEqual({ ok: true });
        expect(await store.claim(code, 'a', 'b:c', 'p2')).toEqual({ ok: true });
        expect(await store.claim(code, 'a', 'b","c', 'p3')).toEqual({ ok: true });
        expect(await store.claimOwner(code, 'a:b', 'c')).toBe('p1');
        expect(await store.claimOwner(code, 'a', 'b:c')).toBe('p2');
      });
    });

    describe('leases', () => {
      it('[RS19] When a node holds the lease, then no other node can take it', async () => {
        const store = await makeStore();
        const code = newCode();
        expect(await store.acquireLease(code, 'node-a', LONG_TTL)).toBe(true);
        expect(await store.acquireLease(code, 'node-b', LONG_TTL)).toBe(false);
        expect(await store.leaseOwner(code)).toBe('node-a');
        // Re-acquiring your own lease succeeds (and extends it).
        expect(await store.acquireLease(code, 'node-a', LONG_TTL)).toBe(true);
      });

      it('[RS20] When 20 nodes race for a free lease, then exactly one gets it', async () => {
        const store = await makeStore();
        const code = newCode();
        const results = await Promise.all(
          Array.from({ length: 20 }, (_, i) => store.acquireLease(code, `node-${i}`, LONG_TTL)),
        );
        expect(results.filter(Boolean)).toHaveLength(1);
        expect(await store.leaseOwner(code)).toBe(`node-${results.indexOf(true)}`);
      });

      it('[RS21] When the holder stops renewing, then the lease expires and another node takes over', async () => {
        const store = await makeStore();
        const code = newCode();
        await store.acquireLease(code, 'node-a', SHORT_TTL);
        await harness.advance(SHORT_TTL + 200);
        expect(await store.leaseOwner(code)).toBeNull();
        expect(await store.renewLease(code, 'node-a', SHORT_TTL)).toBe(false);
        expect(await store.acquireLease(code, 'node-b', LONG_TTL)).toBe(true);
        expect(await store.leaseOwner(code)).toBe('node-b');
        expect(await store.acquireLease(code, 'node-a', LONG_TTL)).toBe(false);
      });

      it('[RS22] When the holder renews, then the lease lasts; nobody else can renew it', async () => {
        const store = await makeStore();
        const code = newCode();
        await store.acquireLease(code, 'node-a', SHORT_TTL);
        expect(await store.renewLease(code, 'node-b', LONG_TTL)).toBe(false);
        await harness.advance(SHORT_TTL * 0.6);
        expect(await store.renewLease(code, 'node-a', SHORT_TTL)).toBe(true);
        await harness.advance(SHORT_TTL * 0.6);
        expect(await store.leaseOwner(code)).toBe('node-a');
        expect(await store.acquireLease(code, 'node-b', LONG_TTL)).toBe(false);
      });

      it('[RS23] When the holder releases, then only it could, and another node takes over at once', async () => {
        const store = await makeStore();
        const code = newCode();
        await store.acquireLease(code, 'node-a', LONG_TTL);
        expect(await store.releaseLease(code, 'node-b')).toBe(false);
        expect(await store.leaseOwner(code)).toBe('node-a');
        expect(await store.releaseLease(code, 'node-a')).toBe(true);
        expect(await store.leaseOwner(code)).toBeNull();
        expect(await store.acquireLease(code, 'node-b', LONG_TTL)).toBe(true);
        expect(await store.releaseLease(code, 'node-a')).toBe(false);
      });

      it('[RS24] When a lease time is not a positive number of ms, then the call is refused', async () => {
        const store = await makeStore();
        await expect(store.acquireLease(newCode(), 'node-a', 0)).rejects.toThrow(RangeError);
        await expect(store.renewLease(newCode(), 'node-a', Number.NaN)).rejects.toThrow(RangeError);
      });
    });

    describe('indexes', () => {
      it('[RS26] When members are added and removed, then the index lists exactly the ones left; another index is separate', async () => {
        const store = await makeStore();
        const index = `host:teacher-${newCode()}`;
        expect(await store.indexMembers(index)).toEqual([]);
        await store.addToIndex(index, '111111');
        await store.addToIndex(index, '222222');
        await store.addToIndex(index, '111111');
        await store.addToIndex(`${index}-other`, '333333');
        expect((await store.indexMembers(index)).sort()).toEqual(['111111', '222222']);
        await store.removeFromIndex(index, '111111');
        await store.removeFromIndex(index, '999999');
        expect(await store.indexMembers(index)).toEqual(['222222']);
        expect(await store.indexMembers(`${index}-other`)).toEqual(['333333']);
      });

      it('[RS27] When nothing is added for the rooms TTL, then the index is forgotten', async () => {
        const store = await makeStore(SHORT_TTL);
        const index = `host:teacher-${newCode()}`;
        await store.addToIndex(index, '111111');
        await harness.advance(SHORT_TTL + 200);
        expect(await store.indexMembers(index)).toEqual([]);
      });
    });

    it('[RS25] ping answers while the store is reachable', async () => {
      const store = await makeStore();
      await expect(store.ping()).resolves.toBeUndefined();
    });
  });
}
