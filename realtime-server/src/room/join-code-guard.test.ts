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
});
