import { describe, expect, it } from 'vitest';
import { timeInWords } from './time-in-words';

const say = (hour: number, minute: number, ofDay = false) =>
  timeInWords({ hour, minute }, 'fr', { ofDay });

describe('French time words (learning anchors)', () => {
  it.each([
    [3, 0, 'trois heures'],
    [1, 0, 'une heure'],
    [3, 5, 'trois heures cinq'],
    [3, 10, 'trois heures dix'],
    [3, 15, 'trois heures et quart'],
    [3, 20, 'trois heures vingt'],
    [3, 25, 'trois heures vingt-cinq'],
    [3, 30, 'trois heures et demie'],
    [1, 30, 'une heure et demie'],
    [3, 35, 'quatre heures moins vingt-cinq'],
    [3, 40, 'quatre heures moins vingt'],
    [3, 45, 'quatre heures moins le quart'],
    [3, 50, 'quatre heures moins dix'],
    [3, 55, 'quatre heures moins cinq'],
    [3, 1, 'trois heures une'],
    [3, 21, 'trois heures vingt et une'],
    [3, 37, 'quatre heures moins vingt-trois'],
    [2, 37, 'trois heures moins vingt-trois'],
    [3, 59, 'quatre heures moins une'],
    [3, 39, 'quatre heures moins vingt et une'],
    [3, 29, 'trois heures vingt-neuf'],
    [12, 45, 'une heure moins le quart'],
    [12, 0, 'douze heures'],
  ])('When the time is %i:%i, then it is "%s"', (h, m, words) => {
    expect(say(h, m)).toBe(words);
  });

  it.each([
    [12, 0, 'midi'],
    [0, 0, 'minuit'],
    [12, 30, 'midi et demi'],
    [0, 30, 'minuit et demi'],
    [12, 15, 'midi et quart'],
    [11, 45, 'midi moins le quart'],
    [23, 55, 'minuit moins cinq'],
    [12, 20, 'midi vingt'],
    [15, 30, 'trois heures et demie'],
  ])('When the time of day is %i:%i, then it is "%s"', (h, m, words) => {
    expect(say(h, m, true)).toBe(words);
  });

  it.each([
    [14, 30, 'quatorze heures trente'],
    [14, 15, 'quatorze heures quinze'],
    [14, 0, 'quatorze heures'],
    [0, 5, 'zéro heure cinq'],
    [1, 0, 'une heure'],
    [21, 21, 'vingt et une heures vingt et une'],
  ])('When %i:%i is read the 24-hour way, then it is "%s"', (hour, minute, words) => {
    expect(timeInWords({ hour, minute }, 'fr', { reading: 'digital' })).toBe(words);
  });
});
