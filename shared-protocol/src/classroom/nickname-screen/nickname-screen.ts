import naughtyGerman from 'naughty-words/de.json' with { type: 'json' };
import naughtySpanish from 'naughty-words/es.json' with { type: 'json' };
import naughtyFrench from 'naughty-words/fr.json' with { type: 'json' };
import naughtyItalian from 'naughty-words/it.json' with { type: 'json' };
import {
  collapseDuplicatesTransformer,
  DataSet,
  englishDataset,
  englishRecommendedWhitelistMatcherTransformers,
  parseRawPattern,
  RegExpMatcher,
  resolveConfusablesTransformer,
  resolveLeetSpeakTransformer,
  toAsciiLowerCaseTransformer,
} from 'obscenity';
import { foldToLatin, screenedForms } from './nickname-forms';
import { ENGLISH } from './words/english';
import { FRENCH } from './words/french';
import { GERMAN } from './words/german';
import { ITALIAN } from './words/italian';
import type { LanguageWords } from './words/language-words';
import { SPANISH } from './words/spanish';

/**
 * The languages of the product besides English: `naughty-words`' list for each, and ours. The
 * lists are static JSON imports (no `require`, no file read) so this stays pure and bundles as is.
 */
const OTHER_LANGUAGES: readonly (readonly [readonly string[], LanguageWords])[] = [
  [naughtyGerman, GERMAN],
  [naughtySpanish, SPANISH],
  [naughtyFrench, FRENCH],
  [naughtyItalian, ITALIAN],
];
/** Shorter words only match as whole words ("arsch" must not refuse "Barsch", a fish). */
const WHOLE_WORD_BELOW = 6;
/**
 * How many of one letter in a row the matcher keeps: one of most letters ("fuuuck" is "fuck"),
 * two of those obscenity's English preset keeps (its dataset is written for them: "ass"), three
 * of k and x ("KKK" and "XXX" are words). Our own words are spelled the same way as patterns.
 */
const KEPT_IN_A_ROW = new Map([
  ['b', 2],
  ['e', 2],
  ['o', 2],
  ['l', 2],
  ['s', 2],
  ['g', 2],
  ['k', 3],
  ['x', 3],
]);

type Metadata = { originalWord: string };

/**
 * A pattern's letters as the matcher sees text after its transformer cut repeated letters: a run
 * longer than the letter keeps is cut, a shorter one may be followed by optional repeats
 * ("merde" is `me[e]rde[e]`, so "Merdeeee", cut to "merdee", still matches).
 */
function matcherSpelling(text: string): string {
  return text.replace(/([a-z])\1*/g, (run, letter: string) => {
    const kept = KEPT_IN_A_ROW.get(letter) ?? 1;
    const count = Math.min(run.length, kept);
    return letter.repeat(count) + `[${letter}]`.repeat(kept - count);
  });
}

/** A word list entry as obscenity patterns (one, or two for a phrase: spaced and as one word). */
function toPatterns(entry: string): string[] {
  const cleaned = foldToLatin(entry)
    .replace(/[^a-z| ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const letters = cleaned.replaceAll('|', '');
  // Two letters only where a list bounds them itself ("|pd|"); naughty-words' are dropped.
  if (cleaned.includes('|')) return letters.length >= 2 ? [matcherSpelling(cleaned)] : [];
  if (letters.length < 3) return [];
  const pattern = (text: string) =>
    text.length < WHOLE_WORD_BELOW || text.includes(' ')
      ? `|${matcherSpelling(text)}|`
      : matcherSpelling(text);
  const patterns = [pattern(letters)];
  if (letters.includes(' ')) patterns.push(pattern(letters.replaceAll(' ', '')));
  return patterns;
}

function addWords(dataset: DataSet<Metadata>, words: Iterable<string>, seen: Set<string>): void {
  for (const word of words) {
    for (const pattern of toPatterns(word)) {
      if (seen.has(pattern)) continue;
      seen.add(pattern);
      dataset.addPhrase((phrase) =>
        phrase.setMetadata({ originalWord: word }).addPattern(parseRawPattern(pattern)),
      );
    }
  }
}

function buildMatcher(): { matcher: RegExpMatcher; dataset: DataSet<Metadata> } {
  const languages: LanguageWords[] = [ENGLISH, ...OTHER_LANGUAGES.map(([, words]) => words)];
  const notRude = new Set(languages.flatMap((words) => words.notRude.map(foldToLatin)));
  const dataset = new DataSet<Metadata>()
    .addAll(englishDataset)
    .removePhrasesIf((phrase) => notRude.has(phrase.metadata?.originalWord ?? ''));
  const seen = new Set<string>();
  for (const [base] of OTHER_LANGUAGES) {
    addWords(
      dataset,
      base.filter((word) => !notRude.has(foldToLatin(word))),
      seen,
    );
  }
  for (const words of languages) addWords(dataset, words.refused, seen);
  const built = dataset.build();
  // The English dataset excuses a few words that another language refuses ("fick").
  const refused = new Set([...seen].map((pattern) => pattern.replace(/\[.\]|\|/g, '')));
  const matcher = new RegExpMatcher({
    blacklistedTerms: built.blacklistedTerms,
    whitelistedTerms: [
      ...(built.whitelistedTerms ?? []).filter((term) => !refused.has(term)),
      ...languages.flatMap((words) => words.allowed.map(foldToLatin)),
    ],
    blacklistMatcherTransformers: [
      resolveConfusablesTransformer(),
      resolveLeetSpeakTransformer(),
      toAsciiLowerCaseTransformer(),
      collapseDuplicatesTransformer({ defaultThreshold: 1, customThresholds: KEPT_IN_A_ROW }),
    ],
    whitelistMatcherTransformers: englishRecommendedWhitelistMatcherTransformers,
  });
  return { matcher, dataset };
}

/**
 * The profanity screen of typed nicknames. English uses obscenity's curated dataset; German,
 * Spanish, French and Italian the `naughty-words` lists (LDNOOBW); each language adds our own
 * words (hate, self-harm, missing insults), drops base entries that are ordinary words, and
 * excuses ordinary names that hold a rude string (words/). A name is checked in every
 * form `screenedForms` gives (look-alike letters, accents, spacing, "1" as "l"); the matcher
 * reads leetspeak and repeated letters. A refusal only asks the child to pick another name, so
 * the screen errs towards refusing.
 */
export function createNicknameChecker(): { rudeWordIn(normalized: string): string | null } {
  // Built on the first typed name, not at start: compiling the lists takes tens of ms, and a
  // restarted node has thousands of tablets waiting for it (B5); generated names never need it.
  let built: ReturnType<typeof buildMatcher> | null = null;
  return {
    /** The list entry a name matches (for tests and reviews), or null when it may pass. */
    rudeWordIn(normalized) {
      built ??= buildMatcher();
      for (const form of screenedForms(normalized)) {
        const [match] = built.matcher.getAllMatches(form);
        if (match) {
          return (
            built.dataset.getPayloadWithPhraseMetadata(match).phraseMetadata?.originalWord ?? '?'
          );
        }
      }
      return null;
    },
  };
}

/** `ReducePolicy.screenNickname`: true lets an already normalised typed nickname through. */
export function createNicknameScreen(): (normalized: string) => boolean {
  const checker = createNicknameChecker();
  return (normalized) => checker.rudeWordIn(normalized) === null;
}
