import type common from '../locales/en/common.json';
import type landing from '../locales/en/landing.json';
import type legal from '../locales/en/legal.json';
import type screens from '../locales/en/screens.json';

// Typed translation keys: a missing or misspelt key fails the typecheck.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      landing: typeof landing;
      screens: typeof screens;
      legal: typeof legal;
    };
  }
}
