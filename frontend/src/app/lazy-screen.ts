import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { loadNamespaces, type Namespace } from '../lib/i18n';

/**
 * A screen whose code loads on first visit. Its translation files load at the same time, so
 * the screen never waits for them one after the other.
 */
export function lazyScreen<P extends object>(
  load: () => Promise<ComponentType<P>>,
  namespaces: readonly Namespace[] = [],
): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => {
    const [Screen] = await Promise.all([load(), loadNamespaces(namespaces)]);
    return { default: Screen };
  });
}
