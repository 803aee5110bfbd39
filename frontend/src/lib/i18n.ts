import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGES,
  type Language,
} from '@ttc/shared-protocol/clock/language';
import i18n from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import enCommon from '../locales/en/common.json';
import { storage } from './storage';

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

/**
 * The translation files (namespaces) in `src/locales/<lang>/`. English `common` ships in the
 * first chunk; everything else loads when a screen needs it.
 */
export const namespaces = [
  'common',
  'landing',
  'screens',
  'legal',
  'clock',
  'playground',
  'tour',
  'student-game',
  'progress',
  'auth',
  'guest-gate',
  'live-student',
  'teacher',
] as const;
export type Namespace = (typeof namespaces)[number];

/** The remembered language, or English when none (or an unknown one) is stored. */
export function readStoredLanguage(): Language {
  const stored = storage.get(languageStorageKey);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

/** The language currently shown. */
export function currentLanguage(): Language {
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
}

/** Switches the whole app to `language` and remembers it on the device. */
export async function setLanguage(language: Language): Promise<void> {
  storage.set(languageStorageKey, language);
  await i18n.changeLanguage(language);
}

/**
 * Starts i18next in the remembered language and resolves once its texts are loaded, so the
 * first paint is already in the right language. Safe to call again (tests do).
 */
export async function initI18n(language: Language = readStoredLanguage()): Promise<typeof i18n> {
  if (i18n.isInitialized) {
    await i18n.changeLanguage(language);
    return i18n;
  }
  i18n.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
  });
  await i18n
    .use(resourcesToBackend((lng: string, ns: string) => import(`../locales/${lng}/${ns}.json`)))
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      ns: ['common'],
      defaultNS: 'common',
      resources: { en: { common: enCommon } },
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
  return i18n;
}

/** Loads the namespaces a screen needs (used beside the route's code so both load at once). */
export function loadNamespaces(list: readonly Namespace[]): Promise<void> {
  return list.length === 0 ? Promise.resolve() : i18n.loadNamespaces([...list]);
}

export { i18n };
