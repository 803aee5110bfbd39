import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { newGameId, stableGameId } from './game-id';

// The server's check of POST /api/progress `gameId`.
const uuid = z.uuid();

describe('game ids', () => {
  it('When the same text is hashed twice, then the id is the same, and a valid UUID', () => {
    const a = stableGameId('guest-history:v1:[{"questionId":1}]');
    expect(stableGameId('guest-history:v1:[{"questionId":1}]')).toBe(a);
    expect(uuid.safeParse(a).success).toBe(true);
    expect(a[14]).toBe('8');
  });

  it('When texts differ by one character, then the ids differ', () => {
    const ids = new Set(
      Array.from({ length: 2000 }, (_, i) => stableGameId(`answers:${i}`)).concat(
        stableGameId('answers:0 '),
      ),
    );
    expect(ids.size).toBe(2001);
  });

  it('When a new id is made, then it is a random version 4 UUID', () => {
    const id = newGameId();
    expect(uuid.safeParse(id).success).toBe(true);
    expect(newGameId()).not.toBe(id);
  });

  describe('outside a secure context', () => {
    afterEach(() => {
      vi.unstubAllGlobals();
    });

    it('When crypto.randomUUID is missing, then the id is made from getRandomValues', () => {
      const getRandomValues = crypto.getRandomValues.bind(crypto);
      vi.stubGlobal('crypto', { getRandomValues });
      const id = newGameId();
      expect(uuid.safeParse(id).success).toBe(true);
      expect(id[14]).toBe('4');
    });
  });
});
