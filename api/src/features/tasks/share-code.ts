import { randomInt } from 'node:crypto';

/** The share code's alphabet (SHARE_CODE_PATTERN): no 0/O, 1/l/I to misread on a printed link. */
export const SHARE_CODE_ALPHABET = '23456789abcdefghjkmnpqrstuvwxyz';
export const SHARE_CODE_LENGTH = 10;

/**
 * A fresh share code from the CSPRNG: 31^10 (about 8e14) codes, so guessing one is hopeless and a
 * clash with a stored code is rare enough that one retry almost always settles it.
 */
export function newShareCode(random: (max: number) => number = randomInt): string {
  let code = '';
  for (let i = 0; i < SHARE_CODE_LENGTH; i += 1) {
    code += SHARE_CODE_ALPHABET[random(SHARE_CODE_ALPHABET.length)];
  }
  return code;
}
