import { isLanguage } from '@ttc/shared-protocol/clock/language';
import { useMemo, useSyncExternalStore } from 'react';
import {
  currentLanguageOf,
  fixedT,
  type I18n,
  i18n,
  isReady,
  storeVersion,
  subscribeStore,
  whenReady,
} from './i18n-core';
import type { Namespace, NamespaceArg, TFunction } from './i18n-types';

export type UseTranslationOptions = {
  /** Texts in this language instead of the app's (the host's session language, the clock's). */
  lng?: string | undefined;
};

export type UseTranslationResult<N extends NamespaceArg> = {
  t: TFunction<N>;
  i18n: I18n;
  ready: true;
};

/**
 * The texts of `ns` (the first of a list is the default for keys without an `ns:` prefix) in the
 * app's language or `options.lng`. Suspends until its files are loaded, so a screen never shows
 * keys; re-renders when the language switches.
 */
export function useTranslation<const N extends NamespaceArg = 'common'>(
  ns?: N,
  options?: UseTranslationOptions,
): UseTranslationResult<N> {
  useSyncExternalStore(subscribeStore, storeVersion, storeVersion);
  const asked = options?.lng;
  const lng = asked && isLanguage(asked) ? asked : currentLanguageOf();
  const list: readonly Namespace[] =
    ns === undefined ? ['common'] : typeof ns === 'string' ? [ns as Namespace] : ns;
  const listKey = list.join(',');
  // The same function while the language stays, so effects that depend on it do not re-run.
  // biome-ignore lint/correctness/useExhaustiveDependencies: listKey stands for the list's content.
  const t = useMemo(() => fixedT(lng, ns), [lng, listKey]);
  // Suspense's promise protocol (as react-i18next does): `use()` cannot be called only while
  // loading, and a screen whose texts are already here must not suspend at all.
  if (!isReady(lng, list)) throw whenReady(lng, list);
  return { t, i18n, ready: true };
}
