import { useCallback, useEffect, useRef, useState } from 'react';
import {
  type GateState,
  GuestGateTiming,
  recordInput,
  snooze,
  startGate,
  tick,
} from '../model/gate';
import { readStoredGate, writeStoredGate } from '../model/gate-storage';

/** Time as the gate reads it; tests hand in one they move by hand. */
export type GateClock = {
  now: () => number;
  /** Calls `fn` every `ms` until the returned function is called. */
  every: (ms: number, fn: () => void) => () => void;
};

export const browserClock: GateClock = {
  now: () => Date.now(),
  every: (ms, fn) => {
    const id = window.setInterval(fn, ms);
    return () => window.clearInterval(id);
  },
};

/** What counts as the guest doing something. */
const INPUT_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

/** Another modal (a game's feedback dialog) is open: the gate waits for it to close. */
function otherDialogOpen(): boolean {
  return document.querySelector('[aria-modal="true"]') !== null;
}

export type GuestGate = {
  open: boolean;
  /** Active time so far, ms. */
  activeMs: () => number;
  /** 'Remind me later': closes the modal for 60 s. */
  remindLater: () => void;
};

/**
 * The guest gate's clock (spec section 4): once a second, active time grows while the page is
 * visible and the guest gave input within 30 s; at 3 minutes the modal opens unless snoozed.
 * Active time and the snooze are kept on the device. Re-renders only when the modal opens or
 * closes.
 */
export function useGuestGate(clock: GateClock = browserClock): GuestGate {
  const gate = useRef<GateState | null>(null);
  gate.current ??= startGate({ now: clock.now(), ...readStoredGate() });
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const onInput = () => {
      if (gate.current) gate.current = recordInput(gate.current, clock.now());
    };
    for (const name of INPUT_EVENTS) {
      window.addEventListener(name, onInput, { passive: true, capture: true });
    }
    const stop = clock.every(GuestGateTiming.tickMs, () => {
      const before = gate.current;
      if (!before) return;
      let next = tick(before, clock.now(), document.visibilityState === 'visible');
      // Only at the moment of opening: once open, the dialog found would be the gate's own.
      if (next.open && !before.open && otherDialogOpen()) next = { ...next, open: false };
      if (next === before) return;
      gate.current = next;
      if (next.activeMs !== before.activeMs) {
        writeStoredGate({ activeMs: next.activeMs, snoozedUntil: next.snoozedUntil });
      }
      if (next.open !== before.open) setOpen(next.open);
    });
    return () => {
      for (const name of INPUT_EVENTS) {
        window.removeEventListener(name, onInput, { capture: true });
      }
      stop();
    };
  }, [clock]);

  const remindLater = useCallback(() => {
    if (!gate.current) return;
    const next = snooze(gate.current, clock.now());
    gate.current = next;
    writeStoredGate({ activeMs: next.activeMs, snoozedUntil: next.snoozedUntil });
    setOpen(false);
  }, [clock]);

  const activeMs = useCallback(() => gate.current?.activeMs ?? 0, []);

  return { open, activeMs, remindLater };
}
