import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clockTimeArb, dragDirectionArb } from '../testing/clock-arbitraries';
import { elapsedMinutes, splitElapsed } from './elapsed';
import { toFaceMinutes } from './time';

const t = (hour: number, minute: number) => ({ hour, minute });

describe('elapsedMinutes (spec section 4, Playground)', () => {
  it.each([
    [t(8, 30), t(11, 0), 'cw', 150],
    [t(3, 0), t(2, 0), 'cw', 660],
    [t(3, 0), t(4, 0), 'ccw', -660],
    [t(4, 0), t(3, 0), 'ccw', -60],
    [t(11, 50), t(12, 10), 'cw', 20],
    [t(3, 15), t(3, 15), 'cw', 0],
    [t(3, 15), t(3, 15), 'ccw', 0],
    [t(3, 15), t(3, 15), null, 0],
    [t(8, 30), t(11, 0), null, 150],
    [t(11, 0), t(8, 30), null, -150],
    [t(12, 10), t(11, 50), null, -20],
    [t(11, 50), t(12, 10), null, 20],
    [t(12, 0), t(10, 0), null, 600],
    [t(12, 0), t(10, 1), null, -119],
    [t(10, 0), t(12, 0), null, -600],
    [t(10, 1), t(12, 0), null, 119],
    [t(9, 59), t(12, 0), null, -599],
  ] as const)(
    'When going from %o to %o with direction %s, then %i minutes passed',
    (a, b, dir, m) => {
      expect(elapsedMinutes(a, b, dir)).toBe(m);
    },
  );

  it('When no direction is given, then it is the undirected rule', () => {
    expect(elapsedMinutes(t(12, 0), t(11, 0))).toBe(-60);
  });

  it('When any two times are compared, then cw >= 0, ccw <= 0, undirected within -600..600, and start + elapsed = end mod 720', () => {
    fc.assert(
      fc.property(clockTimeArb, clockTimeArb, dragDirectionArb, (start, end, dir) => {
        const e = elapsedMinutes(start, end, dir);
        expect(Number.isInteger(e)).toBe(true);
        if (dir === 'cw') expect(e).toBeGreaterThanOrEqual(0);
        if (dir === 'ccw') expect(e).toBeLessThanOrEqual(0);
        expect(Math.abs(e)).toBeLessThan(720);
        if (dir === null) {
          expect(e).toBeGreaterThanOrEqual(-600);
          expect(e).toBeLessThanOrEqual(600);
        }
        expect((((toFaceMinutes(start) + e - toFaceMinutes(end)) % 720) + 720) % 720).toBe(0);
        expect(Object.is(e, -0)).toBe(false);
      }),
    );
  });

  it('When the undirected difference is within 600, then it is the plain difference', () => {
    fc.assert(
      fc.property(clockTimeArb, clockTimeArb, (start, end) => {
        const raw = toFaceMinutes(end) - toFaceMinutes(start);
        if (Math.abs(raw) <= 600) expect(elapsedMinutes(start, end)).toBe(raw);
      }),
    );
  });

  it('When the ends are swapped, then cw becomes minus ccw', () => {
    fc.assert(
      fc.property(clockTimeArb, clockTimeArb, (a, b) => {
        expect(elapsedMinutes(a, b, 'cw')).toBe(-elapsedMinutes(b, a, 'ccw') || 0);
      }),
    );
  });
});

describe('splitElapsed', () => {
  it.each([
    [135, { sign: 1, hours: 2, minutes: 15 }],
    [-45, { sign: -1, hours: 0, minutes: 45 }],
    [0, { sign: 0, hours: 0, minutes: 0 }],
    [60, { sign: 1, hours: 1, minutes: 0 }],
    [-719, { sign: -1, hours: 11, minutes: 59 }],
  ])('When %i minutes passed, then it is %o', (m, parts) => {
    expect(splitElapsed(m)).toEqual(parts);
  });

  it('When split and put back together, then it is the same number', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100_000, max: 100_000 }), (m) => {
        const { sign, hours, minutes } = splitElapsed(m);
        expect(minutes).toBeGreaterThanOrEqual(0);
        expect(minutes).toBeLessThan(60);
        expect(sign * (hours * 60 + minutes)).toBe(m);
      }),
    );
  });

  it('When the minutes are not an integer, then it throws a RangeError', () => {
    expect(() => splitElapsed(1.5)).toThrow(RangeError);
    expect(() => splitElapsed(Number.NaN)).toThrow(RangeError);
  });
});
