import type { ClockTime } from '@ttc/shared-protocol/clock/time';
import { useEffect, useState, useSyncExternalStore } from 'react';

/**
 * The time under the child's finger during a drag, as a tiny store: the clock writes it once
 * per frame and only the components that read it re-render, never the whole screen.
 */
export type LiveTime = {
  set: (time: ClockTime | null) => void;
  subscribe: (listener: () => void) => () => void;
  get: () => ClockTime | null;
};

function createLiveTime(): LiveTime {
  let current: ClockTime | null = null;
  const listeners = new Set<() => void>();
  return {
    set(time) {
      if (time === current) return;
      current = time;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get: () => current,
  };
}

/**
 * A LiveTime that lives as long as the component. It forgets the dragged time whenever a
 * pointer is lifted or cancelled anywhere: a drag that ends where it started (or is dropped)
 * commits nothing, and the last live time must not outlive it.
 */
export function useLiveTimeStore(): LiveTime {
  const [store] = useState(createLiveTime);
  useEffect(() => {
    const clear = () => store.set(null);
    window.addEventListener('pointerup', clear, true);
    window.addEventListener('pointercancel', clear, true);
    return () => {
      window.removeEventListener('pointerup', clear, true);
      window.removeEventListener('pointercancel', clear, true);
    };
  }, [store]);
  return store;
}

/** The dragged time while a drag is on, else `committed`. */
export function useLiveTime(store: LiveTime, committed: ClockTime): ClockTime {
  const live = useSyncExternalStore(store.subscribe, store.get, store.get);
  return live ?? committed;
}
