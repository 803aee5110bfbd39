import type { DayTime } from '../time';
import { numberFr } from './numbers-fr';
import { faceHour, nextHour, type TimeWords } from './time-words';

// French 12-hour idiom (learning anchors, fr column): "trois heures et quart",
// "trois heures et demie", "quatre heures moins le quart", "quatre heures moins vingt-cinq",
// "une heure". One past/to rule for every minute, the one the hint teaches ("right side: the
// minutes are added, left side: moins"): up to :30 the minutes follow the hour, after :30
// "moins" with the next hour ("trois heures moins vingt-trois" at 2:37, "quatre heures moins
// une" at 3:59, minute being feminine).
// With a time of day, 12 is "midi" and 0 is "minuit" ("midi et demi", "minuit moins cinq");
// a bare face time says "douze heures".
function hourWords(hour: number, ofDay: boolean): string {
  if (ofDay && hour === 12) return 'midi';
  if (ofDay && hour === 0) return 'minuit';
  const h = faceHour(hour);
  return h === 1 ? 'une heure' : `${numberFr(h, 'f')} heures`;
}

function spoken(time: DayTime, ofDay: boolean): string {
  const m = time.minute;
  const hour = hourWords(time.hour, ofDay);
  const next = hourWords(nextHour(time.hour), ofDay);
  if (m === 0) return hour;
  if (m === 15) return `${hour} et quart`;
  // "Demie" agrees with heure; after midi and minuit (masculine) it is "demi".
  if (m === 30) return `${hour} et ${ofDay && time.hour % 12 === 0 ? 'demi' : 'demie'}`;
  if (m === 45) return `${next} moins le quart`;
  if (m > 30) return `${next} moins ${numberFr(60 - m, 'f')}`;
  return `${hour} ${numberFr(m, 'f')}`;
}

// 24-hour reading, numbers only, no quart or demie: "quatorze heures trente", "zéro heure cinq".
function digital(time: DayTime): string {
  const h = time.hour;
  const hour = h === 0 ? 'zéro heure' : h === 1 ? 'une heure' : `${numberFr(h, 'f')} heures`;
  return time.minute === 0 ? hour : `${hour} ${numberFr(time.minute, 'f')}`;
}

/** French time words. */
export const timeWordsFr: TimeWords = { spoken, digital };
