import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { angleArb, clockTimeArb, minuteArb, minuteStepArb } from '../testing/clock-arbitraries';
import {
  directionOf,
  dragDirectionSchema,
  dragHourHand,
  dragMinuteHand,
  moveByMinutes,
  moveMinuteHand,
  shortestFaceDelta,
  shortestMinuteDelta,
} from './drag';
import { angleToMinute, hourAngleToFaceMinutes } from './snap';
import { fromFaceMinutes, toFaceMinutes } from './time';

const mod = (n: number, p: number) => ((n % p) + p) % p;

describe('moveMinuteHand (geared hands)', () => {
  it.each([
    [{ hour: 3, minute: 55 }, 5, { hour: 4, minute: 5 }, 10, 'cw'],
    [{ hour: 4, minute: 5 }, 55, { hour: 3, minute: 55 }, -10, 'ccw'],
    [{ hour: 12, minute: 50 }, 10, { hour: 1, minute: 10 }, 20, 'cw'],
    [{ hour: 12, minute: 10 }, 50, { hour: 11, minute: 50 }, -20, 'ccw'],
    [{ hour: 3, minute: 10 }, 20, { hour: 3, minute: 20 }, 10, 'cw'],
    [{ hour: 3, minute: 20 }, 10, { hour: 3, minute: 10 }, -10, 'ccw'],
    [{ hour: 3, minute: 0 }, 30, { hour: 3, minute: 30 }, 30, 'cw'],
    [{ hour: 3, minute: 45 }, 15, { hour: 4, minute: 15 }, 30, 'cw'],
    [{ hour: 3, minute: 59 }, 0, { hour: 4, minute: 0 }, 1, 'cw'],
    [{ hour: 4, minute: 0 }, 59, { hour: 3, minute: 59 }, -1, 'ccw'],
  ] as const)(
    'When the minute hand of %o goes to %i, then the time is %o (%i, %s)',
    (from, to, time, delta, dir) => {
      expect(moveMinuteHand(from, to)).toEqual({ time, delta, direction: dir });
    },
  );

  it('When the minute hand stays where it is, then nothing moves and there is no direction', () => {
    expect(moveMinuteHand({ hour: 7, minute: 20 }, 20)).toEqual({
      time: { hour: 7, minute: 20 },
      delta: 0,
      direction: null,
    });
  });

  it.each([-1, 60, 2.5, Number.NaN])(
    'When the target minute is %f, then it throws a RangeError',
    (m) => {
      expect(() => moveMinuteHand({ hour: 3, minute: 0 }, m)).toThrow(RangeError);
    },
  );

  it('When the minute hand moves once, then the face minutes change by the shortest signed move, in -30..30', () => {
    fc.assert(
      fc.property(clockTimeArb, minuteArb, (from, to) => {
        const move = moveMinuteHand(from, to);
        expect(move.time.minute).toBe(to);
        expect(move.delta).toBeGreaterThanOrEqual(-30);
        expect(move.delta).toBeLessThanOrEqual(30);
        // The delta is the true change of the face time ...
        expect(mod(toFaceMinutes(move.time) - toFaceMinutes(from) - move.delta, 720)).toBe(0);
        // ... and no shorter move reaches the same minute.
        const forward = mod(to - from.minute, 60);
        expect(Math.abs(move.delta)).toBe(Math.min(forward, 60 - forward));
        expect(move.direction).toBe(directionOf(move.delta));
        // The hour changes only when the hand crosses 12.
        const crossed = from.minute + move.delta < 0 || from.minute + move.delta > 59;
        expect(move.time.hour === from.hour).toBe(!crossed);
      }),
    );
  });

  it('When the minute hand goes there and back, then the time is where it started', () => {
    fc.assert(
      fc.property(clockTimeArb, minuteArb, (from, to) => {
        const there = moveMinuteHand(from, to);
        const back = moveMinuteHand(there.time, from.minute);
        if (Math.abs(there.delta) < 30) expect(back.time).toEqual(from);
      }),
    );
  });
});

describe('shortest deltas', () => {
  it('When two minutes are compared, then the delta is in -29..30 and lands on the target', () => {
    fc.assert(
      fc.property(minuteArb, minuteArb, (a, b) => {
        const d = shortestMinuteDelta(a, b);
        expect(d).toBeGreaterThanOrEqual(-29);
        expect(d).toBeLessThanOrEqual(30);
        expect(mod(a + d, 60)).toBe(b);
      }),
    );
  });

  it('When two face positions are compared, then the delta is in -359..360 and lands on the target', () => {
    expect(shortestFaceDelta(710, 10)).toBe(20);
    expect(shortestFaceDelta(10, 710)).toBe(-20);
    expect(shortestFaceDelta(0, 360)).toBe(360);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 719 }), fc.integer({ min: 0, max: 719 }), (a, b) => {
        const d = shortestFaceDelta(a, b);
        expect(d).toBeGreaterThanOrEqual(-359);
        expect(d).toBeLessThanOrEqual(360);
        expect(mod(a + d, 720)).toBe(b);
      }),
    );
  });
});

describe('moveByMinutes', () => {
  it('When moved by whole turns, then the face is the same but the delta says how far', () => {
    expect(moveByMinutes({ hour: 3, minute: 15 }, 720)).toEqual({
      time: { hour: 3, minute: 15 },
      delta: 720,
      direction: 'cw',
    });
    expect(moveByMinutes({ hour: 12, minute: 5 }, -10).time).toEqual({ hour: 11, minute: 55 });
  });

  it('When the delta is not an integer, then it throws a RangeError', () => {
    expect(() => moveByMinutes({ hour: 1, minute: 0 }, 0.5)).toThrow(RangeError);
  });
});

describe('pointer drags', () => {
  it('When the minute hand is dragged across 12, then the hour follows', () => {
    expect(dragMinuteHand({ hour: 3, minute: 55 }, 30)).toMatchObject({
      time: { hour: 4, minute: 5 },
      direction: 'cw',
    });
    expect(dragMinuteHand({ hour: 4, minute: 5 }, 330)).toMatchObject({
      time: { hour: 3, minute: 55 },
      direction: 'ccw',
    });
    expect(dragMinuteHand({ hour: 4, minute: 5 }, 100, 15).time).toEqual({ hour: 4, minute: 15 });
  });

  it('When the minute hand is dragged to any angle, then it lands on the snapped minute by the shortest move', () => {
    fc.assert(
      fc.property(clockTimeArb, angleArb, minuteStepArb, (from, angle, step) => {
        const move = dragMinuteHand(from, angle, step);
        expect(move.time.minute).toBe(angleToMinute(angle, step));
        expect(Math.abs(move.delta)).toBeLessThanOrEqual(30);
      }),
    );
  });

  it('When the hour hand is dragged, then the whole time follows it by the shorter way', () => {
    expect(dragHourHand({ hour: 3, minute: 0 }, 105)).toEqual({
      time: { hour: 3, minute: 30 },
      delta: 30,
      direction: 'cw',
    });
    expect(dragHourHand({ hour: 12, minute: 10 }, 355)).toEqual({
      time: { hour: 11, minute: 50 },
      delta: -20,
      direction: 'ccw',
    });
    expect(dragHourHand({ hour: 3, minute: 0 }, 98, 5).time).toEqual({ hour: 3, minute: 15 });
    fc.assert(
      fc.property(clockTimeArb, angleArb, minuteStepArb, (from, angle, step) => {
        const move = dragHourHand(from, angle, step);
        expect(move.time).toEqual(fromFaceMinutes(hourAngleToFaceMinutes(angle, step)));
        expect(move.delta).toBeGreaterThanOrEqual(-359);
        expect(move.delta).toBeLessThanOrEqual(360);
        expect(mod(toFaceMinutes(from) + move.delta - toFaceMinutes(move.time), 720)).toBe(0);
      }),
    );
  });
});

describe('directions', () => {
  it('When a delta is signed, then cw is forward, ccw back, null none', () => {
    expect(directionOf(5)).toBe('cw');
    expect(directionOf(-5)).toBe('ccw');
    expect(directionOf(0)).toBeNull();
    expect(dragDirectionSchema.options).toEqual(['cw', 'ccw']);
    expect(dragDirectionSchema.safeParse('up').success).toBe(false);
  });
});
