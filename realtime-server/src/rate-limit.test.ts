import { describe, expect, it } from 'vitest';
import { ABUSE_REFUSALS, EventRateLimiter } from './rate-limit';

describe('EventRateLimiter', () => {
  it('[RL1] When a socket sends within its rate, then every event passes; a burst beyond is limited, and time refills it', () => {
    let now = 0;
    const limiter = new EventRateLimiter({ now: () => now, perSecond: 20, burst: 40 });
    const socket = {};
    const verdicts = Array.from({ length: 41 }, () => limiter.take(socket));
    expect(verdicts.slice(0, 40).every((v) => v === 'ok')).toBe(true);
    expect(verdicts[40]).toBe('limited');
    now += 1000;
    expect(Array.from({ length: 20 }, () => limiter.take(socket)).every((v) => v === 'ok')).toBe(
      true,
    );
    expect(limiter.take(socket)).toBe('limited');
    // Another socket has its own bucket.
    expect(limiter.take({})).toBe('ok');
  });

  it('[RL2] When a socket keeps sending while limited, then it becomes abusive', () => {
    const limiter = new EventRateLimiter({ now: () => 0, perSecond: 1, burst: 1 });
    const socket = {};
    limiter.take(socket);
    const verdicts = Array.from({ length: ABUSE_REFUSALS + 1 }, () => limiter.take(socket));
    expect(verdicts.at(-2)).toBe('limited');
    expect(verdicts.at(-1)).toBe('abusive');
  });
});
