import { describe, expect, it } from 'vitest';
import { OneAtATime } from './one-at-a-time';

describe('OneAtATime', () => {
  it('When tasks of one key overlap, then they run one after another, even after a failure; other keys do not wait', async () => {
    const queue = new OneAtATime();
    const order: string[] = [];
    const step =
      (name: string, ms: number, fail = false) =>
      async () => {
        order.push(`${name} start`);
        await new Promise((resolve) => setTimeout(resolve, ms));
        order.push(`${name} end`);
        if (fail) throw new Error(name);
        return name;
      };
    const a1 = queue.run('a', step('a1', 20, true));
    const a2 = queue.run('a', step('a2', 1));
    const b1 = queue.run('b', step('b1', 1));
    await expect(a1).rejects.toThrow('a1');
    expect(await a2).toBe('a2');
    expect(await b1).toBe('b1');
    expect(order.indexOf('a2 start')).toBeGreaterThan(order.indexOf('a1 end'));
    expect(order.indexOf('b1 end')).toBeLessThan(order.indexOf('a1 end'));
  });
});
