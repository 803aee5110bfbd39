import type { DayTime } from './time';

export type HourMode = '12h' | '24h';

/**
 * Digital form of a time (spec section 9): the 12-hour display shows hour 0 as 12 and
 * subtracts 12 above 12 ("3:05"); the 24-hour display uses two-digit hours ("03:05", "15:05").
 * Hours 1-12 from the face are read as they are.
 */
export function formatTime(time: DayTime, mode: HourMode = '12h'): string {
  const mm = String(time.minute).padStart(2, '0');
  if (mode === '24h') return `${String(time.hour).padStart(2, '0')}:${mm}`;
  const h = time.hour % 12 === 0 ? 12 : time.hour % 12;
  return `${h}:${mm}`;
}

/** "a.m." before noon, "p.m." from noon; the words are translated by the caller. */
export function dayPeriod(time: DayTime): 'am' | 'pm' {
  return time.hour < 12 ? 'am' : 'pm';
}
