import { describe, expect, it } from 'vitest';
import {
  hourHandPlace,
  isDaytime,
  periodAfterMove,
  readoutText,
  timeValueText,
} from './clock-text';

describe('clock texts', () => {
  it('When the readout is 12-hour, then it is "3:05"; 24-hour in the afternoon, "15:05"', () => {
    expect(readoutText({ hour: 3, minute: 5 }, '12h', 'pm')).toBe('3:05');
    expect(readoutText({ hour: 3, minute: 5 }, '24h', 'pm')).toBe('15:05');
    expect(readoutText({ hour: 12, minute: 30 }, '24h', 'am')).toBe('00:30');
  });

  it('When the value text is asked for, then it is the time in words in the language', () => {
    expect(timeValueText({ hour: 3, minute: 15 }, 'en', '12h', 'am')).toBe('quarter past three');
    expect(timeValueText({ hour: 3, minute: 30 }, 'de', '12h', 'am')).toBe('halb vier');
    expect(timeValueText({ hour: 2, minute: 30 }, 'en', '24h', 'pm')).toBe('fourteen thirty');
  });

  it('When the hands cross 12 o’clock, then a.m. and p.m. switch', () => {
    expect(periodAfterMove({ hour: 11, minute: 50 }, 'am', 20)).toBe('pm');
    expect(periodAfterMove({ hour: 12, minute: 10 }, 'pm', -20)).toBe('am');
    expect(periodAfterMove({ hour: 3, minute: 0 }, 'pm', 60)).toBe('pm');
    expect(periodAfterMove({ hour: 3, minute: 0 }, 'am', 1440)).toBe('am');
    expect(periodAfterMove({ hour: 12, minute: 0 }, 'am', -1)).toBe('pm');
  });

  it('When it is 6 a.m. to 5:59 p.m., then it is daytime', () => {
    expect(isDaytime({ hour: 6, minute: 0 }, 'am')).toBe(true);
    expect(isDaytime({ hour: 5, minute: 59 }, 'pm')).toBe(true);
    expect(isDaytime({ hour: 6, minute: 0 }, 'pm')).toBe(false);
    expect(isDaytime({ hour: 12, minute: 0 }, 'am')).toBe(false);
  });

  it.each([
    [120, { kind: 'on', hour: 4 }],
    [125, { kind: 'on', hour: 4 }],
    [127.5, { kind: 'justAfter', hour: 4 }],
    [135, { kind: 'halfway', hour: 4, next: 5 }],
    [142.5, { kind: 'nearly', next: 5 }],
    [145, { kind: 'on', hour: 5 }],
    [147.5, { kind: 'on', hour: 5 }],
    [357.5, { kind: 'on', hour: 12 }],
    [0, { kind: 'on', hour: 12 }],
    [345, { kind: 'halfway', hour: 11, next: 12 }],
    [-15, { kind: 'halfway', hour: 11, next: 12 }],
  ])('When the hour hand is at %s degrees, then its place is %j', (angle, place) => {
    expect(hourHandPlace(angle)).toEqual(place);
  });
});
