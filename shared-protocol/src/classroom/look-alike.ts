import unhomoglyph from 'unhomoglyph';

/**
 * The Unicode "skeleton" of a text (UTS #39, section 4, with the confusables data `unhomoglyph`
 * ships): two texts that look alike get the same skeleton, so "Alice" typed in Latin letters and
 * with a Cyrillic "А" or a Greek "Α" meet. It is for comparing only, never for showing: "m" becomes
 * "rn" and "0" becomes "O".
 */
export function lookAlikeSkeleton(text: string): string {
  return unhomoglyph(text.normalize('NFD')).normalize('NFD');
}
