// Small hand-written checks for values read back from browser storage. The shared zod schemas
// would do the same, but calling zod at runtime adds ~25 KiB gz to the student routes' first
// load (performance budget B9), so stored records are checked here instead.

/** A plain object (not null, not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An integer in [min, max]. */
export function isIntIn(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

/** A whole number of ms since the epoch (or any non-negative safe integer). */
export function isTimestamp(value: unknown): value is number {
  return isIntIn(value, 0, Number.MAX_SAFE_INTEGER);
}

/** One of the given strings. */
export function isOneOf<T extends string>(value: unknown, allowed: readonly T[]): value is T {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value);
}

/** A face time: hour 1-12, minute 0-59. */
export function isClockTime(value: unknown): value is { hour: number; minute: number } {
  return isRecord(value) && isIntIn(value.hour, 1, 12) && isIntIn(value.minute, 0, 59);
}

/**
 * JSON.parse that returns `undefined` instead of throwing, so a hand-edited value is reported
 * the same way as any other invalid one.
 */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Spec section 4: corrupt stored data is "logged and treated as none". */
export function warnIgnored(key: string, reason: string): void {
  console.warn(`Ignoring the stored "${key}" on this device: ${reason}.`);
}
