import type { DayTime } from '../time';
import { numberEs } from './numbers-es';
import { faceHour, nextHour, type TimeWords } from './time-words';

// Spanish (Spain) 12-hour idiom (learning anchors, es column): "las tres y cuarto",
// "las tres y media", "las cuatro menos cuarto", "la una" whenever the hour said is one ("la
// una menos cuarto" at 12:45). One past/to rule for every minute, the one the hint teaches
// ("right side: y, left side: menos"): up to :30 "y" with the hour, after :30 "menos" with the
// next hour ("las tres menos veintitrés" at 2:37); :01 is "y un minuto", :59 "menos un
// minuto". Twelve stays "las doce" (no mediodía/medianoche in the anchors). The sentence puts
// "Son"/"Es" before the phrase: "Son las tres y media", "Es la una menos cuarto".
function hourPhrase(hour: number): string {
  const h = faceHour(hour);
  return h === 1 ? 'la una' : `las ${numberEs(h, 'f')}`;
}

function minutesWord(k: number): string {
  if (k === 1) return 'un minuto';
  if (k === 15) return 'cuarto';
  if (k === 30) return 'media';
  return numberEs(k);
}

/** The phrase and the hour it names (which decides "Es" or "Son"). */
function parts(time: DayTime): { text: string; named: number } {
  const m = time.minute;
  if (m === 0) return { text: hourPhrase(time.hour), named: time.hour };
  if (m <= 30) return { text: `${hourPhrase(time.hour)} y ${minutesWord(m)}`, named: time.hour };
  const next = nextHour(time.hour);
  return { text: `${hourPhrase(next)} menos ${minutesWord(60 - m)}`, named: next };
}

function phrase(time: DayTime, _ofDay: boolean): string {
  return parts(time).text;
}

function spoken(time: DayTime, _ofDay: boolean): string {
  const { text, named } = parts(time);
  return faceHour(named) === 1 ? `Es ${text}` : `Son ${text}`;
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
export const timeWordsEs: TimeWords = { spoken, phrase, digital };
