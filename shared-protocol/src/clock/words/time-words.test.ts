import { describe, expect, it } from 'vitest';
import { faceHour, isFiveMinuteMark, nextHour } from './time-words';

describe('time-words helpers', () => {
  it.each([
    [0, 12],
    [12, 12],
    [1, 1],
    [13, 1],
    [23, 11],
  ])('When the hour is %i, then the face shows %i', (hour, face) => {
    expect(faceHour(hour)).toBe(face);
  });

  it('When the hour is 23, then the next hour is 0; 11 gives 12', () => {
    expect(nextHour(23)).toBe(0);
    expect(nextHour(11)).toBe(12);
    expect(nextHour(12)).toBe(13);
  });

  it('When the minute is on a five-minute mark, then it is recognised', () => {
    expect([0, 5, 55].every(isFiveMinuteMark)).toBe(true);
    expect([1, 23, 59].some(isFiveMinuteMark)).toBe(false);
  });
});
