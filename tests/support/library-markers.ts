/**
 * Strings that survive minification and betray a library inside a built chunk. The browser
 * tests use them to keep zod, howler and framer-motion out of first loads; the bench reports them.
 */
export const LIBRARY_MARKERS = {
  howler: ['HTML5 Audio pool exhausted'],
  'framer-motion': ['data-framer-appear-id', 'framerAppearId'],
  zod: ['Invalid input: expected'],
} as const;

export type MarkedLibrary = keyof typeof LIBRARY_MARKERS;

export function librariesIn(code: string): MarkedLibrary[] {
  return (Object.keys(LIBRARY_MARKERS) as MarkedLibrary[]).filter((lib) =>
    LIBRARY_MARKERS[lib].some((marker) => code.includes(marker)),
  );
}
