import type accountData from '../locales/en/account-data.json';
import type assignments from '../locales/en/assignments.json';
import type auth from '../locales/en/auth.json';
import type billing from '../locales/en/billing.json';
import type classes from '../locales/en/classes.json';
import type clock from '../locales/en/clock.json';
import type common from '../locales/en/common.json';
import type guestGate from '../locales/en/guest-gate.json';
import type landing from '../locales/en/landing.json';
import type legal from '../locales/en/legal.json';
import type lessons from '../locales/en/lessons.json';
import type liveStudent from '../locales/en/live-student.json';
import type parentLock from '../locales/en/parent-lock.json';
import type play from '../locales/en/play.json';
import type playground from '../locales/en/playground.json';
import type progress from '../locales/en/progress.json';
import type school from '../locales/en/school.json';
import type screens from '../locales/en/screens.json';
import type settings from '../locales/en/settings.json';
import type studentGame from '../locales/en/student-game.json';
import type teacher from '../locales/en/teacher.json';
import type tour from '../locales/en/tour.json';

/**
 * The English files are the source of truth for the keys: every call of `t` is checked against
 * them, so a missing or misspelt key fails the typecheck.
 */
export type Resources = {
  common: typeof common;
  landing: typeof landing;
  screens: typeof screens;
  legal: typeof legal;
  clock: typeof clock;
  playground: typeof playground;
  tour: typeof tour;
  'student-game': typeof studentGame;
  progress: typeof progress;
  auth: typeof auth;
  'guest-gate': typeof guestGate;
  'live-student': typeof liveStudent;
  teacher: typeof teacher;
  classes: typeof classes;
  lessons: typeof lessons;
  assignments: typeof assignments;
  school: typeof school;
  play: typeof play;
  settings: typeof settings;
  'parent-lock': typeof parentLock;
  'account-data': typeof accountData;
  billing: typeof billing;
};

export type Namespace = keyof Resources;

/** The CLDR plural categories `Intl.PluralRules` picks from; a file names them as `key_<category>`. */
export type PluralCategory = Intl.LDMLPluralRule;

type WithoutPluralSuffix<K extends string> = {
  [S in PluralCategory]: K extends `${infer Base}_${S}` ? Base : never;
}[PluralCategory];

/** Dotted paths to every text (a plural is reachable by its base name too: `count` picks the form). */
type TextPaths<T, Prefix extends string = ''> = T extends readonly unknown[]
  ? never
  : {
      [K in keyof T & string]: T[K] extends string
        ? `${Prefix}${K}` | `${Prefix}${WithoutPluralSuffix<K>}`
        : TextPaths<T[K], `${Prefix}${K}.`>;
    }[keyof T & string];

/** Dotted paths to every object or list, which only `returnObjects: true` may read. */
type ObjectPaths<T, Prefix extends string = ''> = T extends readonly unknown[]
  ? never
  : {
      [K in keyof T & string]: T[K] extends string
        ? never
        : `${Prefix}${K}` | ObjectPaths<T[K], `${Prefix}${K}.`>;
    }[keyof T & string];

type TextKey<N extends Namespace> = TextPaths<Resources[N]>;
type ObjectKey<N extends Namespace> = ObjectPaths<Resources[N]>;

/** `ns:key`: a text of any namespace, named with its file. */
type PrefixedTextKey = { [N in Namespace]: `${N}:${TextKey<N>}` }[Namespace];
type PrefixedObjectKey = { [N in Namespace]: `${N}:${ObjectKey<N>}` }[Namespace];

/** What `useTranslation` takes: one namespace, or a list whose first one is the default. */
export type NamespaceArg = Namespace | readonly Namespace[];

/** The namespace a key without a prefix is looked up in. */
export type DefaultNamespace<N extends NamespaceArg> = N extends Namespace
  ? N
  : N extends readonly [infer First extends Namespace, ...unknown[]]
    ? First
    : 'common';

export type TranslationKey<N extends NamespaceArg> = TextKey<DefaultNamespace<N>> | PrefixedTextKey;
export type TranslationObjectKey<N extends NamespaceArg> =
  | ObjectKey<DefaultNamespace<N>>
  | PrefixedObjectKey;

/**
 * Options of `t`: `count` picks the plural form (and is a value too); every other entry fills the
 * `{{name}}` placeholder of the same name.
 */
export type TOptions = {
  count?: number;
  returnObjects?: boolean;
  [value: string]: unknown;
};

/** A translate function bound to a language and namespace(s), as `useTranslation` returns it. */
export interface TFunction<N extends NamespaceArg = 'common'> {
  (
    key: TranslationKey<N> | TranslationObjectKey<N>,
    options: TOptions & { returnObjects: true },
  ): unknown;
  (key: TranslationKey<N>, options?: TOptions): string;
}
