/**
 * A small seeded pseudo-random generator (mulberry32) so that every game is reproducible from
 * its seed: the same seed gives the same questions on the device, on the server and in tests.
 * Not for anything secret.
 */
export type Rng = {
  /** The next unsigned 32-bit integer. */
  nextUint32(): number;
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. Throws a RangeError when max < min. */
  int(min: number, max: number): number;
  /** One element of a non-empty list. Throws a RangeError on an empty list. */
  pick<T>(items: readonly T[]): T;
  /** A shuffled copy (Fisher-Yates); the input is not changed. */
  shuffle<T>(items: readonly T[]): T[];
};

/** Any number becomes a 32-bit seed (NaN and infinities become 0). */
export function toSeed(seed: number): number {
  return Number.isFinite(seed) ? Math.trunc(seed) >>> 0 : 0;
}

/** A generator seeded with `seed`; two generators with the same seed give the same sequence. */
export function createRng(seed: number): Rng {
  let state = toSeed(seed);
  const nextUint32 = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
  const next = (): number => nextUint32() / 4294967296;
  const int = (min: number, max: number): number => {
    const lo = Math.ceil(min);
    const hi = Math.floor(max);
    if (!Number.isFinite(lo) || !Number.isFinite(hi) || hi < lo) {
      throw new RangeError(`int: empty range [${min}, ${max}]`);
    }
    return lo + Math.floor(next() * (hi - lo + 1));
  };
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new RangeError('pick: empty list');
    return items[int(0, items.length - 1)] as T;
  };
  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = int(0, i);
      const tmp = copy[i] as T;
      copy[i] = copy[j] as T;
      copy[j] = tmp;
    }
    return copy;
  };
  return { nextUint32, next, int, pick, shuffle };
}

/**
 * A 32-bit seed derived from several parts (numbers or strings), e.g. a session code and a
 * question number. FNV-1a over the parts' text, then one avalanche step.
 */
export function deriveSeed(...parts: ReadonlyArray<number | string>): number {
  let hash = 0x811c9dc5;
  const text = parts.map((p) => (typeof p === 'number' ? `n${toSeed(p)}` : `s${p}`)).join('|');
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  return hash >>> 0;
}
