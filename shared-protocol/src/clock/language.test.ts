import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, Language } from './language';
import { languageSchema } from './language-schema';

describe('languages', () => {
  it('When listed, then they are the five of the spec in order, en first', () => {
    expect(LANGUAGES).toEqual(['en', 'es', 'fr', 'de', 'it']);
    expect(Object.values(Language)).toEqual([...LANGUAGES]);
    expect(DEFAULT_LANGUAGE).toBe('en');
  });

  it.each(['en', 'es', 'fr', 'de', 'it'])('When the code is %s, then it is a language', (code) => {
    expect(isLanguage(code)).toBe(true);
    expect(languageSchema.parse(code)).toBe(code);
  });

  it.each(['EN', 'pt', '', null, 3, undefined])('When the value is %j, then it is not', (value) => {
    expect(isLanguage(value)).toBe(false);
    expect(languageSchema.safeParse(value).success).toBe(false);
  });
});
