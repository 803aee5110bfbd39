import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toClockTime, toFaceMinutes } from '../clock/time';
import { clockTimeArb, dayTimeArb } from '../testing/game-arbitraries';
import {
  faceDistance,
  minuteDistance,
  nearestDayTime,
  nextHour,
  numeralOf,
  partOfDay,
  previousHour,
  shiftFace,
} from './face-math';

describe('face arithmetic', () => {
  it('When stepping hours, then 12 wraps to 1 and back', () => {
    expect(nextHour(12)).toBe(1);
    expect(nextHour(3)).toBe(4);
    expect(previousHour(1)).toBe(12);
    expect(previousHour(4)).toBe(3);
    for (let h = 1; h <= 12; h++) expect(previousHour(nextHour(h))).toBe(h);
  });

  it('When the minute hand is before the 1, then the numeral it has reached is 12', () => {
    expect(numeralOf(0)).toBe(12);
    expect(numeralOf(4)).toBe(12);
    expect(numeralOf(15)).toBe(3);
    expect(numeralOf(59)).toBe(11);
  });

  it('When shifting and measuring, then the distance comes back', () => {
    fc.assert(
      fc.property(clockTimeArb, fc.integer({ min: -359, max: 360 }), (t, d) => {
        expect(faceDistance(t, shiftFace(t, d))).toBe(d);
      }),
    );
    expect(shiftFace({ hour: 12, minute: 55 }, 5)).toEqual({ hour: 1, minute: 0 });
    expect(minuteDistance(55, 0)).toBe(5);
  });

  it('When converting a face time near a reference, then the face is kept and the half is the nearest', () => {
    fc.assert(
      fc.property(clockTimeArb, dayTimeArb, (face, ref) => {
        const day = nearestDayTime(face, ref);
        expect(toFaceMinutes(toClockTime(day))).toBe(toFaceMinutes(face));
      }),
    );
    expect(nearestDayTime({ hour: 12, minute: 45 }, { hour: 11, minute: 45 })).toEqual({
      hour: 12,
      minute: 45,
    });
    expect(nearestDayTime({ hour: 2, minute: 0 }, { hour: 15, minute: 0 })).toEqual({
      hour: 14,
      minute: 0,
    });
    expect(nearestDayTime({ hour: 9, minute: 0 }, { hour: 15, minute: 0 })).toEqual({
      hour: 21,
      minute: 0,
    });
  });

  it('When naming the part of the day, then the hour bands are night, morning, afternoon, evening', () => {
    expect(partOfDay({ hour: 0, minute: 0 })).toBe('night');
    expect(partOfDay({ hour: 6, minute: 0 })).toBe('morning');
    expect(partOfDay({ hour: 12, minute: 0 })).toBe('afternoon');
    expect(partOfDay({ hour: 23, minute: 59 })).toBe('evening');
  });
});
