/**
 * Game ids for POST /api/progress. The server stores a game once per id and user, so an id must
 * be made once and reused on every retry: a finished game gets a random id that the pending queue
 * keeps; a merged guest history gets an id computed from its answers, so that another tab (or a
 * second run after a crash) computes the same id for the same answers and the server keeps them
 * once.
 */

function toUuid(bytes: Uint8Array, version: number): string {
  const copy = Uint8Array.from(bytes);
  copy[6] = ((copy[6] ?? 0) & 0x0f) | (version << 4);
  // RFC 9562 variant: the top bits of byte 8 are 10.
  copy[8] = ((copy[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(copy, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/**
 * A new random (version 4) id. `crypto.randomUUID` exists only in secure contexts (https,
 * localhost); a classroom server reached by plain http on the LAN still has `getRandomValues`.
 */
export function newGameId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return toUuid(crypto.getRandomValues(new Uint8Array(16)), 4);
}

/**
 * A 128-bit non-cryptographic hash of a string (four 32-bit lanes, each character mixed into
 * all of them, then a final avalanche). Synchronous and the same in every browser, unlike
 * `crypto.subtle`, which is async and missing outside secure contexts. Collisions only matter
 * between one user's own games, so 2^-64-ish odds are plenty.
 */
export function hash128(text: string): Uint8Array {
  let h1 = 0x6a09e667;
  let h2 = 0xbb67ae85;
  let h3 = 0x3c6ef372;
  let h4 = 0xa54ff53a;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  const out = new Uint8Array(16);
  const view = new DataView(out.buffer);
  view.setUint32(0, h1 >>> 0);
  view.setUint32(4, h2 >>> 0);
  view.setUint32(8, h3 >>> 0);
  view.setUint32(12, h4 >>> 0);
  return out;
}

/** A stable id (a version 8, "custom", UUID) for a text: the same text always gives the same id. */
export function stableGameId(text: string): string {
  return toUuid(hash128(text), 8);
}
