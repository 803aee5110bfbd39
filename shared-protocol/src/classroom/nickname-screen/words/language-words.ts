/**
 * What the nickname screen refuses in one language besides the base list (obscenity's English
 * dataset, or `naughty-words` for the others), and what it lets through. Entries are written as
 * a child would type them, accents and all; the screen folds them as it folds names.
 */
export type LanguageWords = {
  /**
   * Words and phrases refused: swear words the base list lacks, hate (slurs, Nazi slogans) and
   * self-harm ("kill yourself"). `|` marks a word boundary; without one, a word shorter than six
   * letters and every phrase match only whole ("con" never refuses "Conrad"), a longer word
   * matches anywhere ("arschloch" in "Arschlochkind"). A phrase is also refused written as one
   * word ("killyourself").
   */
  refused: readonly string[];
  /** Base-list entries that are ordinary words or names in our five languages, so not used
   * ("regina" is a queen and a name in Italian). */
  notRude: readonly string[];
  /** Ordinary names and words that hold a refused word and still pass ("Scunthorpe", "Assunta"):
   * only the part of a name they cover is excused. */
  allowed: readonly string[];
};
