import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@ttc/shared-protocol/clock/language';
import enCommon from '../locales/en/common.json';
import type { Namespace, NamespaceArg, TFunction, TOptions } from './i18n-types';

/**
 * The app's texts: a small store of the locale files (`src/locales/<lang>/<ns>.json`, i18next's
 * format) with lookup, plurals and `{{value}}` placeholders. It replaces i18next, whose runtime
 * (~33 KiB gzipped with react-i18next) did not fit the tablets' bundle budget.
 */

/** A locale file: nested objects and lists whose leaves are texts. */
type Tree = { readonly [key: string]: unknown };

// English `common` is in the first chunk (every screen needs it at once); every other file is a
// chunk of its own, fetched when a screen asks for its namespace.
const files = import.meta.glob<Tree>(['../locales/*/*.json', '!../locales/en/common.json'], {
  import: 'default',
});

function fileLoader(language: Language, namespace: Namespace): (() => Promise<Tree>) | undefined {
  return files[`../locales/${language}/${namespace}.json`];
}

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
  'classes',
  'lessons',
  'assignments',
  'school',
  'play',
  'settings',
  'parent-lock',
  'account-data',
  'billing',
] as const satisfies readonly Namespace[];

// Every namespace of the types is in the list above (and so loadable by name).
type Unlisted = Exclude<Namespace, (typeof namespaces)[number]>;
const everyNamespaceListed: [Unlisted] extends [never] ? true : Unlisted = true;
void everyNamespaceListed;

const namespaceSet = new Set<string>(namespaces);

export function isNamespace(value: string): value is Namespace {
  return namespaceSet.has(value);
}

type Listener = (language: Language) => void;

const bundles = new Map<string, Tree>([[bundleId(DEFAULT_LANGUAGE, 'common'), enCommon]]);
const loading = new Map<string, Promise<void>>();
/** Files that failed to load: shown in English meanwhile, fetched again on the next request. */
const failed = new Set<string>();
/** The promise each waiting (language, namespaces) suspends on, one per set while it loads. */
const waits = new Map<string, Promise<void>>();
/** The namespaces asked for so far: a language switch loads them all before it shows. */
const inUse = new Set<Namespace>(['common']);
const languageListeners = new Set<Listener>();
const storeListeners = new Set<() => void>();
let language: Language = DEFAULT_LANGUAGE;
let initialized = false;
/** Bumped on every change a screen could show (a language switch, a file loaded). */
let version = 0;
/** The latest changeLanguage call: an older one finishing later must not win. */
let switchTicket = 0;

function bundleId(lng: Language, ns: Namespace): string {
  return `${lng}/${ns}`;
}

function changed(): void {
  version += 1;
  for (const listener of storeListeners) listener();
}

/** Languages a text is looked up in, in order: the asked one, then English. */
function lookupChain(lng: Language): Language[] {
  return lng === DEFAULT_LANGUAGE ? [lng] : [lng, DEFAULT_LANGUAGE];
}

function loadBundle(lng: Language, ns: Namespace, force = false): Promise<void> {
  const id = bundleId(lng, ns);
  if (!force && bundles.has(id)) return Promise.resolve();
  const running = loading.get(id);
  if (running) return running;
  const loader = fileLoader(lng, ns);
  // English common is bundled, so it has no file to fetch again.
  if (!loader) return Promise.resolve();
  const promise = loader()
    .then(
      (tree) => {
        bundles.set(id, tree);
        failed.delete(id);
      },
      (error: unknown) => {
        // A file that fails to load (offline tablet, a deploy mid-session) must not leave the
        // screen suspended forever: its texts fall back to English, or show their keys.
        console.error(`Could not load the texts locales/${lng}/${ns}.json.`, error);
        failed.add(id);
      },
    )
    .finally(() => {
      loading.delete(id);
      changed();
    });
  loading.set(id, promise);
  return promise;
}

/** Loads `list` in `lng` and in English (the fallback for a missing key). */
function loadFor(lng: Language, list: readonly Namespace[]): Promise<void> {
  for (const ns of list) inUse.add(ns);
  const work = lookupChain(lng).flatMap((l) => list.map((ns) => loadBundle(l, ns)));
  return Promise.all(work).then(() => undefined);
}

/** Whether `list` can be shown in `lng` without waiting (the English fallback included). */
export function isReady(lng: Language, list: readonly Namespace[]): boolean {
  return lookupChain(lng).every((l) =>
    list.every((ns) => bundles.has(bundleId(l, ns)) || failed.has(bundleId(l, ns))),
  );
}

/** The promise a screen suspends on until `list` is ready in `lng`: the same one while it loads. */
export function whenReady(lng: Language, list: readonly Namespace[]): Promise<void> {
  const id = `${lng}|${list.join(',')}`;
  let wait = waits.get(id);
  if (!wait) {
    wait = loadFor(lng, list);
    waits.set(id, wait);
    void wait.then(() => waits.delete(id));
  }
  return wait;
}

function resolvePath(tree: Tree | undefined, path: string): unknown {
  let node: unknown = tree;
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

const pluralRules = new Map<Language, Intl.PluralRules>();

function pluralCategory(lng: Language, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(lng);
  if (!rules) {
    rules = new Intl.PluralRules(lng);
    pluralRules.set(lng, rules);
  }
  return rules.select(count);
}

/** The keys to try for `key` in `lng`: the plural form `count` picks, then `_other`, then `key`. */
function candidates(lng: Language, key: string, count: unknown): string[] {
  if (typeof count !== 'number') return [key];
  const forms = [`${key}_${pluralCategory(lng, count)}`, `${key}_other`, key];
  if (count === 0) forms.unshift(`${key}_zero`);
  return forms;
}

const placeholder = /\{\{\s*([\w.]+)\s*\}\}/g;

/** Fills `{{name}}` with `values.name`; a placeholder without a value stays as written. */
export function interpolate(text: string, values: TOptions | undefined): string {
  if (!values || !text.includes('{{')) return text;
  return text.replace(placeholder, (whole, name: string) => {
    const value = values[name];
    return value === undefined || value === null ? whole : String(value);
  });
}

function interpolateDeep(value: unknown, values: TOptions | undefined): unknown {
  if (typeof value === 'string') return interpolate(value, values);
  if (Array.isArray(value)) return value.map((v) => interpolateDeep(v, values));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, interpolateDeep(v, values)]),
    );
  }
  return value;
}

/** Splits `ns:key` when `ns` is a namespace of the app; anything else is a key of `fallback`. */
function splitKey(key: string, fallback: Namespace): [Namespace, string] {
  const colon = key.indexOf(':');
  if (colon > 0) {
    const ns = key.slice(0, colon);
    if (isNamespace(ns)) return [ns, key.slice(colon + 1)];
  }
  return [fallback, key];
}

/**
 * The text for `key` in `lng` (the default namespace first in `list`), falling back to English,
 * then to the key itself, as i18next did.
 */
export function translate(
  lng: Language,
  list: readonly Namespace[],
  key: string,
  options?: TOptions,
): unknown {
  const [ns, path] = splitKey(key, list[0] ?? 'common');
  for (const l of lookupChain(lng)) {
    const tree = bundles.get(bundleId(l, ns));
    if (!tree) continue;
    for (const candidate of candidates(l, path, options?.count)) {
      const found = resolvePath(tree, candidate);
      if (typeof found === 'string') return interpolate(found, options);
      if (found !== undefined && found !== null && options?.returnObjects) {
        return interpolateDeep(found, options);
      }
    }
  }
  return key;
}

function toList(ns: NamespaceArg | undefined): readonly Namespace[] {
  if (ns === undefined) return ['common'];
  return typeof ns === 'string' ? [ns] : ns.length > 0 ? ns : ['common'];
}

/** A translate function for `lng` and `ns`; it reads the store live, so later loads show. */
export function fixedT<N extends NamespaceArg>(lng: Language, ns?: N): TFunction<N> {
  const list = toList(ns);
  return ((key: string, options?: TOptions) =>
    translate(lng, list, key, options)) as unknown as TFunction<N>;
}

function setCurrent(next: Language): void {
  const switched = next !== language;
  language = next;
  initialized = true;
  document.documentElement.lang = next;
  if (switched) {
    changed();
    for (const listener of languageListeners) listener(next);
  }
}

function toLanguage(value: string): Language {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

function asArray<T extends string>(value: T | readonly T[]): readonly T[] {
  return typeof value === 'string' ? [value] : value;
}

/**
 * The i18next-shaped object the screens use: the current language, switching it, loading texts
 * and listening for a switch.
 */
export const i18n = {
  get language(): Language {
    return language;
  },
  get resolvedLanguage(): Language {
    return language;
  },
  get isInitialized(): boolean {
    return initialized;
  },
  /** Loads every namespace in use in `lng`, then switches: the screen changes in one step. */
  async changeLanguage(lng: string): Promise<void> {
    const next = toLanguage(lng);
    const ticket = ++switchTicket;
    await loadFor(next, [...inUse]);
    if (ticket === switchTicket) setCurrent(next);
  },
  getFixedT<N extends NamespaceArg>(lng: string, ns?: N): TFunction<N> {
    return fixedT(toLanguage(lng), ns);
  },
  /** Loads namespaces in the current language (and English, the fallback). */
  loadNamespaces(ns: Namespace | readonly Namespace[]): Promise<void> {
    return loadFor(language, asArray(ns));
  },
  /** Loads every namespace in use so far in the given languages. */
  loadLanguages(lngs: string | readonly string[]): Promise<void> {
    return Promise.all(asArray(lngs).map((l) => loadFor(toLanguage(l), [...inUse]))).then(
      () => undefined,
    );
  },
  hasResourceBundle(lng: string, ns: Namespace): boolean {
    return isLanguage(lng) && bundles.has(bundleId(lng, ns));
  },
  /** Fetches the files again (or for the first time), even those already loaded. */
  reloadResources(lngs: readonly string[], nss: readonly Namespace[]): Promise<void> {
    for (const ns of nss) inUse.add(ns);
    const work = lngs.flatMap((l) =>
      isLanguage(l) ? nss.map((ns) => loadBundle(l, ns, true)) : [],
    );
    return Promise.all(work).then(() => undefined);
  },
  on(event: 'languageChanged', listener: Listener): void {
    if (event === 'languageChanged') languageListeners.add(listener);
  },
  off(event: 'languageChanged', listener: Listener): void {
    if (event === 'languageChanged') languageListeners.delete(listener);
  },
};

export type I18n = typeof i18n;

/** Starts in `lng` once its `common` texts are loaded; safe to call again (tests do). */
export async function startI18n(lng: Language): Promise<void> {
  const ticket = ++switchTicket;
  await loadFor(lng, ['common']);
  if (ticket === switchTicket) setCurrent(lng);
}

/** For `useSyncExternalStore`: screens re-render when the language or the loaded texts change. */
export function subscribeStore(listener: () => void): () => void {
  storeListeners.add(listener);
  return () => storeListeners.delete(listener);
}

export function storeVersion(): number {
  return version;
}

export function currentLanguageOf(): Language {
  return language;
}

/**
 * Replaces (or with `undefined`, forgets) one loaded file, so tests can show the English fallback
 * for a missing key and a screen waiting for a file. Not for app code.
 */
export function setBundleForTests(lng: Language, ns: Namespace, tree: Tree | undefined): void {
  if (tree) bundles.set(bundleId(lng, ns), tree);
  else bundles.delete(bundleId(lng, ns));
  failed.delete(bundleId(lng, ns));
  changed();
}
