import { describe, expect, it } from 'vitest';
import { timeInWords } from './time-in-words';

const say = (hour: number, minute: number, ofDay = false) =>
  timeInWords({ hour, minute }, 'it', { ofDay });

describe('Italian time words (learning anchors)', () => {
  it.each([
    [3, 0, 'Sono le tre'],
    [1, 0, "È l'una"],
    [3, 5, 'Sono le tre e cinque'],
    [3, 10, 'Sono le tre e dieci'],
    [3, 15, 'Sono le tre e un quarto'],
    [3, 20, 'Sono le tre e venti'],
    [3, 25, 'Sono le tre e venticinque'],
    [3, 30, 'Sono le tre e mezza'],
    [3, 35, 'Sono le quattro meno venticinque'],
    [3, 40, 'Sono le quattro meno venti'],
    [3, 45, 'Sono le quattro meno un quarto'],
    [3, 50, 'Sono le quattro meno dieci'],
    [3, 55, 'Sono le quattro meno cinque'],
    [12, 45, "È l'una meno un quarto"],
    [3, 1, 'Sono le tre e un minuto'],
    [3, 23, 'Sono le tre e ventitré'],
    [3, 38, 'Sono le quattro meno ventidue'],
    [2, 37, 'Sono le tre meno ventitré'],
    [3, 59, 'Sono le quattro meno un minuto'],
    [3, 29, 'Sono le tre e ventinove'],
    [12, 31, "È l'una meno ventinove"],
    [12, 0, 'Sono le dodici'],
  ])('When the time is %i:%i, then it is "%s"', (h, m, words) => {
    expect(say(h, m)).toBe(words);
  });

  it.each([
    [12, 0, 'È mezzogiorno'],
    [0, 0, 'È mezzanotte'],
    [12, 30, 'È mezzogiorno e mezza'],
    [11, 45, 'È mezzogiorno meno un quarto'],
    [23, 55, 'È mezzanotte meno cinque'],
    [13, 0, "È l'una"],
  ])('When the time of day is %i:%i, then it is "%s"', (h, m, words) => {
    expect(say(h, m, true)).toBe(words);
  });

  it.each([
    [4, 30, false, 'le quattro e mezza'],
    [1, 15, false, "l'una e un quarto"],
    [12, 45, false, "l'una meno un quarto"],
    [12, 0, true, 'mezzogiorno'],
    [0, 15, true, 'mezzanotte e un quarto'],
    [11, 40, true, 'mezzogiorno meno venti'],
    [12, 0, false, 'le dodici'],
  ])(
    'When %i:%i (of day: %s) goes inside a sentence, then it is the phrase "%s"',
    (hour, minute, ofDay, words) => {
      expect(timeInWords({ hour, minute }, 'it', { form: 'phrase', ofDay })).toBe(words);
    },
  );

  it('When any time is said as a sentence, then it is "Sono"/"È" and its phrase', () => {
    for (let hour = 0; hour < 24; hour++) {
      for (let minute = 0; minute < 60; minute++) {
        const phrase = timeInWords({ hour, minute }, 'it', { form: 'phrase', ofDay: true });
        const verb = phrase.startsWith('le ') ? 'Sono' : 'È';
        expect(timeInWords({ hour, minute }, 'it', { ofDay: true })).toBe(`${verb} ${phrase}`);
      }
    }
  });

  it.each([
    [14, 30, 'le quattordici e trenta'],
    [14, 0, 'le quattordici'],
    [1, 5, "l'una e cinque"],
    [21, 21, 'le ventuno e ventuno'],
  ])('When %i:%i is read the 24-hour way, then it is "%s"', (hour, minute, words) => {
    expect(timeInWords({ hour, minute }, 'it', { reading: 'digital' })).toBe(words);
  });
});
