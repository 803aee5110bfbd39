import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 256 bits from the CSPRNG, base64url: link tokens, PKCE codes and refresh tokens. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** How every secret is stored: the hex SHA-256 of what the client holds. */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

export type CodeChallengeMethod = 's256' | 'plain';

/** RFC 7636: does this code_verifier answer the stored challenge? Compared in constant time. */
export function pkceVerifierMatches(
  verifier: string,
  challenge: string,
  method: CodeChallengeMethod,
): boolean {
  const expected =
    method === 's256'
      ? createHash('sha256').update(verifier, 'ascii').digest('base64url')
      : verifier;
  const a = Buffer.from(expected);
  const b = Buffer.from(challenge);
  return a.length === b.length && timingSafeEqual(a, b);
}
