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
} as const;
export type NicknameProblem = (typeof NicknameProblem)[keyof typeof NicknameProblem];

const ALLOWED = /^[\p{L}\p{M}\p{Nd} '.-]+$/u;
const LETTER = /\p{L}/u;
const DIGIT = /\p{Nd}/gu;
const WHITESPACE_RUN = /\s+/gu;

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
 * The key nicknames are compared by: case-folded (upper then lower, so "Straße" and "STRASSE"
 * meet) and NFKC again, since case mapping can denormalise.
 */
export function nicknameKey(nickname: string): string {
  return normalizeNickname(nickname).toUpperCase().toLowerCase().normalize('NFKC');
}

/** The first problem of an already normalised nickname, or null when it is fine. */
export function checkTypedNickname(normalized: string): NicknameProblem | null {
  const length = [...normalized].length;
  if (length < NICKNAME_MIN_LENGTH) return NicknameProblem.tooShort;
  if (length > NICKNAME_MAX_LENGTH) return NicknameProblem.tooLong;
  if (!ALLOWED.test(normalized)) return NicknameProblem.badCharacter;
  if (!LETTER.test(normalized)) return NicknameProblem.noLetter;
  if ((normalized.match(DIGIT) ?? []).length > NICKNAME_MAX_DIGITS) {
    return NicknameProblem.tooManyDigits;
  }
  return null;
}
