import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@ttc/shared-protocol/clock/language';
import { currentLanguageOf, type I18n, i18n, startI18n } from './i18n-core';
import type { Namespace } from './i18n-types';
import { storage } from './storage';

export { type I18n, i18n, isNamespace, namespaces } from './i18n-core';
export { type UseTranslationOptions, useTranslation } from './i18n-react';
export type { Namespace, TFunction, TOptions } from './i18n-types';

/** Each language named in itself, as a language menu shows it. */
export const languageNames: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  it: 'Italiano',
};

/** The device remembers the chosen language under the spec's shared key (section 3). */
export const languageStorageKey = 'shared_language';

/** The remembered language, or English when none (or an unknown one) is stored. */
export function readStoredLanguage(): Language {
  const stored = storage.get(languageStorageKey);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

/** The language currently shown. */
export function currentLanguage(): Language {
  return currentLanguageOf();
}

/** Switches the whole app to `language` and remembers it on the device. */
export async function setLanguage(language: Language): Promise<void> {
  storage.set(languageStorageKey, language);
  await i18n.changeLanguage(language);
}

/**
 * Starts in the remembered language and resolves once its texts are loaded, so the first paint
 * is already in the right language. Safe to call again (tests do).
 */
export async function initI18n(language: Language = readStoredLanguage()): Promise<I18n> {
  await startI18n(language);
  return i18n;
}

/** Loads the namespaces a screen needs (used beside the route's code so both load at once). */
export function loadNamespaces(list: readonly Namespace[]): Promise<void> {
  return list.length === 0 ? Promise.resolve() : i18n.loadNamespaces(list);
}
