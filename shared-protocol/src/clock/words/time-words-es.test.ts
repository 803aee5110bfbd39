import { describe, expect, it } from 'vitest';
import { timeInWords } from './time-in-words';

const say = (hour: number, minute: number) => timeInWords({ hour, minute }, 'es');

describe('Spanish time words (learning anchors)', () => {
  it.each([
    [3, 0, 'Son las tres'],
    [1, 0, 'Es la una'],
    [3, 5, 'Son las tres y cinco'],
    [3, 10, 'Son las tres y diez'],
    [3, 15, 'Son las tres y cuarto'],
    [3, 20, 'Son las tres y veinte'],
    [3, 25, 'Son las tres y veinticinco'],
    [3, 30, 'Son las tres y media'],
    [1, 30, 'Es la una y media'],
    [3, 35, 'Son las cuatro menos veinticinco'],
    [3, 40, 'Son las cuatro menos veinte'],
    [3, 45, 'Son las cuatro menos cuarto'],
    [3, 50, 'Son las cuatro menos diez'],
    [3, 55, 'Son las cuatro menos cinco'],
    [12, 45, 'Es la una menos cuarto'],
    [12, 55, 'Es la una menos cinco'],
    [3, 1, 'Son las tres y un minuto'],
    [3, 23, 'Son las tres y veintitrés'],
    [3, 37, 'Son las tres y treinta y siete'],
    [13, 15, 'Es la una y cuarto'],
  ])('When the time is %i:%i, then it is "%s"', (h, m, words) => {
    expect(say(h, m)).toBe(words);
  });

  it.each([
    [14, 30, 'las catorce treinta'],
    [14, 5, 'las catorce cero cinco'],
    [14, 0, 'las catorce horas'],
    [1, 30, 'la una treinta'],
    [21, 45, 'las veintiuna cuarenta y cinco'],
  ])('When %i:%i is read the 24-hour way, then it is "%s"', (hour, minute, words) => {
    expect(timeInWords({ hour, minute }, 'es', { reading: 'digital' })).toBe(words);
  });
});
