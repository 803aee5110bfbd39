import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allClockTimes, clockTimeArb, minuteArb } from '../testing/clock-arbitraries';
import { hourHandAngle } from './angles';
import {
  classifyIndependentSet,
  HOUR_HAND_TOLERANCE_DEGREES,
  hourHandMatches,
  hourHandOnNumeral,
  LATE_IN_THE_HOUR_MINUTE,
  ON_NUMERAL_DEGREES,
  readIndependentHands,
} from './independent-hands';
import type { ClockTime } from './time';

/** Any hour-hand angle on the face, [0, 360). */
const faceAngleArb = fc.double({ min: 0, max: 359.999, noNaN: true, noDefaultInfinity: true });
/** A whole number of turns, to add to an angle. */
const turnsArb = fc.integer({ min: -3, max: 3 });
const t = (hour: number, minute: number): ClockTime => ({ hour, minute });

describe('readIndependentHands', () => {
  it.each([
    [135, 30, t(4, 30), null],
    [120, 30, t(4, 30), 4],
    [125, 30, t(4, 30), 4],
    [126, 30, t(4, 30), null],
    [117, 0, t(4, 0), 4],
    [115, 0, t(4, 0), 4],
    [114, 0, t(3, 0), null],
    [117, 45, t(3, 45), 4],
    [117.5, 55, t(3, 55), 4],
    [0, 0, t(12, 0), 12],
    [357, 10, t(12, 10), 12],
    [357, 50, t(11, 50), 12],
    [3, 50, t(12, 50), 12],
    [-30, 0, t(11, 0), 11],
    [390, 5, t(1, 5), 1],
    [105, 30, t(3, 30), null],
  ])(
    'When the hour hand is at %s degrees and the minute hand on %s, then it reads %j (on numeral %s)',
    (angle, minute, time, onNumeral) => {
      expect(readIndependentHands(angle, minute)).toEqual({ time, hourOnNumeral: onNumeral });
    },
  );

  it('When the hands are where a geared clock puts them, then every one of the 720 times reads as itself', () => {
    for (const time of allClockTimes()) {
      expect(readIndependentHands(hourHandAngle(time), time.minute).time).toEqual(time);
    }
  });

  it('When the hand is turned by whole turns, then the reading does not change', () => {
    fc.assert(
      fc.property(faceAngleArb, minuteArb, turnsArb, (angle, minute, turns) => {
        expect(readIndependentHands(angle + 360 * turns, minute)).toEqual(
          readIndependentHands(angle, minute),
        );
      }),
    );
  });

  it('When the hand is anywhere, then the hour is the numeral passed or, just short of the next, that one', () => {
    fc.assert(
      fc.property(faceAngleArb, minuteArb, (angle, minute) => {
        const { time } = readIndependentHands(angle, minute);
        const passed = Math.floor(angle / 30) % 12 || 12;
        const next = (passed % 12) + 1;
        const shortOfNext = (Math.floor(angle / 30) + 1) * 30 - angle;
        expect(time.minute).toBe(minute);
        if (shortOfNext > ON_NUMERAL_DEGREES || minute >= LATE_IN_THE_HOUR_MINUTE) {
          expect(time.hour).toBe(passed);
        } else {
          expect(time.hour).toBe(next);
        }
      }),
    );
  });

  it('When the hand is within 5 degrees of a numeral, then hourOnNumeral names it; otherwise it is null', () => {
    fc.assert(
      fc.property(faceAngleArb, (angle) => {
        const on = hourHandOnNumeral(angle);
        const nearest = Math.round(angle / 30);
        const gap = Math.abs(angle - nearest * 30);
        if (gap <= ON_NUMERAL_DEGREES) expect(on).toBe(nearest % 12 || 12);
        else expect(on).toBeNull();
        expect(readIndependentHands(angle, 0).hourOnNumeral).toBe(on);
      }),
    );
  });

  it.each([
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
    [90, -1],
    [90, 60],
    [90, 2.5],
  ])('When given hour angle %s and minute %s, then it throws a RangeError', (angle, minute) => {
    expect(() => readIndependentHands(angle, minute)).toThrow(RangeError);
    expect(() => classifyIndependentSet(t(3, 0), angle, minute)).toThrow(RangeError);
  });
});

describe('hourHandMatches', () => {
  it.each([
    [135, t(4, 30), true],
    [127.5, t(4, 30), true],
    [142.5, t(4, 30), true],
    [127, t(4, 30), false],
    [120, t(4, 30), false],
    [355, t(12, 0), true],
    [-5, t(12, 0), true],
    [352, t(12, 0), false],
    [352.5, t(11, 45), true],
  ])('When the hand is at %s and the target %j, then it matches: %s', (angle, target, expected) => {
    expect(hourHandMatches(angle, target)).toBe(expected);
  });

  it('When the hand is the geared angle of any target, then it matches', () => {
    fc.assert(
      fc.property(clockTimeArb, turnsArb, (target, turns) => {
        expect(hourHandMatches(hourHandAngle(target) + 360 * turns, target)).toBe(true);
      }),
    );
  });

  it('When the hand is off by up to the tolerance either way, then it matches; further off, it does not', () => {
    fc.assert(
      fc.property(
        clockTimeArb,
        fc.double({ min: -170, max: 170, noNaN: true }),
        fc.double({ min: 0, max: 30, noNaN: true }),
        (target, off, tolerance) => {
          const matches = hourHandMatches(hourHandAngle(target) + off, target, tolerance);
          // Away from the exact border, floating point cannot tip the answer.
          if (Math.abs(Math.abs(off) - tolerance) > 1e-9) {
            expect(matches).toBe(Math.abs(off) <= tolerance);
          }
        },
      ),
    );
  });

  it('When no tolerance is given, then it is 7.5 degrees', () => {
    expect(HOUR_HAND_TOLERANCE_DEGREES).toBe(7.5);
    expect(hourHandMatches(96, t(3, 0))).toBe(true);
    expect(hourHandMatches(96, t(3, 0), 5)).toBe(false);
  });
});

describe('classifyIndependentSet', () => {
  it('When the hands are set as a geared clock would show the target, then every one of the 720 is correct', () => {
    for (const target of allClockTimes()) {
      expect(classifyIndependentSet(target, hourHandAngle(target), target.minute)).toEqual({
        correct: true,
        answer: target,
        hourHandOnNumeral: false,
        hourHandOffBy: 0,
      });
    }
  });

  it('When 4:30 is set with the hour hand on 4, then it is wrong and hourHandOnNumeral is true', () => {
    expect(classifyIndependentSet(t(4, 30), 120, 30)).toEqual({
      correct: false,
      answer: t(4, 30),
      hourHandOnNumeral: true,
      hourHandOffBy: -15,
    });
  });

  it('When 4:15 is set with the hour hand 3 degrees past 4, then the on-numeral rule wins over the tolerance', () => {
    const result = classifyIndependentSet(t(4, 15), 123, 15);
    expect(hourHandMatches(123, t(4, 15))).toBe(true);
    expect(result.correct).toBe(false);
    expect(result.hourHandOnNumeral).toBe(true);
  });

  it('When 4:00 is set with the hour hand on 4, then it is right: at o’clock the hand belongs on the numeral', () => {
    const result = classifyIndependentSet(t(4, 0), 120, 0);
    expect(result.correct).toBe(true);
    expect(result.hourHandOnNumeral).toBe(false);
  });

  it('When 4:00 is set with the hour hand just short of 5, then the answer reads 5:00 and it is wrong', () => {
    expect(classifyIndependentSet(t(4, 0), 147.5, 0)).toMatchObject({
      correct: false,
      answer: t(5, 0),
      hourHandOffBy: 27.5,
    });
  });

  it('When 7:50 is set with the hour hand on 8, then it is still right (the geared hand is 5 degrees short of 8)', () => {
    expect(classifyIndependentSet(t(7, 50), 240, 50)).toMatchObject({
      correct: true,
      answer: t(7, 50),
      hourHandOnNumeral: false,
    });
  });

  it('When the hour hand sits on the target numeral and the target minute is 15 or more, then it is never correct', () => {
    fc.assert(
      fc.property(
        clockTimeArb.filter((time) => time.minute >= 15),
        fc.double({ min: -ON_NUMERAL_DEGREES, max: ON_NUMERAL_DEGREES, noNaN: true }),
        minuteArb,
        turnsArb,
        (target, off, minute, turns) => {
          const angle = (target.hour % 12) * 30 + off + 360 * turns;
          const result = classifyIndependentSet(target, angle, minute);
          expect(result.correct).toBe(false);
          expect(result.hourHandOnNumeral).toBe(true);
        },
      ),
    );
  });

  it('When the target minute is under 15, then hourHandOnNumeral is never set', () => {
    fc.assert(
      fc.property(
        clockTimeArb.filter((time) => time.minute < 15),
        faceAngleArb,
        minuteArb,
        (target, angle, minute) => {
          expect(classifyIndependentSet(target, angle, minute).hourHandOnNumeral).toBe(false);
        },
      ),
    );
  });

  it('When the minute hand is on another minute, then it is never correct and the answer keeps that minute', () => {
    fc.assert(
      fc.property(clockTimeArb, faceAngleArb, minuteArb, (target, angle, minute) => {
        fc.pre(minute !== target.minute);
        const result = classifyIndependentSet(target, angle, minute);
        expect(result.correct).toBe(false);
        expect(result.answer).toEqual(readIndependentHands(angle, minute).time);
      }),
    );
  });

  it('When the result is correct, then the answer is the target and the hand is within the tolerance', () => {
    fc.assert(
      fc.property(clockTimeArb, fc.double({ min: -20, max: 20, noNaN: true }), (target, off) => {
        const result = classifyIndependentSet(target, hourHandAngle(target) + off, target.minute);
        if (result.correct) {
          expect(result.answer).toEqual(target);
          expect(Math.abs(result.hourHandOffBy)).toBeLessThanOrEqual(7.5);
        }
        expect(result.hourHandOffBy).toBeCloseTo(off, 9);
      }),
    );
  });

  it('When the hour hand is more than the tolerance away, then it is wrong whatever the minute', () => {
    fc.assert(
      fc.property(
        clockTimeArb,
        fc.double({ min: 7.6, max: 180, noNaN: true }),
        fc.boolean(),
        (target, distance, clockwise) => {
          const angle = hourHandAngle(target) + (clockwise ? distance : -distance);
          expect(classifyIndependentSet(target, angle, target.minute).correct).toBe(false);
        },
      ),
    );
  });
});
