/** The five languages the product speaks (spec section 9, "Languages: en, es, fr, de, it"). */
export const Language = {
  en: 'en',
  es: 'es',
  fr: 'fr',
  de: 'de',
  it: 'it',
} as const;
export type Language = (typeof Language)[keyof typeof Language];

/** Every language, in the spec's order; `en` is the default. */
export const LANGUAGES = [
  Language.en,
  Language.es,
  Language.fr,
  Language.de,
  Language.it,
] as const satisfies readonly Language[];

/** The default language (spec section 9). */
export const DEFAULT_LANGUAGE: Language = Language.en;

/** Narrowing guard for values from storage, URLs or the browser. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
