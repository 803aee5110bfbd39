import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { isTourDone, markTourDone, TipsTourOutcome } from './tour-storage';

/** What a screen holds to run its tips tour; pass it to `<TipsTour tour={...} />`. */
export type TipsTourController = {
  /** Whether the tour is showing. */
  isOpen: boolean;
  /** The step shown, from 0. */
  stepIndex: number;
  /** Opens the tour at its first step (the replay button). */
  start: () => void;
  next: () => void;
  back: () => void;
  /** Closes the tour and remembers it was skipped. */
  skip: () => void;
  /** Closes the tour and remembers it was completed. */
  complete: () => void;
};

export type UseTipsTourOptions = {
  /**
   * Whether the tour may open by itself now (default true). It opens once, the first time this
   * is true while the device has no record of the tour; a screen that cannot show its targets
   * yet (a phone in portrait) passes false until it can.
   */
  autoStart?: boolean;
};

type TourState = { isOpen: boolean; stepIndex: number };

/**
 * A tips tour that opens on the first visit until the device remembers it as completed or
 * skipped under `storageKey` (spec section 4), and can be replayed with `start()`.
 */
export function useTipsTour(
  storageKey: string,
  { autoStart = true }: UseTipsTourOptions = {},
): TipsTourController {
  const [state, setState] = useState<TourState>(() => ({
    isOpen: autoStart && !isTourDone(storageKey),
    stepIndex: 0,
  }));
  // Opened by itself at most once per visit, even if autoStart goes false and true again.
  const autoOpened = useRef(state.isOpen);

  useEffect(() => {
    if (!autoStart || autoOpened.current) return;
    autoOpened.current = true;
    if (!isTourDone(storageKey)) setState({ isOpen: true, stepIndex: 0 });
  }, [autoStart, storageKey]);

  const finish = useCallback(
    (outcome: TipsTourOutcome) => {
      markTourDone(storageKey, outcome);
      setState({ isOpen: false, stepIndex: 0 });
    },
    [storageKey],
  );

  return useMemo(
    () => ({
      ...state,
      start: () => setState({ isOpen: true, stepIndex: 0 }),
      next: () => setState((s) => ({ ...s, stepIndex: s.stepIndex + 1 })),
      back: () => setState((s) => ({ ...s, stepIndex: Math.max(0, s.stepIndex - 1) })),
      skip: () => finish(TipsTourOutcome.skipped),
      complete: () => finish(TipsTourOutcome.completed),
    }),
    [state, finish],
  );
}
