import type { DayTime } from '../time';
import { numberEn } from './numbers-en';
import { faceHour, isFiveMinuteMark, nextHour, type TimeWords } from './time-words';

// British spoken idiom (en-GB column of the learning anchors): "five past three",
// "quarter to four". Minutes that are not on a five-minute mark say "minute(s)", as British
// schools teach them: "twenty-three minutes past three", "one minute to four".
function minutes(m: number): string {
  if (isFiveMinuteMark(m)) return numberEn(m);
  return `${numberEn(m)} ${m === 1 ? 'minute' : 'minutes'}`;
}

function spoken(time: DayTime, ofDay: boolean): string {
  const m = time.minute;
  const hour = numberEn(faceHour(time.hour));
  const next = numberEn(faceHour(nextHour(time.hour)));
  if (m === 0) {
    // Noon and midnight only on the dot: "half past noon" is not said.
    if (ofDay && time.hour === 12) return 'noon';
    if (ofDay && time.hour === 0) return 'midnight';
    return `${hour} o'clock`;
  }
  if (m === 15) return `quarter past ${hour}`;
  if (m === 30) return `half past ${hour}`;
  if (m === 45) return `quarter to ${next}`;
  if (m < 30) return `${minutes(m)} past ${hour}`;
  return `${minutes(60 - m)} to ${next}`;
}

// 24-hour reading as said in Britain: "fourteen thirty", "fourteen hundred", "oh nine
// fifteen", "fourteen oh five"; hour 0 is "zero" ("zero thirty").
function digital(time: DayTime): string {
  const h = time.hour;
  const m = time.minute;
  const hour = h === 0 ? 'zero' : h < 10 ? `oh ${numberEn(h)}` : numberEn(h);
  const minute = m === 0 ? 'hundred' : m < 10 ? `oh ${numberEn(m)}` : numberEn(m);
  return `${hour} ${minute}`;
}

/** English (en-GB) time words. */
export const timeWordsEn: TimeWords = { spoken, digital };
