import { describe, expect, it } from 'vitest';
import { createOriginPolicy } from './origin-policy';

describe('createOriginPolicy', () => {
  const isAllowed = createOriginPolicy(['http://localhost:3000', 'https://school.example']);

  it('[OP1] allows listed origins, however they are spelled', () => {
    for (const origin of [
      'http://localhost:3000',
      'https://school.example',
      'HTTPS://SCHOOL.EXAMPLE',
      'https://school.example:443',
    ]) {
      expect(isAllowed(origin), origin).toBe(true);
    }
  });

  it('[OP2] refuses every other origin, including null and look-alikes', () => {
    for (const origin of [
      'https://evil.example',
      'null',
      '',
      'http://school.example',
      'https://school.example.evil.example',
      'https://evil.example/https://school.example',
      'http://localhost:3001',
      'file://',
      'localhost:3000',
    ]) {
      expect(isAllowed(origin), origin).toBe(false);
    }
  });

  it('[OP3] allows a request without an Origin header (not a browser)', () => {
    expect(isAllowed(undefined)).toBe(true);
  });
});
