import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ADDRESS_BLOCK_S,
  CODE_MISSES_PER_ADDRESS,
  CODE_MISSES_PER_CONNECTION,
  CONNECTION_WINDOW_MS,
  JoinCodeGuard,
} from './join-code-guard';

describe('JoinCodeGuard', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('[RL3] When one connection sends 5 wrong codes within a minute, then it is blocked until the minute is over, and another connection of the address is not', async () => {
    let now = 0;
    const guard = new JoinCodeGuard({ now: () => now });
    const tablet = {};
    for (let i = 1; i < CODE_MISSES_PER_CONNECTION; i++) await guard.miss(tablet, '10.0.0.1');
    expect(await guard.blocked(tablet, '10.0.0.1')).toBe(false);
    await guard.miss(tablet, '10.0.0.1');
    expect(await guard.blocked(tablet, '10.0.0.1')).toBe(true);
    expect(await guard.blocked({}, '10.0.0.1')).toBe(false);
    now += CONNECTION_WINDOW_MS;
    expect(await guard.blocked(tablet, '10.0.0.1')).toBe(false);
  });

  it('[RL4] When an address sends 20 wrong codes over many connections, then every connection of it (and of its IPv6 /64) is blocked for 30 minutes, and other addresses are not', async () => {
    vi.useFakeTimers();
    const guard = new JoinCodeGuard();
    for (let i = 0; i < CODE_MISSES_PER_ADDRESS; i++) await guard.miss({}, '2001:db8:5:6::1');
    expect(await guard.blocked({}, '2001:db8:5:6::99')).toBe(true);
    expect(await guard.blocked({}, '2001:db8:5:7::1')).toBe(false);
    expect(await guard.blocked({}, '10.0.0.1')).toBe(false);
    vi.advanceTimersByTime((ADDRESS_BLOCK_S - 60) * 1000);
    expect(await guard.blocked({}, '2001:db8:5:6::1')).toBe(true);
    vi.advanceTimersByTime(61_000);
    expect(await guard.blocked({}, '2001:db8:5:6::1')).toBe(false);
  });

  it('[RL5] When 100 wrong codes from 100 connections of one address arrive at once, then only 20 are looked up and the rest are refused unlooked', async () => {
    const guard = new JoinCodeGuard();
    let lookedUp = 0;
    const tries = await Promise.all(
      Array.from({ length: 100 }, () =>
        guard.tryCode({}, '10.9.9.9', async () => {
          lookedUp += 1;
          return null;
        }),
      ),
    );
    expect(lookedUp).toBe(CODE_MISSES_PER_ADDRESS);
    expect(tries.filter((t) => t.blocked)).toHaveLength(100 - CODE_MISSES_PER_ADDRESS);
  });

  it('[RL6] When right codes come from one address, then none is counted and none is refused', async () => {
    const guard = new JoinCodeGuard();
    const tries = await Promise.all(
      Array.from({ length: 200 }, () => guard.tryCode({}, '10.9.9.8', async () => 'room')),
    );
    expect(tries.every((t) => !t.blocked && t.found === 'room')).toBe(true);
  });
});
