import { latinLookAlike } from '../look-alike';

/** Letters that folding accents away leaves as they are, written the way word lists spell them. */
const LATIN_SPELLING: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};
const ASCII_LETTERS = /^[a-z]+$/i;
const MARKS = /\p{M}+/gu;
/** What separates the words of a typed name (checkTypedNickname allows no other punctuation). */
const SEPARATORS = /[\s.'-]+/u;
/** Fragments this short are read as pieces of one word when two or more stand in a row:
 * "f u c k", "F.U.C.K", "fu ck". A longer word keeps its own ("Ana L", "Lars Chen"). */
const FRAGMENT_MAX = 2;

/**
 * A letter that only looks like a Latin one (Cyrillic "с", Greek "υ", Cyrillic "в" as "b") as
 * that Latin letter; plain ASCII stays as typed (digits are leetspeak for the matcher to read).
 */
function asLatinLetter(char: string): string {
  if (char.charCodeAt(0) < 0x80) return char;
  const latin = latinLookAlike(char.toLowerCase());
  // Skeletons write "m" as "rn"; a letter that looks like "m" is read as one.
  if (latin === 'rn') return 'm';
  return ASCII_LETTERS.test(latin) ? latin : char;
}

/** Lower case, accents and look-alikes folded to plain Latin letters: "Саbrón" -> "cabron". */
export function foldToLatin(text: string): string {
  const latin = Array.from(text, asLatinLetter).join('');
  return Array.from(latin.normalize('NFKD').replace(MARKS, '').toLowerCase(), (char) => {
    return LATIN_SPELLING[char] ?? char;
  }).join('');
}

/** Runs of two or more short fragments joined into one word: "k y s" -> "kys", "fu ck" -> "fuck". */
function joinFragments(words: string[]): string[] {
  const joined: string[] = [];
  let run: string[] = [];
  const flush = () => {
    if (run.length >= 2) joined.push(run.join(''));
    else joined.push(...run);
    run = [];
  };
  for (const word of words) {
    if (word.length <= FRAGMENT_MAX) {
      run.push(word);
    } else {
      flush();
      joined.push(word);
    }
  }
  flush();
  return joined;
}

/**
 * The texts a typed nickname is screened as: folded to plain Latin letters with its words
 * separated by single spaces, once as written and once with runs of short fragments joined, each
 * also with "1" read as "l" and "9" as "g" (the matcher itself reads "1" as "i" and knows no "9":
 * "ki11" is "kill", "sh1t" "shit", "ni99er" ...).
 * Leetspeak, other look-alikes and repeated letters are left to the matcher's transformers.
 */
export function screenedForms(normalized: string): string[] {
  const words = foldToLatin(normalized).split(SEPARATORS).filter(Boolean);
  const written = words.join(' ');
  const joined = joinFragments(words).join(' ');
  const forms = [written, joined].flatMap((form) => [
    form,
    form.replaceAll('1', 'l').replaceAll('9', 'g'),
  ]);
  return [...new Set(forms)];
}
