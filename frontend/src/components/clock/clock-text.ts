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
