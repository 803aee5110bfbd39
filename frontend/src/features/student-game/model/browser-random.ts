// Randomness comes from the browser here and goes into the pure game domain as arguments (a
// seed, a number in [0, 1)), so the domain stays deterministic and testable.

/** A random unsigned 32-bit integer from the browser's cryptographic generator. */
export function randomUint32(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0] ?? 0;
}

/** A random number in [0, 1). */
export function randomUnit(): number {
  return randomUint32() / 2 ** 32;
}

/**
 * A fixed game seed from `?seed=` in development builds only (to replay one game by hand);
 * null in production builds or when the parameter is not a whole number 0..2^32-1.
 */
export function devSeed(search: string, isDev: boolean = import.meta.env.DEV): number | null {
  if (!isDev) return null;
  const raw = new URLSearchParams(search).get('seed');
  if (raw === null || !/^\d{1,10}$/.test(raw)) return null;
  const seed = Number(raw);
  return seed <= 0xffffffff ? seed : null;
}
