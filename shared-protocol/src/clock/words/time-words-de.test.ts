import { describe, expect, it } from 'vitest';
import { timeInWords } from './time-in-words';

const say = (hour: number, minute: number) => timeInWords({ hour, minute }, 'de');

describe('German time words (learning anchors, informal 12 h)', () => {
  it.each([
    [3, 0, 'drei Uhr'],
    [1, 0, 'ein Uhr'],
    [3, 5, 'fünf nach drei'],
    [3, 10, 'zehn nach drei'],
    [3, 15, 'Viertel nach drei'],
    [1, 15, 'Viertel nach eins'],
    [3, 20, 'zwanzig nach drei'],
    [3, 25, 'fünf vor halb vier'],
    [3, 30, 'halb vier'],
    [2, 30, 'halb drei'],
    [12, 30, 'halb eins'],
    [3, 35, 'fünf nach halb vier'],
    [3, 40, 'zwanzig vor vier'],
    [3, 45, 'Viertel vor vier'],
    [3, 50, 'zehn vor vier'],
    [3, 55, 'fünf vor vier'],
    [3, 1, 'eine Minute nach drei'],
    [3, 17, 'siebzehn Minuten nach drei'],
    [3, 23, 'sieben Minuten vor halb vier'],
    [3, 37, 'sieben Minuten nach halb vier'],
    [3, 52, 'acht Minuten vor vier'],
    [3, 59, 'eine Minute vor vier'],
    [12, 45, 'Viertel vor eins'],
    [18, 30, 'halb sieben'],
  ])('When the time is %i:%i, then it is "%s"', (h, m, words) => {
    expect(say(h, m)).toBe(words);
  });

  it.each([
    [14, 30, 'vierzehn Uhr dreißig'],
    [14, 0, 'vierzehn Uhr'],
    [1, 5, 'ein Uhr fünf'],
    [0, 0, 'null Uhr'],
    [21, 1, 'einundzwanzig Uhr eins'],
    [18, 30, 'achtzehn Uhr dreißig'],
  ])('When %i:%i is read the 24-hour way, then it is "%s"', (hour, minute, words) => {
    expect(timeInWords({ hour, minute }, 'de', { reading: 'digital' })).toBe(words);
  });
});
