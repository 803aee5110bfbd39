import { type ComponentType, lazy, useState } from 'react';
import { loadNamespaces, type Namespace } from '../lib/i18n';
import { loadQueryClient } from '../lib/query-client-source';

export type LazyScreenOptions = {
  /**
   * The screen reads or writes server data through TanStack Query (default true). The
   * student-facing screens say false, so a child's first load never carries the library.
   */
  queries?: boolean;
};

/** A screen loaded on first use; `preload()` loads it ahead, so its first render never waits. */
export type LazyScreen<P extends object> = ComponentType<P> & { preload(): Promise<void> };

/**
 * A screen whose code loads on first visit. Its translation files (and, for screens with
 * queries, TanStack Query and the app's client) load at the same time, never one after another.
 */
export function lazyScreen<P extends object>(
  load: () => Promise<ComponentType<P>>,
  namespaces: readonly Namespace[] = [],
  { queries = true }: LazyScreenOptions = {},
): LazyScreen<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const loadOnce = () => {
    loading ??= loadScreen(load, namespaces, queries).then((Screen) => {
      loaded = Screen;
      return { default: Screen };
    });
    return loading;
  };
  const Lazy = lazy(loadOnce);
  // biome-ignore lint/correctness/noComponentHookFactories: lazyScreen runs once per screen at module load, so each screen's component is created once.
  function Screen(props: P) {
    // Chosen once per mount: a preloaded screen renders at once (React.lazy would suspend for
    // one turn even on a settled promise, flashing the loading screen over the page's HTML).
    const [Chosen] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Chosen {...props} />;
  }
  Screen.preload = () => loadOnce().then(() => undefined);
  return Screen;
}

async function loadScreen<P extends object>(
  load: () => Promise<ComponentType<P>>,
  namespaces: readonly Namespace[],
  queries: boolean,
): Promise<ComponentType<P>> {
  if (!queries) {
    const [Screen] = await Promise.all([load(), loadNamespaces(namespaces)]);
    return Screen;
  }
  const [Screen, client, { QueryClientProvider }] = await Promise.all([
    load(),
    loadQueryClient(),
    import('./query-scope'),
    loadNamespaces(namespaces),
  ]);
  // biome-ignore lint/correctness/noComponentHookFactories: each screen's loader runs once, so the component is created once and never remounts.
  function WithQueries(props: P) {
    return (
      <QueryClientProvider client={client}>
        <Screen {...props} />
      </QueryClientProvider>
    );
  }
  return WithQueries;
}
