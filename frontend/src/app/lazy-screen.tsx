import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { loadNamespaces, type Namespace } from '../lib/i18n';
import { loadQueryClient } from '../lib/query-client-source';

export type LazyScreenOptions = {
  /**
   * The screen reads or writes server data through TanStack Query (default true). The
   * student-facing screens say false, so a child's first load never carries the library.
   */
  queries?: boolean;
};

/**
 * A screen whose code loads on first visit. Its translation files (and, for screens with
 * queries, TanStack Query and the app's client) load at the same time, never one after another.
 */
export function lazyScreen<P extends object>(
  load: () => Promise<ComponentType<P>>,
  namespaces: readonly Namespace[] = [],
  { queries = true }: LazyScreenOptions = {},
): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => {
    if (!queries) {
      const [Screen] = await Promise.all([load(), loadNamespaces(namespaces)]);
      return { default: Screen };
    }
    const [Screen, client, { QueryClientProvider }] = await Promise.all([
      load(),
      loadQueryClient(),
      import('./query-scope'),
      loadNamespaces(namespaces),
    ]);
    // biome-ignore lint/correctness/noComponentHookFactories: lazy() runs this factory once per screen, so the component is created once and never remounts.
    function WithQueries(props: P) {
      return (
        <QueryClientProvider client={client}>
          <Screen {...props} />
        </QueryClientProvider>
      );
    }
    return { default: WithQueries };
  });
}
