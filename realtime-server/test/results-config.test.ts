import { ConfigError } from '@ttc/shared-protocol/config-error';
import { describe, expect, it } from 'vitest';
import { parseResultsConfig } from '../src/results/results-config';

describe('parseResultsConfig', () => {
  it('When nothing is set, then there is no API URL and no token (results wait in the outbox)', () => {
    expect(parseResultsConfig({})).toEqual({ apiUrl: null, token: null });
    expect(parseResultsConfig({ API_INTERNAL_URL: ' ', INTERNAL_API_TOKEN: '' })).toEqual({
      apiUrl: null,
      token: null,
    });
  });

  it('When both are set, then the URL loses its trailing slashes and the token is kept as is', () => {
    const token = 'k'.repeat(32);
    expect(
      parseResultsConfig({
        API_INTERNAL_URL: 'https://api.internal/base//',
        INTERNAL_API_TOKEN: token,
      }),
    ).toEqual({ apiUrl: 'https://api.internal/base', token });
  });

  it.each([
    ['API_INTERNAL_URL', 'api-host:3001'],
    ['API_INTERNAL_URL', 'ftp://api:3001'],
    ['API_INTERNAL_URL', 'http://user:secret@api:3001'],
    ['API_INTERNAL_URL', 'http://api:3001/?x=1'],
    ['INTERNAL_API_TOKEN', 'too-short-secret'],
  ])(
    'When %s is %s, then the start stops with a ConfigError naming it, never echoing the value',
    (variable, value) => {
      let error: unknown;
      try {
        parseResultsConfig({ [variable]: value });
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).variable).toBe(variable);
      expect((error as ConfigError).message).toContain('value hidden');
      expect((error as ConfigError).message).not.toContain(value);
    },
  );
});
