import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allClockTimes, clockTimeArb, dayTimeArb } from '../testing/clock-arbitraries';
import { fromFaceMinutes, sameClockTime, toClockTime, toDayTime, toFaceMinutes } from './time';
import { clockTimeSchema, dayTimeSchema } from './time-schema';

describe('clock time schemas', () => {
  it('When hour and minute are in range, then they parse', () => {
    expect(clockTimeSchema.parse({ hour: 12, minute: 59 })).toEqual({ hour: 12, minute: 59 });
    expect(dayTimeSchema.parse({ hour: 0, minute: 0 })).toEqual({ hour: 0, minute: 0 });
  });

  it.each([
    { hour: 0, minute: 0 },
    { hour: 13, minute: 0 },
    { hour: 3, minute: 60 },
    { hour: 3.5, minute: 0 },
    { hour: 3, minute: -1 },
  ])('When a face time is %o, then it is rejected', (value) => {
    expect(clockTimeSchema.safeParse(value).success).toBe(false);
  });

  it('When a time of day has hour 24, then it is rejected', () => {
    expect(dayTimeSchema.safeParse({ hour: 24, minute: 0 }).success).toBe(false);
  });
});

describe('face minutes', () => {
  it.each([
    [{ hour: 12, minute: 0 }, 0],
    [{ hour: 3, minute: 15 }, 195],
    [{ hour: 11, minute: 59 }, 719],
  ])('When the time is %o, then it is %i minutes past 12', (time, minutes) => {
    expect(toFaceMinutes(time)).toBe(minutes);
    expect(fromFaceMinutes(minutes)).toEqual(time);
  });

  it('When every face time is converted there and back, then it is unchanged', () => {
    const seen = new Set<number>();
    for (const time of allClockTimes()) {
      const minutes = toFaceMinutes(time);
      seen.add(minutes);
      expect(fromFaceMinutes(minutes)).toEqual(time);
    }
    expect(seen.size).toBe(720);
  });

  it('When any integer is given, then it wraps onto the face', () => {
    expect(fromFaceMinutes(720)).toEqual({ hour: 12, minute: 0 });
    expect(fromFaceMinutes(-5)).toEqual({ hour: 11, minute: 55 });
    fc.assert(
      fc.property(fc.integer({ min: -100_000, max: 100_000 }), (n) => {
        const t = fromFaceMinutes(n);
        expect(clockTimeSchema.safeParse(t).success).toBe(true);
        expect((((toFaceMinutes(t) - n) % 720) + 720) % 720).toBe(0);
      }),
    );
  });
});

describe('time of day and face time', () => {
  it.each([
    [
      { hour: 0, minute: 5 },
      { hour: 12, minute: 5 },
    ],
    [
      { hour: 12, minute: 0 },
      { hour: 12, minute: 0 },
    ],
    [
      { hour: 15, minute: 30 },
      { hour: 3, minute: 30 },
    ],
  ])('When the time of day is %o, then the face shows %o', (day, face) => {
    expect(toClockTime(day)).toEqual(face);
  });

  it.each([
    [{ hour: 12, minute: 5 }, 'am', { hour: 0, minute: 5 }],
    [{ hour: 12, minute: 5 }, 'pm', { hour: 12, minute: 5 }],
    [{ hour: 3, minute: 15 }, 'pm', { hour: 15, minute: 15 }],
    [{ hour: 3, minute: 15 }, 'am', { hour: 3, minute: 15 }],
  ] as const)('When the face shows %o %s, then the time of day is %o', (face, period, day) => {
    expect(toDayTime(face, period)).toEqual(day);
  });

  it('When a time of day goes to the face and back in its half of the day, then it is unchanged', () => {
    fc.assert(
      fc.property(dayTimeArb, (day) => {
        expect(toDayTime(toClockTime(day), day.hour < 12 ? 'am' : 'pm')).toEqual(day);
      }),
    );
  });

  it('When two face times have the same hands, then they are the same', () => {
    fc.assert(
      fc.property(clockTimeArb, clockTimeArb, (a, b) => {
        expect(sameClockTime(a, b)).toBe(a.hour === b.hour && a.minute === b.minute);
        expect(sameClockTime(a, { ...a })).toBe(true);
      }),
    );
  });
});
