import { latinLookAlike, lookAlikeSkeleton } from './look-alike';

/** Typed nicknames (a host option): length limits after normalisation. */
export const NICKNAME_MIN_LENGTH = 2;
export const NICKNAME_MAX_LENGTH = 20;
/** More digits than this looks like a phone number or an id, not a nickname. */
export const NICKNAME_MAX_DIGITS = 4;

/** Why a typed nickname is not acceptable. */
export const NicknameProblem = {
  tooShort: 'too_short',
  tooLong: 'too_long',
  /** A character outside letters, marks, digits, space, - ' . (markup, emoji, controls,
   * zero-width and bidi characters all end here). */
  badCharacter: 'bad_character',
  noLetter: 'no_letter',
  tooManyDigits: 'too_many_digits',
  /** Two or more words and a number, like "Mia Smith 2016": a child's full name with a birth
   * year or a class is enough to find that child, so it is no nickname. */
  fullNameWithDigits: 'full_name_with_digits',
} as const;
export type NicknameProblem = (typeof NicknameProblem)[keyof typeof NicknameProblem];

const ALLOWED = /^[\p{L}\p{M}\p{Nd} '.-]+$/u;
const LETTER = /\p{L}/u;
const DIGIT = /\p{Nd}/gu;
const WHITESPACE_RUN = /\s+/gu;
/** Between the words of a name ("Anna-Lena", "O'Neil" and "sh1t" are one word, "Mia S." two). */
const WORD_GAP = /[ .]+/u;

/**
 * A typed nickname as it is stored and shown: NFKC-normalised (so full-width and styled letters
 * become plain ones), trimmed, with every run of white space made one space. Control, format
 * (zero-width, bidi override) and other characters are kept, so `checkTypedNickname` can refuse
 * them instead of silently changing what the child typed.
 */
export function normalizeNickname(text: string): string {
  return text.normalize('NFKC').replace(WHITESPACE_RUN, ' ').trim();
}

/**
 * The key nicknames are compared by, so names that only look alike cannot sit side by side in one
 * room. Case is folded first (upper then lower, so "Straße" and "STRASSE" meet; NFKC again, since
 * case mapping can denormalise), so the key never depends on case; then each character becomes
 * the Latin letters it looks like in either case ("Аlice" with a Cyrillic "А", "Воb" with a
 * Cyrillic "В", "B0b"), and the skeleton of the capitals is taken: a capital "I" looks like "l",
 * so "Ian" and "lan" meet too.
 */
export function nicknameKey(nickname: string): string {
  const folded = normalizeNickname(nickname).toUpperCase().toLowerCase().normalize('NFKC');
  const latin = Array.from(folded, latinLookAlike).join('');
  return lookAlikeSkeleton(latin.toUpperCase()).toLowerCase();
}

/** The first problem of an already normalised nickname, or null when it is fine. */
export function checkTypedNickname(normalized: string): NicknameProblem | null {
  const length = [...normalized].length;
  if (length < NICKNAME_MIN_LENGTH) return NicknameProblem.tooShort;
  if (length > NICKNAME_MAX_LENGTH) return NicknameProblem.tooLong;
  if (!ALLOWED.test(normalized)) return NicknameProblem.badCharacter;
  if (!LETTER.test(normalized)) return NicknameProblem.noLetter;
  const digits = (normalized.match(DIGIT) ?? []).length;
  if (digits > NICKNAME_MAX_DIGITS) return NicknameProblem.tooManyDigits;
  const words = normalized.split(WORD_GAP).filter((word) => LETTER.test(word));
  if (digits > 0 && words.length >= 2) {
    return NicknameProblem.fullNameWithDigits;
  }
  return null;
}
