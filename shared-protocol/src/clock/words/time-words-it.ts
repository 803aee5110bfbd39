import type { DayTime } from '../time';
import { numberIt } from './numbers-it';
import { faceHour, isFiveMinuteMark, nextHour, type TimeWords } from './time-words';

// Italian 12-hour idiom as a full sentence (learning anchors, it column):
// "Sono le tre e un quarto", "Sono le tre e mezza", "Sono le quattro meno un quarto",
// "È l'una". "Meno" is used on the five-minute marks after :30 only; other minutes are read
// forwards ("Sono le tre e trentasette"), which the anchors accept and speakers use for exact
// minutes; :01 is "e un minuto". With a time of day, 12 is "mezzogiorno" and 0 "mezzanotte"
// ("È mezzogiorno e mezza", "È mezzanotte meno cinque").
function hourClause(hour: number, ofDay: boolean): string {
  if (ofDay && hour === 12) return 'È mezzogiorno';
  if (ofDay && hour === 0) return 'È mezzanotte';
  const h = faceHour(hour);
  return h === 1 ? "È l'una" : `Sono le ${numberIt(h)}`;
}

function spoken(time: DayTime, ofDay: boolean): string {
  const m = time.minute;
  const hour = hourClause(time.hour, ofDay);
  const next = hourClause(nextHour(time.hour), ofDay);
  if (m === 0) return hour;
  if (m === 1) return `${hour} e un minuto`;
  if (m === 15) return `${hour} e un quarto`;
  if (m === 30) return `${hour} e mezza`;
  if (m === 45) return `${next} meno un quarto`;
  if (m > 30 && isFiveMinuteMark(m)) return `${next} meno ${numberIt(60 - m)}`;
  return `${hour} e ${numberIt(m)}`;
}

// 24-hour reading, numbers only: "le quattordici e trenta", "l'una e cinque", "le zero".
function digital(time: DayTime): string {
  const h = time.hour;
  const hour = h === 1 ? "l'una" : `le ${numberIt(h)}`;
  return time.minute === 0 ? hour : `${hour} e ${numberIt(time.minute)}`;
}

/** Italian time words. */
export const timeWordsIt: TimeWords = { spoken, digital };
