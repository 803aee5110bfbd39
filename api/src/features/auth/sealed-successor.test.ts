import { describe, expect, it } from 'vitest';
import { openSuccessor, sealSuccessor } from './sealed-successor';
import { randomToken, sha256Hex } from './secrets';

const PAIR = { accessToken: 'eyJ.a.b', expiresAt: 1_800_000_000, refreshToken: randomToken() };

describe('sealed successor pairs', () => {
  it('When the old refresh token opens its sealed successor, then the same pair comes out', () => {
    const old = randomToken();
    expect(openSuccessor(old, sealSuccessor(old, PAIR))).toEqual(PAIR);
  });

  it('When another token, the stored hash or a tampered box is tried, then nothing opens', () => {
    const old = randomToken();
    const sealed = sealSuccessor(old, PAIR);
    expect(openSuccessor(randomToken(), sealed)).toBeNull();
    expect(openSuccessor(sha256Hex(old), sealed)).toBeNull();
    const flipped = `${sealed.slice(0, -2)}${sealed.endsWith('A') ? 'B' : 'A'}${sealed.slice(-1)}`;
    expect(openSuccessor(old, flipped)).toBeNull();
    expect(openSuccessor(old, 'v1.x.y')).toBeNull();
    expect(openSuccessor(old, 'garbage')).toBeNull();
  });

  it('When the same pair is sealed twice, then the boxes differ (a fresh IV each time)', () => {
    const old = randomToken();
    expect(sealSuccessor(old, PAIR)).not.toBe(sealSuccessor(old, PAIR));
    expect(sealSuccessor(old, PAIR)).not.toContain(PAIR.refreshToken);
  });
});
