import { describe, expect, it } from 'vitest';
import { SessionLiveness } from './session-liveness';

describe('SessionLiveness', () => {
  it('When asked twice within the cache time, then the source is asked once; after it, again', async () => {
    let now = 0;
    let asked = 0;
    const liveness = new SessionLiveness(
      async () => {
        asked += 1;
        return true;
      },
      { now: () => now, cacheMs: 3000 },
    );
    expect(await liveness.isLive('s1')).toBe(true);
    now += 2999;
    expect(await liveness.isLive('s1')).toBe(true);
    expect(asked).toBe(1);
    now += 1;
    expect(await liveness.isLive('s1')).toBe(true);
    expect(asked).toBe(2);
  });

  it('When a session ends, then the answer changes once the cache time is over (or at once after clear)', async () => {
    let now = 0;
    let live = true;
    const liveness = new SessionLiveness(async () => live, { now: () => now });
    expect(await liveness.isLive('s1')).toBe(true);
    live = false;
    liveness.clear();
    expect(await liveness.isLive('s1')).toBe(false);
    now += 10_000;
    expect(await liveness.isLive('s1')).toBe(false);
  });

  it('When the source cannot be reached, then a known answer stands and an unknown session is unknown', async () => {
    let now = 0;
    let reachable = true;
    const liveness = new SessionLiveness(
      async () => {
        if (!reachable) throw new Error('down');
        return true;
      },
      { now: () => now },
    );
    expect(await liveness.isLive('known')).toBe(true);
    reachable = false;
    now += 60_000;
    expect(await liveness.isLive('known')).toBe(true);
    expect(await liveness.isLive('never-seen')).toBe('unknown');
  });

  it('When many ask at once, then the source is asked once', async () => {
    let asked = 0;
    const liveness = new SessionLiveness(async () => {
      asked += 1;
      return true;
    });
    await Promise.all(Array.from({ length: 20 }, () => liveness.isLive('s1')));
    expect(asked).toBe(1);
  });
});
