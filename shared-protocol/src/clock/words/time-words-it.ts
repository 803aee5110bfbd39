import type { DayTime } from '../time';
import { numberIt } from './numbers-it';
import { faceHour, nextHour, type TimeWords } from './time-words';

// Italian 12-hour idiom (learning anchors, it column): "le tre e un quarto", "le tre e
// mezza", "le quattro meno un quarto", "l'una". One past/to rule for every minute, the one the
// hint teaches ("right side: e, left side: meno"): up to :30 "e" with the hour, after :30
// "meno" with the next hour ("le tre meno ventitré" at 2:37); :01 is "e un minuto", :59 "meno
// un minuto". With a time of day, 12 is "mezzogiorno" and 0 "mezzanotte" ("mezzogiorno e
// mezza", "mezzanotte meno cinque"). The sentence puts "Sono"/"È" before the phrase: "Sono le
// tre e mezza", "È l'una", "È mezzogiorno".
function hourPhrase(hour: number, ofDay: boolean): string {
  if (ofDay && hour === 12) return 'mezzogiorno';
  if (ofDay && hour === 0) return 'mezzanotte';
  const h = faceHour(hour);
  return h === 1 ? "l'una" : `le ${numberIt(h)}`;
}

function minutesWord(k: number): string {
  if (k === 1) return 'un minuto';
  if (k === 15) return 'un quarto';
  if (k === 30) return 'mezza';
  return numberIt(k);
}

function phrase(time: DayTime, ofDay: boolean): string {
  const m = time.minute;
  const hour = hourPhrase(time.hour, ofDay);
  if (m === 0) return hour;
  if (m <= 30) return `${hour} e ${minutesWord(m)}`;
  return `${hourPhrase(nextHour(time.hour), ofDay)} meno ${minutesWord(60 - m)}`;
}

function spoken(time: DayTime, ofDay: boolean): string {
  const text = phrase(time, ofDay);
  // Singular for l'una, mezzogiorno and mezzanotte: the phrases without the plural "le".
  return text.startsWith('le ') ? `Sono ${text}` : `È ${text}`;
}

// 24-hour reading, numbers only: "le quattordici e trenta", "l'una e cinque", "le zero".
function digital(time: DayTime): string {
  const h = time.hour;
  const hour = h === 1 ? "l'una" : `le ${numberIt(h)}`;
  return time.minute === 0 ? hour : `${hour} e ${numberIt(time.minute)}`;
}

/** Italian time words. */
export const timeWordsIt: TimeWords = { spoken, phrase, digital };
