import type { DayTime } from '../time';
import { numberEs } from './numbers-es';
import { faceHour, isFiveMinuteMark, nextHour, type TimeWords } from './time-words';

// Spanish (Spain) 12-hour idiom as a full sentence (learning anchors, es column):
// "Son las tres y cuarto", "Son las tres y media", "Son las cuatro menos cuarto",
// "Es la una" whenever the hour said is one ("Es la una menos cuarto" at 12:45).
// "Menos" is used on the five-minute marks after :30 only; other minutes are read forwards
// ("Son las tres y treinta y siete"), which the anchors accept and speakers use for exact
// minutes; :01 is "y un minuto". Twelve stays "las doce" (no mediodía/medianoche in the anchors).
function hourClause(hour: number): string {
  const h = faceHour(hour);
  return h === 1 ? 'Es la una' : `Son las ${numberEs(h, 'f')}`;
}

function spoken(time: DayTime, _ofDay: boolean): string {
  const m = time.minute;
  const hour = hourClause(time.hour);
  const next = hourClause(nextHour(time.hour));
  if (m === 0) return hour;
  if (m === 1) return `${hour} y un minuto`;
  if (m === 15) return `${hour} y cuarto`;
  if (m === 30) return `${hour} y media`;
  if (m === 45) return `${next} menos cuarto`;
  if (m > 30 && isFiveMinuteMark(m)) return `${next} menos ${numberEs(60 - m)}`;
  return `${hour} y ${numberEs(m)}`;
}

// 24-hour reading, numbers only: "las catorce treinta", "las catorce cero cinco",
// "las catorce horas", "la una en punto".
function digital(time: DayTime): string {
  const h = time.hour;
  const m = time.minute;
  const hour = h === 1 ? 'la una' : `las ${numberEs(h, 'f')}`;
  if (m === 0) return h === 1 ? `${hour} en punto` : `${hour} horas`;
  return m < 10 ? `${hour} cero ${numberEs(m)}` : `${hour} ${numberEs(m)}`;
}

/** Spanish time words. */
export const timeWordsEs: TimeWords = { spoken, digital };
