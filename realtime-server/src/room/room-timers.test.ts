import type { RoomState } from '@ttc/shared-protocol/classroom/state';
import { openWith, ROOM_CODE } from '@ttc/shared-protocol/classroom/testing/builders';
import { pino } from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRoomStore } from '../store/memory-room-store';
import { RoomTimers } from './room-timers';

const logger = pino({ level: 'silent' });

/**
 * A memory store that can be "away" like Redis during a restart: while away, the lease and room
 * reads the timers use throw, and so does firing a timer (the room service cannot save).
 */
async function setup() {
  const store = new MemoryRoomStore<RoomState>({ ttlMs: 60_000, sweepIntervalMs: 0 });
  const state = openWith(2);
  await store.create(ROOM_CODE, state);
  const deadline = state.timer?.at ?? 0;
  const link = { away: false };
  for (const method of ['acquireLease', 'get'] as const) {
    const original = store[method].bind(store) as (...args: unknown[]) => Promise<unknown>;
    (store as unknown as Record<string, unknown>)[method] = (...args: unknown[]) =>
      link.away ? Promise.reject(new Error('store away')) : original(...args);
  }
  const fired: Array<{ timerId: string; applied: boolean }> = [];
  // The clock stands 50 ms before the question's deadline.
  const clock = { now: deadline - 50 };
  const timers = new RoomTimers({
    store,
    nodeId: 'node-1',
    now: () => clock.now,
    logger,
    leasePollMs: 20,
    notifyOthers: () => {},
    fire: async (_code, timerId) => {
      fired.push({ timerId, applied: !link.away });
      if (link.away) throw new Error('store away');
    },
  });
  return { timers, state, link, fired };
}

describe('RoomTimers', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await close?.();
  });

  it('[RT1] When a timer fires while the store is away, then it is armed again from the saved state once the store answers, and fires then', async () => {
    const { timers, state, link, fired } = await setup();
    close = () => timers.close();
    await timers.serve(ROOM_CODE);
    expect(timers.holds(ROOM_CODE)).toBe(true);
    link.away = true;
    await vi.waitFor(() => expect(fired).toHaveLength(1), { timeout: 2_000 });
    expect(fired[0]).toEqual({ timerId: state.timer?.id, applied: false });
    // Polls while the store is away cannot re-arm it (the lease check fails too).
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(fired).toHaveLength(1);

    link.away = false;
    await vi.waitFor(() => expect(fired).toHaveLength(2), { timeout: 2_000 });
    expect(fired[1]).toEqual({ timerId: state.timer?.id, applied: true });
  });

  it('[RT2] When a timer fires and is applied, then lease renewals do not fire it again', async () => {
    const { timers, fired } = await setup();
    close = () => timers.close();
    await timers.serve(ROOM_CODE);
    await vi.waitFor(() => expect(fired).toHaveLength(1), { timeout: 2_000 });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(fired).toEqual([expect.objectContaining({ applied: true })]);
  });

  it('[RT3] When a thousand rejoins serve one room at once, then its lease is taken and the room loaded once', async () => {
    const store = new MemoryRoomStore<RoomState>({ ttlMs: 60_000, sweepIntervalMs: 0 });
    await store.create(ROOM_CODE, openWith(2));
    const calls = { acquireLease: 0, get: 0 };
    for (const method of ['acquireLease', 'get'] as const) {
      const original = store[method].bind(store) as (...args: unknown[]) => Promise<unknown>;
      (store as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => {
        calls[method] += 1;
        return original(...args);
      };
    }
    const timers = new RoomTimers({
      store,
      nodeId: 'node-1',
      now: () => Date.now(),
      logger,
      leasePollMs: 60_000,
      notifyOthers: () => {},
      fire: async () => {},
    });
    close = () => timers.close();
    await Promise.all(Array.from({ length: 1000 }, () => timers.serve(ROOM_CODE)));
    expect(timers.holds(ROOM_CODE)).toBe(true);
    expect(calls).toEqual({ acquireLease: 1, get: 1 });
    await timers.serve(ROOM_CODE);
    expect(calls).toEqual({ acquireLease: 1, get: 1 });
  });
});
