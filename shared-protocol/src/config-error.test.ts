import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ConfigError, parseEnv } from './config-error';

const schema = z.object({
  PORT: z.coerce.number().int().min(1, 'must be at least 1'),
  DATABASE_URL: z.string().startsWith('postgres://', 'must be a postgres:// URL').optional(),
});

describe('parseEnv', () => {
  it('When every variable is valid, then the parsed values come back', () => {
    expect(parseEnv(schema, { PORT: '3000' })).toEqual({ PORT: 3000 });
  });

  it('When a variable is wrong, then the error names it and shows the value', () => {
    const error = (() => {
      try {
        parseEnv(schema, { PORT: '0' });
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).variable).toBe('PORT');
    expect((error as ConfigError).message).toBe('Invalid PORT: must be at least 1 (got "0")');
  });

  it('When a URL or key is wrong, then its value is never echoed', () => {
    expect(() =>
      parseEnv(schema, { PORT: '1', DATABASE_URL: 'mysql://admin:hunter2@db/x' }),
    ).toThrow('Invalid DATABASE_URL: must be a postgres:// URL (value hidden)');
  });
});
