import { describe, expect, it } from 'vitest';
import { publicConfigSchema } from './config';

const body = {
  auth: { provider: 'builtin', url: 'http://localhost:3000', anonKey: 'anon' },
  publicUrl: 'http://localhost:3000',
  stripe: null,
  features: { liveSessions: true, payments: false, accounts: true },
};

describe('GET /api/config schema', () => {
  it('When a newer server adds fields, then a tab on an older build still reads the config and drops them', () => {
    const newer = { ...body, future: { flag: true }, features: { ...body.features, later: true } };
    expect(publicConfigSchema.parse(newer)).toEqual(body);
  });

  it('When a field the browser needs is missing or of the wrong kind, then it is refused', () => {
    expect(publicConfigSchema.safeParse({ ...body, auth: undefined }).success).toBe(false);
    expect(
      publicConfigSchema.safeParse({ ...body, features: { liveSessions: 'yes' } }).success,
    ).toBe(false);
  });
});
