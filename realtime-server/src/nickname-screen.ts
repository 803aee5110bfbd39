import { createRequire } from 'node:module';
import {
  DataSet,
  englishDataset,
  englishRecommendedTransformers,
  parseRawPattern,
  RegExpMatcher,
  resolveConfusablesTransformer,
  resolveLeetSpeakTransformer,
  toAsciiLowerCaseTransformer,
} from 'obscenity';

/** The languages of the product besides English, each with its word list from `naughty-words`. */
const OTHER_LANGUAGES = ['de', 'es', 'fr', 'it'] as const;
/** Shorter words only match as whole words ("arsch" must not refuse "Barsch", a fish). */
const WHOLE_WORD_BELOW = 6;

const require = createRequire(import.meta.url);

/** Lower case without accents: "Cabrón" -> "cabron", "Straße" stays "straße" (ß is a letter). */
function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/** A naughty-words entry as an obscenity pattern, or null if nothing usable is left. */
function toPattern(word: string): string | null {
  const cleaned = fold(word)
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (cleaned.length < 3) return null;
  return cleaned.length < WHOLE_WORD_BELOW ? `|${cleaned}|` : cleaned;
}

function otherLanguagesMatcher(): RegExpMatcher {
  const dataset = new DataSet<{ language: string }>();
  const seen = new Set<string>();
  for (const language of OTHER_LANGUAGES) {
    const words = require(`naughty-words/${language}.json`) as string[];
    for (const word of words) {
      const pattern = toPattern(word);
      if (pattern === null || seen.has(pattern)) continue;
      seen.add(pattern);
      dataset.addPhrase((phrase) =>
        phrase.setMetadata({ language }).addPattern(parseRawPattern(pattern)),
      );
    }
  }
  return new RegExpMatcher({
    ...dataset.build(),
    blacklistMatcherTransformers: [
      resolveConfusablesTransformer(),
      resolveLeetSpeakTransformer(),
      toAsciiLowerCaseTransformer(),
    ],
  });
}

/**
 * The profanity screen the reducer applies to typed nicknames (`ReducePolicy.screenNickname`):
 * true lets the name through. English uses obscenity's curated dataset with its recommended
 * transformers (look-alike characters, leetspeak, repeated letters, whitelisted innocent words
 * such as "Scunthorpe"); German, Spanish, French and Italian use the `naughty-words` lists
 * (LDNOOBW) compiled into an obscenity matcher over the accent-folded name. A refusal only asks
 * the child to pick another name, so the screen errs towards refusing.
 */
export function createNicknameScreen(): (normalized: string) => boolean {
  // Built on the first typed name, not at start: compiling the five lists takes tens of ms, and a
  // restarted node has thousands of tablets waiting for it (B5); generated names never need it.
  let matchers: { english: RegExpMatcher; others: RegExpMatcher } | null = null;
  return (normalized) => {
    matchers ??= {
      english: new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers }),
      others: otherLanguagesMatcher(),
    };
    const { english, others } = matchers;
    if (english.hasMatch(normalized)) return false;
    const folded = fold(normalized);
    if (english.hasMatch(folded)) return false;
    return !others.hasMatch(folded);
  };
}
