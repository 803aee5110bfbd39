import type { DayTime } from '../time';

/** How one language says a time; the time is already checked (hour 0-23, minute 0-59). */
export interface TimeWords {
  /**
   * The everyday 12-hour idiom ("quarter past three", "halb vier"). With `ofDay` the hour is a
   * time of day, so 12 and 0 may become noon and midnight where the language says so.
   */
  spoken(time: DayTime, ofDay: boolean): string;
  /**
   * The same idiom as a noun phrase that fits inside a sentence ("Set the clock to ..."), where
   * `spoken` is a whole sentence: es "las tres y media" for "Son las tres y media", it "l'una"
   * for "È l'una". Left out where `spoken` is already a phrase (en, fr, de).
   */
  phrase?(time: DayTime, ofDay: boolean): string;
  /** The 24-hour reading, numbers only ("fourteen thirty", "vierzehn Uhr dreißig"). */
  digital(time: DayTime): string;
}

/** The hour a 12-hour face shows, 1-12, for an hour 0-23: 0 and 12 are 12, 15 is 3. */
export function faceHour(hour: number): number {
  return hour % 12 === 0 ? 12 : hour % 12;
}

/** The hour after, as an hour of the day: 23 -> 0, 11 -> 12 (the "to" forms name it). */
export function nextHour(hour: number): number {
  return (hour + 1) % 24;
}

/** Whether a minute is one of the five-minute marks (0, 5, ... 55). */
export function isFiveMinuteMark(minute: number): boolean {
  return minute % 5 === 0;
}
