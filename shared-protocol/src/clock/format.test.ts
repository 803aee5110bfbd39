import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allDayTimes, clockTimeArb } from '../testing/clock-arbitraries';
import { dayPeriod, formatTime, parseTime } from './format';
import { toClockTime } from './time';

describe('formatTime (spec section 9)', () => {
  it.each([
    [{ hour: 0, minute: 0 }, '12:00', '00:00'],
    [{ hour: 0, minute: 5 }, '12:05', '00:05'],
    [{ hour: 3, minute: 5 }, '3:05', '03:05'],
    [{ hour: 12, minute: 30 }, '12:30', '12:30'],
    [{ hour: 13, minute: 0 }, '1:00', '13:00'],
    [{ hour: 23, minute: 59 }, '11:59', '23:59'],
  ])('When the time is %o, then 12h shows %s and 24h shows %s', (time, h12, h24) => {
    expect(formatTime(time, '12h')).toBe(h12);
    expect(formatTime(time, '24h')).toBe(h24);
  });

  it('When no mode is given, then it is the 12-hour display', () => {
    expect(formatTime({ hour: 15, minute: 15 })).toBe('3:15');
  });

  it('When every minute of the day is formatted in 12h, then it never shows 0 or more than 12 and reads back as the face time', () => {
    const seen = new Set<string>();
    for (const time of allDayTimes()) {
      const text = formatTime(time, '12h');
      seen.add(text);
      const hour = Number(text.split(':')[0]);
      expect(hour).toBeGreaterThanOrEqual(1);
      expect(hour).toBeLessThanOrEqual(12);
      expect(text).toMatch(/^([1-9]|1[0-2]):[0-5]\d$/);
      expect(parseTime(text, '12h')).toEqual(toClockTime(time));
    }
    // Each face time appears twice a day: a.m. and p.m.
    expect(seen.size).toBe(720);
  });

  it('When every minute of the day is formatted in 24h, then it has two-digit hours and reads back equal', () => {
    const seen = new Set<string>();
    for (const time of allDayTimes()) {
      const text = formatTime(time, '24h');
      seen.add(text);
      expect(text).toMatch(/^\d\d:\d\d$/);
      expect(parseTime(text, '24h')).toEqual(time);
    }
    expect(seen.size).toBe(1440);
  });

  it('When a face time (1-12) is formatted, then 12h shows it as it is', () => {
    fc.assert(
      fc.property(clockTimeArb, (time) => {
        expect(parseTime(formatTime(time, '12h'), '12h')).toEqual(time);
      }),
    );
  });
});

describe('parseTime', () => {
  it.each([
    ['03:05', '12h'],
    ['0:05', '12h'],
    ['13:00', '12h'],
    ['3:05', '24h'],
    ['24:00', '24h'],
    ['12:60', '24h'],
    ['3:5', '12h'],
    ['', '12h'],
    ['three', '24h'],
    ['3:05 pm', '12h'],
  ] as const)('When the text is %j in %s, then it is not a time', (text, mode) => {
    expect(parseTime(text, mode)).toBeNull();
  });

  it('When the text has spaces around it, then they are ignored', () => {
    expect(parseTime(' 15:05 ', '24h')).toEqual({ hour: 15, minute: 5 });
    expect(parseTime(' 3:05\n')).toEqual({ hour: 3, minute: 5 });
  });
});

describe('dayPeriod', () => {
  it('When the hour is before noon, then it is a.m.; from noon, p.m.', () => {
    for (const time of allDayTimes()) {
      expect(dayPeriod(time)).toBe(time.hour < 12 ? 'am' : 'pm');
    }
    expect(dayPeriod({ hour: 11, minute: 59 })).toBe('am');
    expect(dayPeriod({ hour: 12, minute: 0 })).toBe('pm');
  });
});
