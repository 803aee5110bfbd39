/** Spec section 9: the guest gate's timing. */
export const GuestGateTiming = {
  /** Active time before the sign-up modal opens (3 min). */
  thresholdMs: 180_000,
  /** 'Remind me later' keeps it closed this long. */
  snoozeMs: 60_000,
  /** No input for this long counts as idle. */
  idleAfterMs: 30_000,
  /** Active time grows by one tick each second. */
  tickMs: 1000,
} as const;

/** The guest gate (spec section 4): active time, the last input, the snooze and the modal. */
export type GateState = {
  activeMs: number;
  /** When the guest last touched, clicked, typed or scrolled (ms since the epoch). */
  lastInputAt: number;
  /** The modal stays closed until this time after 'Remind me later'; null when not snoozed. */
  snoozedUntil: number | null;
  open: boolean;
};

export function startGate(input: {
  now: number;
  activeMs?: number;
  snoozedUntil?: number | null;
}): GateState {
  return {
    activeMs: Math.max(0, input.activeMs ?? 0),
    lastInputAt: input.now,
    snoozedUntil: input.snoozedUntil ?? null,
    open: false,
  };
}

/** The guest did something: they count as active for the next 30 s. */
export function recordInput(state: GateState, now: number): GateState {
  return now > state.lastInputAt ? { ...state, lastInputAt: now } : state;
}

/** Whether the guest counts as active: the page is visible and input came within 30 s. */
export function isActive(state: GateState, now: number, visible: boolean): boolean {
  return visible && now - state.lastInputAt < GuestGateTiming.idleAfterMs;
}

/**
 * One second passed: active time grows by a tick while the guest is active and the modal is
 * closed, and the modal opens once active time reaches 3 minutes and no snooze holds it back.
 */
export function tick(state: GateState, now: number, visible: boolean): GateState {
  if (state.open) return state;
  const activeMs = isActive(state, now, visible)
    ? state.activeMs + GuestGateTiming.tickMs
    : state.activeMs;
  const snoozed = state.snoozedUntil !== null && now < state.snoozedUntil;
  const open = activeMs >= GuestGateTiming.thresholdMs && !snoozed;
  if (activeMs === state.activeMs && !open) return state;
  return { ...state, activeMs, open };
}

/** 'Remind me later': the modal closes for 60 s. */
export function snooze(state: GateState, now: number): GateState {
  return { ...state, open: false, snoozedUntil: now + GuestGateTiming.snoozeMs };
}
