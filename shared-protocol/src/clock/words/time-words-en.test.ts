import { describe, expect, it } from 'vitest';
import { timeInWords } from './time-in-words';

const say = (hour: number, minute: number) => timeInWords({ hour, minute }, 'en');

describe('English time words (learning anchors, en-GB)', () => {
  it.each([
    [3, 0, "three o'clock"],
    [3, 5, 'five past three'],
    [3, 10, 'ten past three'],
    [3, 15, 'quarter past three'],
    [3, 20, 'twenty past three'],
    [3, 25, 'twenty-five past three'],
    [3, 30, 'half past three'],
    [3, 35, 'twenty-five to four'],
    [3, 40, 'twenty to four'],
    [3, 45, 'quarter to four'],
    [3, 50, 'ten to four'],
    [3, 55, 'five to four'],
    [3, 1, 'one minute past three'],
    [3, 23, 'twenty-three minutes past three'],
    [3, 31, 'twenty-nine minutes to four'],
    [3, 59, 'one minute to four'],
    [12, 45, 'quarter to one'],
    [11, 50, 'ten to twelve'],
    [12, 0, "twelve o'clock"],
    [15, 15, 'quarter past three'],
    [0, 30, 'half past twelve'],
  ])('When the time is %i:%i, then it is "%s"', (h, m, words) => {
    expect(say(h, m)).toBe(words);
  });

  it('When the time is a time of day, then 12:00 is noon and 0:00 midnight, other times as usual', () => {
    expect(timeInWords({ hour: 12, minute: 0 }, 'en', { ofDay: true })).toBe('noon');
    expect(timeInWords({ hour: 0, minute: 0 }, 'en', { ofDay: true })).toBe('midnight');
    expect(timeInWords({ hour: 12, minute: 30 }, 'en', { ofDay: true })).toBe('half past twelve');
    expect(timeInWords({ hour: 23, minute: 45 }, 'en', { ofDay: true })).toBe('quarter to twelve');
  });

  it.each([
    [14, 30, 'fourteen thirty'],
    [14, 0, 'fourteen hundred'],
    [14, 5, 'fourteen oh five'],
    [9, 15, 'oh nine fifteen'],
    [0, 30, 'zero thirty'],
    [23, 59, 'twenty-three fifty-nine'],
  ])('When %i:%i is read the 24-hour way, then it is "%s"', (hour, minute, words) => {
    expect(timeInWords({ hour, minute }, 'en', { reading: 'digital' })).toBe(words);
  });
});
