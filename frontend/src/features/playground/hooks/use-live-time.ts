import { shortestFaceDelta } from '@ttc/shared-protocol/clock/drag';
import { type ClockTime, toFaceMinutes } from '@ttc/shared-protocol/clock/time';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';

/** Where a drag has got to: the time under the finger and the signed minutes moved so far. */
export type LiveDrag = { time: ClockTime; delta: number };

/**
 * The drag in progress, as a tiny store: the clock writes it once per frame (onDragTime) and only
 * the components that read it re-render, never the whole screen.
 */
export type LiveTime = {
  /** A new time under the finger, or null when the drag is over. */
  set: (time: ClockTime | null) => void;
  subscribe: (listener: () => void) => () => void;
  get: () => LiveDrag | null;
};

function createLiveTime(committed: () => ClockTime): LiveTime {
  let current: LiveDrag | null = null;
  const listeners = new Set<() => void>();
  return {
    set(time) {
      if (time === null) {
        if (current === null) return;
        current = null;
      } else {
        // Frames are a few minutes apart at most, so the shorter way round between two of them
        // is the way the hand went; summed, they say how far (and which way) the drag has gone.
        const from = current?.time ?? committed();
        const step = shortestFaceDelta(toFaceMinutes(from), toFaceMinutes(time));
        if (current !== null && step === 0) return;
        current = { time, delta: (current?.delta ?? 0) + step };
      }
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
 * A LiveTime that lives as long as the component; `committed` is the time the drag starts from.
 * It forgets the drag whenever a pointer is lifted or cancelled anywhere: a drag that ends where
 * it started (or is dropped) commits nothing, and its last frame must not outlive it.
 */
export function useLiveTimeStore(committed: ClockTime): LiveTime {
  const base = useRef(committed);
  base.current = committed;
  const [store] = useState(() => createLiveTime(() => base.current));
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

/** The drag in progress, or null between drags. */
export function useLiveDrag(store: LiveTime): LiveDrag | null {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

/** The dragged time while a drag is on, else `committed`. */
export function useLiveTime(store: LiveTime, committed: ClockTime): ClockTime {
  return useLiveDrag(store)?.time ?? committed;
}
