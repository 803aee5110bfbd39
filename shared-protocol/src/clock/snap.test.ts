import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { angleArb, minuteStepArb } from '../testing/clock-arbitraries';
import {
  angleToExactMinute,
  angleToMinute,
  handsToClockTime,
  hourAngleToExactFaceMinutes,
  hourAngleToFaceMinutes,
  isMinuteStep,
  MINUTE_STEPS,
  type MinuteStep,
  minuteStepSchema,
  snapToStep,
} from './snap';

/** Circular distance between two minute values on a circle of `period`. */
function gap(a: number, b: number, period: number): number {
  const d = (((a - b) % period) + period) % period;
  return Math.min(d, period - d);
}

describe('minute steps', () => {
  it('When listed, then they are 1, 5, 15 and 30', () => {
    expect(MINUTE_STEPS).toEqual([1, 5, 15, 30]);
    for (const step of MINUTE_STEPS) expect(minuteStepSchema.parse(step)).toBe(step);
  });

  it.each([0, 2, 10, 60, '5', null])('When the step is %j, then it is refused', (value) => {
    expect(isMinuteStep(value)).toBe(false);
    expect(minuteStepSchema.safeParse(value).success).toBe(false);
    expect(() => angleToMinute(0, value as MinuteStep)).toThrow(RangeError);
  });
});

describe('angleToMinute', () => {
  it.each([
    [0, 1, 0],
    [93, 1, 16],
    [93, 5, 15],
    [93, 15, 15],
    [93, 30, 30],
    [87, 30, 0],
    [357, 1, 0],
    [356.9, 5, 0],
    [345, 5, 0],
    [342, 5, 55],
    [-6, 1, 59],
    [366, 1, 1],
    [15, 5, 5],
    [135, 15, 30],
  ] as const)(
    'When the minute hand is at %f with step %i, then the minute is %i',
    (angle, step, minute) => {
      expect(angleToMinute(angle, step)).toBe(minute);
    },
  );

  it('When the angle is not finite, then it throws a RangeError', () => {
    expect(() => angleToMinute(Number.NaN)).toThrow(RangeError);
  });

  it('When any angle is snapped, then the minute is a multiple of the step within half a step of the hand', () => {
    fc.assert(
      fc.property(angleArb, minuteStepArb, (angle, step) => {
        const minute = angleToMinute(angle, step);
        expect(Number.isInteger(minute)).toBe(true);
        expect(minute).toBeGreaterThanOrEqual(0);
        expect(minute).toBeLessThan(60);
        expect(minute % step).toBe(0);
        expect(gap(minute, angleToExactMinute(angle), 60)).toBeLessThanOrEqual(step / 2 + 1e-9);
      }),
    );
  });

  it('When a snapped minute is snapped again, then it does not move (idempotent)', () => {
    fc.assert(
      fc.property(angleArb, minuteStepArb, (angle, step) => {
        const minute = angleToMinute(angle, step);
        expect(angleToMinute(minute * 6, step)).toBe(minute);
        expect(snapToStep(minute, step, 60)).toBe(minute);
      }),
    );
  });

  it('When a minute is snapped to a coarser step it divides, then it is the same as snapping from the angle', () => {
    for (let m = 0; m < 60; m++) {
      for (const step of MINUTE_STEPS) {
        expect(angleToMinute(m * 6, step)).toBe(snapToStep(m, step, 60));
      }
    }
  });
});

describe('hourAngleToFaceMinutes (geared hour hand)', () => {
  it.each([
    [0, 1, 0],
    [97.5, 1, 195],
    [105, 1, 210],
    [96, 5, 190],
    [96, 15, 195],
    [93, 15, 180],
    [359.9, 1, 0],
    [359.6, 1, 719],
    [-0.5, 1, 719],
  ] as const)(
    'When the hour hand is at %f with step %i, then the face minutes are %i',
    (angle, step, face) => {
      expect(hourAngleToFaceMinutes(angle, step)).toBe(face);
    },
  );

  it('When any hour-hand angle is snapped, then the minutes are a multiple of the step, within half a step, and stable', () => {
    fc.assert(
      fc.property(angleArb, minuteStepArb, (angle, step) => {
        const face = hourAngleToFaceMinutes(angle, step);
        expect(face).toBeGreaterThanOrEqual(0);
        expect(face).toBeLessThan(720);
        expect(face % step).toBe(0);
        expect(gap(face, hourAngleToExactFaceMinutes(angle), 720)).toBeLessThanOrEqual(
          step / 2 + 1e-9,
        );
        expect(hourAngleToFaceMinutes(face * 0.5, step)).toBe(face);
      }),
    );
  });
});

describe('handsToClockTime (independent hands)', () => {
  it.each([
    [119, 0, { hour: 4, minute: 0 }],
    [120.5, 0, { hour: 4, minute: 0 }],
    [91, 330, { hour: 2, minute: 55 }],
    [118, 330, { hour: 3, minute: 55 }],
    [105, 180, { hour: 3, minute: 30 }],
    [359, 0, { hour: 12, minute: 0 }],
    [1, 354, { hour: 11, minute: 59 }],
  ])('When the hour hand is at %f and the minute hand at %f, then the time is %o', (h, m, t) => {
    expect(handsToClockTime(h, m)).toEqual(t);
  });
});
