import type { DayPeriod, DayTime } from './time';

/** How digital times are written: "3:05" or "15:05". */
export type HourMode = '12h' | '24h';

/** Both display modes; 12-hour is the default (spec section 9, "24-hour false"). */
export const HOUR_MODES = ['12h', '24h'] as const satisfies readonly HourMode[];

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
export function dayPeriod(time: DayTime): DayPeriod {
  return time.hour < 12 ? 'am' : 'pm';
}

// Strict on purpose: a string is accepted only in the exact shape formatTime writes for that
// mode, so "03:05" is not a 12-hour time and "3:05" is not a 24-hour time.
const TWELVE_HOUR = /^(1[0-2]|[1-9]):([0-5]\d)$/;
const TWENTY_FOUR_HOUR = /^([01]\d|2[0-3]):([0-5]\d)$/;

/**
 * Reads back a string written by formatTime in the same mode: "3:05" (12h) gives hour 3,
 * "15:05" (24h) gives hour 15. A 12-hour reading gives hour 1-12 (a face time). Surrounding
 * spaces are ignored; anything else that formatTime would not write gives null.
 */
export function parseTime(text: string, mode: HourMode = '12h'): DayTime | null {
  const match = (mode === '24h' ? TWENTY_FOUR_HOUR : TWELVE_HOUR).exec(text.trim());
  if (!match) return null;
  return { hour: Number(match[1]), minute: Number(match[2]) };
}
