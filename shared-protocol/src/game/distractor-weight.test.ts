import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { misconceptionTagArb, seedArb } from '../testing/game-arbitraries';
import { distractorWeight, pickDistractors, weightedTagOrder } from './distractor-weight';
import { MisconceptionTag } from './misconceptions';
import { createRng } from './random';

const { handsSwapped, nextHour, previousHour, offByOneStep } = MisconceptionTag;

describe('distractorWeight', () => {
  it('When the tag is at the level or not, and the child makes it or not, then (1 or 0.2) x (1 + 6 x rate)', () => {
    expect(distractorWeight(handsSwapped, { levelTags: [handsSwapped] })).toBe(1);
    expect(distractorWeight(nextHour, { levelTags: [handsSwapped] })).toBeCloseTo(0.2);
    expect(
      distractorWeight(handsSwapped, {
        levelTags: [handsSwapped],
        tagWeights: { hands_swapped: 0.5 },
      }),
    ).toBe(4);
    expect(distractorWeight(nextHour, { levelTags: [], tagWeights: { next_hour: 1 } })).toBeCloseTo(
      1.4,
    );
    // No level given: every tag counts as active.
    expect(distractorWeight(previousHour, {})).toBe(1);
  });

  it('When a rate is negative or not a number, then it counts as 0', () => {
    for (const rate of [-1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(distractorWeight(handsSwapped, { tagWeights: { hands_swapped: rate } })).toBe(1);
    }
  });

  it('When any level and rates are given, then the weight is positive and grows with the rate', () => {
    fc.assert(
      fc.property(
        misconceptionTagArb,
        fc.array(misconceptionTagArb),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (tag, levelTags, a, b) => {
          const w = (rate: number) =>
            distractorWeight(tag, { levelTags, tagWeights: { [tag]: rate } });
          expect(w(a)).toBeGreaterThan(0);
          if (a < b) expect(w(a)).toBeLessThanOrEqual(w(b));
        },
      ),
    );
  });
});

describe('weightedTagOrder', () => {
  it('When any tags are drawn, then each comes exactly once', () => {
    fc.assert(
      fc.property(fc.uniqueArray(misconceptionTagArb), seedArb, (tags, seed) => {
        const order = weightedTagOrder(tags, {}, createRng(seed));
        expect([...order].sort()).toEqual([...tags].sort());
      }),
    );
  });

  it('When one tag weighs 4 and three weigh 1, then it comes first about 4 times in 7', () => {
    const rng = createRng(5);
    const tags = [handsSwapped, nextHour, previousHour, offByOneStep];
    let first = 0;
    const n = 7000;
    for (let i = 0; i < n; i++) {
      const order = weightedTagOrder(tags, { tagWeights: { hands_swapped: 0.5 } }, rng);
      if (order[0] === handsSwapped) first++;
    }
    expect(first / n).toBeGreaterThan(0.53);
    expect(first / n).toBeLessThan(0.61);
  });
});

describe('pickDistractors', () => {
  const options = [
    { id: 'a', tag: handsSwapped },
    { id: 'b', tag: handsSwapped },
    { id: 'c', tag: nextHour },
    { id: 'd', tag: previousHour },
    { id: 'e', tag: offByOneStep },
  ];
  const always = () => true;

  it('When no rng is given, then the first options that fit are taken in order', () => {
    expect(pickDistractors(options, 3, always, null).map((o) => o.id)).toEqual(['a', 'b', 'c']);
    const notB = (_: unknown, o: { id: string }) => o.id !== 'b';
    expect(pickDistractors(options, 3, notB, null).map((o) => o.id)).toEqual(['a', 'c', 'd']);
  });

  it('When an rng is given, then one option per tag comes before a second of the same tag', () => {
    fc.assert(
      fc.property(seedArb, (seed) => {
        const picked = pickDistractors(options, 3, always, {
          rng: createRng(seed),
          weighting: {},
        });
        expect(picked).toHaveLength(3);
        expect(new Set(picked.map((o) => o.tag)).size).toBe(3);
      }),
    );
  });

  it('When fewer tags than wanted fit, then the rest is topped up in order', () => {
    const twoTags = options.filter((o) => o.tag === handsSwapped || o.tag === nextHour);
    const picked = pickDistractors(twoTags, 3, always, { rng: createRng(1), weighting: {} });
    expect(picked.map((o) => o.id).sort()).toEqual(['a', 'b', 'c']);
  });
});
