import type { HourMode } from '@ttc/shared-protocol/clock/format';
import { formatTime } from '@ttc/shared-protocol/clock/format';
import type { Language } from '@ttc/shared-protocol/clock/language';
import {
  type ClockTime,
  type DayPeriod,
  MINUTES_PER_DAY,
  toDayTime,
} from '@ttc/shared-protocol/clock/time';
import { timeInWords } from '@ttc/shared-protocol/clock/words/time-in-words';

/** The digital readout: "3:15" in 12-hour mode, "15:15" in 24-hour mode (p.m.). */
export function readoutText(time: ClockTime, hourMode: HourMode, period: DayPeriod): string {
  return hourMode === '24h' ? formatTime(toDayTime(time, period), '24h') : formatTime(time, '12h');
}

/**
 * The sliders' aria-valuetext: the time in words in `language`, the spoken 12-hour idiom
 * ("quarter past three"), or the 24-hour reading in 24-hour mode ("fifteen fifteen").
 */
export function timeValueText(
  time: ClockTime,
  language: Language,
  hourMode: HourMode,
  period: DayPeriod,
): string {
  return hourMode === '24h'
    ? timeInWords(toDayTime(time, period), language, { reading: 'digital' })
    : timeInWords(time, language);
}

/**
 * The half of the day after the hands moved `delta` minutes from `time` in `period`: crossing
 * 12 o'clock switches a.m. and p.m. (11:50 a.m. + 20 is 12:10 p.m.). Parents use it with
 * ClockChange.delta to keep a 24-hour time of day.
 */
export function periodAfterMove(time: ClockTime, period: DayPeriod, delta: number): DayPeriod {
  const day = toDayTime(time, period);
  const minutes =
    (((day.hour * 60 + day.minute + delta) % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return minutes < MINUTES_PER_DAY / 2 ? 'am' : 'pm';
}

/** Daylight for the sun/moon hint: 6:00 to 17:59 is day, the rest night. */
export function isDaytime(time: ClockTime, period: DayPeriod): boolean {
  const { hour } = toDayTime(time, period);
  return hour >= 6 && hour < 18;
}

/** Where an independent hour hand is, as the slider tells it: on a numeral, or how far between. */
export type HourHandPlace =
  | { kind: 'on'; hour: number }
  | { kind: 'justAfter'; hour: number }
  | { kind: 'halfway'; hour: number; next: number }
  | { kind: 'nearly'; next: number };

/**
 * The place of an hour hand at `angle` in words a child uses (level 1 of learning-anchors: "on
 * 4", "just after 4", "half way between 4 and 5", "nearly 5"). Within 5 degrees of a numeral it
 * is on it (as hourHandOnNumeral in shared-protocol); half way is the middle 5 degrees.
 */
export function hourHandPlace(angle: number): HourHandPlace {
  const a = ((angle % 360) + 360) % 360;
  const passed = Math.floor(a / 30);
  const offset = a - passed * 30;
  const hour = passed % 12 || 12;
  const next = (passed + 1) % 12 || 12;
  if (offset <= 5) return { kind: 'on', hour };
  if (offset >= 25) return { kind: 'on', hour: next };
  if (offset < 12.5) return { kind: 'justAfter', hour };
  if (offset <= 17.5) return { kind: 'halfway', hour, next };
  return { kind: 'nearly', next };
}
