import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng, deriveSeed, toSeed } from './random';

describe('createRng', () => {
  it('When two generators share a seed, then they give the same sequence', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const a = createRng(seed);
        const b = createRng(seed);
        for (let i = 0; i < 20; i++) expect(a.nextUint32()).toBe(b.nextUint32());
      }),
    );
  });

  it('When the seeds differ, then the first values usually differ', () => {
    const firsts = new Set(Array.from({ length: 100 }, (_, s) => createRng(s).nextUint32()));
    expect(firsts.size).toBe(100);
  });

  it('When asked for floats, then they lie in [0, 1)', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const rng = createRng(seed);
        for (let i = 0; i < 50; i++) {
          const x = rng.next();
          expect(x).toBeGreaterThanOrEqual(0);
          expect(x).toBeLessThan(1);
        }
      }),
    );
  });

  it('When asked for an int in a range, then both ends are reachable and nothing falls outside', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: -50, max: 50 }), fc.nat(6), (seed, lo, width) => {
        const rng = createRng(seed);
        for (let i = 0; i < 30; i++) {
          const x = rng.int(lo, lo + width);
          expect(Number.isInteger(x)).toBe(true);
          expect(x).toBeGreaterThanOrEqual(lo);
          expect(x).toBeLessThanOrEqual(lo + width);
        }
      }),
    );
    const rng = createRng(7);
    const seen = new Set(Array.from({ length: 200 }, () => rng.int(1, 4)));
    expect([...seen].sort()).toEqual([1, 2, 3, 4]);
  });

  it('When the range or the list is empty, then a RangeError is thrown', () => {
    const rng = createRng(1);
    expect(() => rng.int(3, 2)).toThrow(RangeError);
    expect(() => rng.pick([])).toThrow(RangeError);
  });

  it('When shuffling, then the result is a permutation and the input is untouched', () => {
    fc.assert(
      fc.property(fc.integer(), fc.array(fc.integer(), { maxLength: 30 }), (seed, items) => {
        const before = [...items];
        const shuffled = createRng(seed).shuffle(items);
        expect(items).toEqual(before);
        expect([...shuffled].sort((a, b) => a - b)).toEqual([...items].sort((a, b) => a - b));
      }),
    );
  });

  it('When picking, then the value comes from the list', () => {
    fc.assert(
      fc.property(fc.integer(), fc.array(fc.string(), { minLength: 1 }), (seed, items) => {
        expect(items).toContain(createRng(seed).pick(items));
      }),
    );
  });
});

describe('toSeed and deriveSeed', () => {
  it('When the seed is not finite, then it becomes 0', () => {
    expect(toSeed(Number.NaN)).toBe(0);
    expect(toSeed(Number.POSITIVE_INFINITY)).toBe(0);
    expect(toSeed(-1)).toBe(4294967295);
  });

  it('When derived from the same parts, then the seed is the same; different parts differ', () => {
    expect(deriveSeed('ABC123', 3)).toBe(deriveSeed('ABC123', 3));
    expect(deriveSeed('ABC123', 3)).not.toBe(deriveSeed('ABC123', 4));
    expect(deriveSeed(1)).not.toBe(deriveSeed('1'));
  });
});
