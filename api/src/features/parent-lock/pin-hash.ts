import { createHash, randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * scrypt's cost: N = 2^15, r = 8, p = 1 takes about 32 MiB and ~100 ms per hash, so a leaked
 * table costs a guesser that much for each of the 10,000 PINs of every account.
 */
const PARAMS = { N: 2 ** 15, r: 8, p: 1 } as const;
/** Above scrypt's 128 * N * r bytes (32 MiB) with headroom; Node's default (32 MiB) is too small. */
const MAX_MEMORY = 64 * 1024 * 1024;
const KEY_BYTES = 32;
const SALT_BYTES = 16;
/** No stored string may make the server spend more than this (a row edited by hand). */
const MAX_N = 2 ** 17;

function derive(pin: string, salt: Buffer, params: ScryptOptions, keyBytes: number) {
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(pin, salt, keyBytes, { ...params, maxmem: MAX_MEMORY }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$<N>$<r>$<p>$<salt base64url>$<key base64url>`: the parameters travel with the hash. */
export async function hashPin(pin: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(pin, salt, PARAMS, KEY_BYTES);
  return [
    'scrypt',
    PARAMS.N,
    PARAMS.r,
    PARAMS.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

/** Whether `pin` is the one `stored` was made from; compared in constant time. */
export async function pinMatches(pin: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, salt, key] = stored.split('$');
  if (kind !== 'scrypt' || !salt || !key) return false;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  const valid =
    Number.isInteger(params.N) &&
    params.N > 1 &&
    params.N <= MAX_N &&
    (params.N & (params.N - 1)) === 0 &&
    params.r >= 1 &&
    params.r <= 16 &&
    params.p >= 1 &&
    params.p <= 4;
  if (!valid) return false;
  const expected = Buffer.from(key, 'base64url');
  if (expected.length < 16) return false;
  const actual = await derive(pin, Buffer.from(salt, 'base64url'), params, expected.length);
  return timingSafeEqual(actual, expected);
}

/**
 * A short name of one PIN hash: unlock tokens carry it in their signature, so changing,
 * removing or resetting the PIN ends every unlock given for the old one.
 */
export function pinVersion(stored: string): string {
  return createHash('sha256').update(stored, 'utf8').digest('base64url').slice(0, 16);
}
