import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allClockTimes, angleArb, dayTimeArb } from '../testing/clock-arbitraries';
import {
  angleDelta,
  handAngles,
  hourHandAngle,
  minuteHandAngle,
  normalizeAngle,
  pointToAngle,
} from './angles';
import { angleToMinute, handsToClockTime, hourAngleToFaceMinutes } from './snap';
import { fromFaceMinutes, toClockTime, toFaceMinutes } from './time';

/** Circular distance between two angles in degrees. */
function circularGap(a: number, b: number): number {
  const d = normalizeAngle(a - b);
  return Math.min(d, 360 - d);
}

describe('hand angles', () => {
  it.each([
    [{ hour: 12, minute: 0 }, 0, 0],
    [{ hour: 3, minute: 0 }, 90, 0],
    [{ hour: 3, minute: 30 }, 105, 180],
    [{ hour: 6, minute: 15 }, 187.5, 90],
    [{ hour: 11, minute: 59 }, 359.5, 354],
    [{ hour: 15, minute: 45 }, 112.5, 270],
    [{ hour: 0, minute: 20 }, 10, 120],
  ])('When the time is %o, then the hour hand is at %f and the minute hand at %f', (t, h, m) => {
    expect(handAngles(t)).toEqual({ hour: h, minute: m });
    expect(hourHandAngle(t)).toBe(h);
    expect(minuteHandAngle(t)).toBe(m);
  });

  it('When a time of day is given, then its hands are those of its face time', () => {
    fc.assert(
      fc.property(dayTimeArb, (day) => {
        expect(handAngles(day)).toEqual(handAngles(toClockTime(day)));
      }),
    );
  });

  it('When every minute of the 12-hour face is read (exhaustive), then angle -> time -> angle is exact', () => {
    for (let face = 0; face < 720; face++) {
      // Start from the hour hand's angle: every face minute has its own.
      const angle = face * 0.5;
      const time = fromFaceMinutes(hourAngleToFaceMinutes(angle));
      expect(toFaceMinutes(time)).toBe(face);
      expect(hourHandAngle(time)).toBe(angle);
      // The minute hand's angle gives the minute back, and its own angle again.
      const minuteAngle = minuteHandAngle(time);
      expect(angleToMinute(minuteAngle)).toBe(time.minute);
      expect(minuteHandAngle({ hour: 12, minute: angleToMinute(minuteAngle) })).toBe(minuteAngle);
    }
  });

  it('When every face time is drawn and read back from both hands (exhaustive), then it is the same time', () => {
    const angles = new Set<number>();
    for (const time of allClockTimes()) {
      const { hour, minute } = handAngles(time);
      angles.add(hour);
      expect(hour).toBeGreaterThanOrEqual(0);
      expect(hour).toBeLessThan(360);
      expect(minute).toBeGreaterThanOrEqual(0);
      expect(minute).toBeLessThan(360);
      expect(handsToClockTime(hour, minute)).toEqual(time);
    }
    expect(angles.size).toBe(720);
  });
});

describe('normalizeAngle and angleDelta', () => {
  it.each([
    [0, 0],
    [-0, 0],
    [360, 0],
    [-90, 270],
    [725, 5],
  ])('When the angle is %f, then it normalises to %f', (a, b) => {
    expect(Object.is(normalizeAngle(a), b)).toBe(true);
  });

  it('When any angle is normalised, then it lies in [0, 360) and names the same direction', () => {
    fc.assert(
      fc.property(angleArb, (a) => {
        const n = normalizeAngle(a);
        expect(n).toBeGreaterThanOrEqual(0);
        expect(n).toBeLessThan(360);
        expect(circularGap(n, a)).toBeLessThan(1e-9);
      }),
    );
  });

  it('When turning from one angle to another, then the shorter way is in (-180, 180]', () => {
    expect(angleDelta(350, 10)).toBe(20);
    expect(angleDelta(10, 350)).toBe(-20);
    expect(angleDelta(0, 180)).toBe(180);
    expect(angleDelta(180, 0)).toBe(180);
    fc.assert(
      fc.property(angleArb, angleArb, (a, b) => {
        const d = angleDelta(a, b);
        expect(d).toBeGreaterThan(-180);
        expect(d).toBeLessThanOrEqual(180);
        expect(circularGap(a + d, b)).toBeLessThan(1e-6);
      }),
    );
  });
});

describe('pointToAngle (SVG, y grows down)', () => {
  it.each([
    [200, 100, 0],
    [300, 200, 90],
    [200, 300, 180],
    [100, 200, 270],
    [300, 100, 45],
    [100, 100, 315],
  ])('When the pointer is at (%f, %f) around (200, 200), then the angle is %f', (x, y, angle) => {
    expect(pointToAngle(x, y, 200, 200)).toBeCloseTo(angle, 10);
  });

  it('When the pointer is on the centre, then the angle is 0', () => {
    expect(pointToAngle(5, 5, 5, 5)).toBe(0);
  });

  it('When a coordinate is not finite, then it throws a RangeError', () => {
    expect(() => pointToAngle(Number.NaN, 0, 0, 0)).toThrow(RangeError);
    expect(() => pointToAngle(0, Number.POSITIVE_INFINITY, 0, 0)).toThrow(/finite/);
  });

  it('When a point is placed at an angle and radius, then the angle is read back', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 359.999, noNaN: true }),
        fc.double({ min: 1, max: 1000, noNaN: true }),
        fc.double({ min: -500, max: 500, noNaN: true }),
        fc.double({ min: -500, max: 500, noNaN: true }),
        (angle, r, cx, cy) => {
          const rad = (angle * Math.PI) / 180;
          const got = pointToAngle(cx + r * Math.sin(rad), cy - r * Math.cos(rad), cx, cy);
          expect(got).toBeGreaterThanOrEqual(0);
          expect(got).toBeLessThan(360);
          expect(circularGap(got, angle)).toBeLessThan(1e-6);
        },
      ),
    );
  });
});
