/** The largest number the number-word files spell: enough for minutes and 24-hour hours. */
export const MAX_NUMBER_WORD = 59;

/** Grammatical gender for languages whose "one" agrees with the noun (une heure, la una). */
export type Gender = 'm' | 'f';

/** @throws RangeError unless n is an integer 0-59. */
export function checkNumberWordRange(n: number): void {
  if (!Number.isInteger(n) || n < 0 || n > MAX_NUMBER_WORD) {
    throw new RangeError(`number words cover integers 0-${MAX_NUMBER_WORD}, got ${n}`);
  }
}
