import { type ComponentType, lazy, useState } from 'react';

/** A part of a screen whose code loads on first use; `preload()` loads it ahead. */
export type LazyPart<P extends object> = ComponentType<P> & { preload(): Promise<void> };

/**
 * A part of a screen that appears later than the first paint (a result, a podium): its code (and
 * the libraries only it uses) stays out of the screen's first download. Once loaded (by
 * `preload()`, or a first render inside a Suspense boundary) it renders at once, without
 * suspending: preload it when the browser is idle and it never waits.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const loadOnce = () => {
    loading ??= load().then(
      (Part) => {
        loaded = Part;
        return { default: Part };
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(loadOnce);
  // biome-ignore lint/correctness/noComponentHookFactories: lazyPart runs once per part at module load, so each part's component is created once.
  function Part(props: P) {
    const [Chosen] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Chosen {...props} />;
  }
  Part.preload = () => loadOnce().then(() => undefined);
  return Part;
}
