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
    [3, 37, 'Son las cuatro menos veintitrés'],
    [2, 37, 'Son las tres menos veintitrés'],
    [3, 31, 'Son las cuatro menos veintinueve'],
    [3, 59, 'Son las cuatro menos un minuto'],
    [12, 41, 'Es la una menos diecinueve'],
    [3, 29, 'Son las tres y veintinueve'],
    [13, 15, 'Es la una y cuarto'],
  ])('When the time is %i:%i, then it is "%s"', (h, m, words) => {
    expect(say(h, m)).toBe(words);
  });

  it.each([
    [4, 30, 'las cuatro y media'],
    [1, 15, 'la una y cuarto'],
    [3, 0, 'las tres'],
    [1, 0, 'la una'],
    [12, 45, 'la una menos cuarto'],
    [2, 37, 'las tres menos veintitrés'],
    [12, 0, 'las doce'],
  ])('When %i:%i goes inside a sentence, then it is the phrase "%s"', (hour, minute, words) => {
    expect(timeInWords({ hour, minute }, 'es', { form: 'phrase' })).toBe(words);
  });

  it('When any time is said as a sentence, then it is "Es"/"Son" and its phrase', () => {
    for (let hour = 1; hour <= 12; hour++) {
      for (let minute = 0; minute < 60; minute++) {
        const phrase = timeInWords({ hour, minute }, 'es', { form: 'phrase' });
        const verb = phrase.startsWith('la una') ? 'Es' : 'Son';
        expect(timeInWords({ hour, minute }, 'es')).toBe(`${verb} ${phrase}`);
      }
    }
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
