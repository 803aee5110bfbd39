import type { DayTime } from '../time';
import { numberDe } from './numbers-de';
import { faceHour, isFiveMinuteMark, nextHour, type TimeWords } from './time-words';

// Informal German 12-hour idiom (learning anchors, de column): "Viertel nach drei",
// "halb vier" (= 3:30), "fünf vor halb vier", "fünf nach halb vier", "Viertel vor vier",
// "drei Uhr", "ein Uhr" but "halb eins". Minutes off the five-minute marks keep the same
// anchors and count "Minute(n)" from the nearest one: 1-19 "nach H", 21-29 "vor halb N",
// 31-39 "nach halb N", 41-59 "vor N" (3:23 "sieben Minuten vor halb vier"), as German
// primary-school worksheets read minute-exact times. 12 and 0 stay "zwölf": German does not
// replace the clock reading with Mittag or Mitternacht the way French and Italian do.
function amount(k: number): string {
  if (k === 15) return 'Viertel';
  if (isFiveMinuteMark(k)) return numberDe(k);
  return k === 1 ? 'eine Minute' : `${numberDe(k)} Minuten`;
}

function spoken(time: DayTime, _ofDay: boolean): string {
  const m = time.minute;
  const h = faceHour(time.hour);
  const hour = numberDe(h);
  const next = numberDe(faceHour(nextHour(time.hour)));
  if (m === 0) return h === 1 ? 'ein Uhr' : `${hour} Uhr`;
  if (m <= 20) return `${amount(m)} nach ${hour}`;
  if (m < 30) return `${amount(30 - m)} vor halb ${next}`;
  if (m === 30) return `halb ${next}`;
  if (m < 40) return `${amount(m - 30)} nach halb ${next}`;
  return `${amount(60 - m)} vor ${next}`;
}

// 24-hour reading, numbers only: "vierzehn Uhr dreißig", "ein Uhr fünf", "null Uhr".
function digital(time: DayTime): string {
  const hour = time.hour === 1 ? 'ein' : numberDe(time.hour);
  return time.minute === 0 ? `${hour} Uhr` : `${hour} Uhr ${numberDe(time.minute)}`;
}

/** German time words. */
export const timeWordsDe: TimeWords = { spoken, digital };
