import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProgressThrottle } from './progress-throttle';

describe('ProgressThrottle', () => {
  afterEach(() => vi.useRealTimers());

  it('[PT1] When answers pour in, then the host gets the first at once and one trailing update with the latest numbers per interval', () => {
    vi.useFakeTimers();
    let now = 0;
    const sent: Array<[string, unknown]> = [];
    const throttle = new ProgressThrottle((code, p) => sent.push([code, p]), {
      clock: () => now,
    });
    for (let answered = 1; answered <= 30; answered++) throttle.push('123456', { answered });
    expect(sent).toEqual([['123456', { answered: 1 }]]);
    now = 100;
    vi.advanceTimersByTime(100);
    expect(sent).toEqual([
      ['123456', { answered: 1 }],
      ['123456', { answered: 30 }],
    ]);
    // Rooms are independent.
    throttle.push('654321', { answered: 1 });
    expect(sent.at(-1)).toEqual(['654321', { answered: 1 }]);
  });

  it('[PT2] When a full host view goes out, then a pending update is dropped', () => {
    vi.useFakeTimers();
    const sent: unknown[] = [];
    const throttle = new ProgressThrottle((_code, p) => sent.push(p), { clock: () => 0 });
    throttle.push('123456', { answered: 1 });
    throttle.push('123456', { answered: 2 });
    throttle.supersede('123456');
    vi.advanceTimersByTime(1000);
    expect(sent).toEqual([{ answered: 1 }]);
  });
});
