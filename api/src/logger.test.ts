import { describe, expect, it } from 'vitest';
import { createLogger, redactSecretFields, scrubSecrets, serializeRequest } from './logger';

describe('scrubSecrets', () => {
  it('When a line holds email addresses, bearer tokens or JWTs, then they are masked', () => {
    const line =
      '{"msg":"Key (email)=(Ada.L+x@mail.example.co.uk) exists","h":"Bearer abc.def-123","t":"eyJhbGciOi.eyJzdWIiOi.sig_1"}';
    expect(scrubSecrets(line)).toBe(
      '{"msg":"Key (email)=([email]) exists","h":"Bearer [token]","t":"[token]"}',
    );
  });

  it('When a line holds package scopes and versions, then they are left alone', () => {
    const line = 'at node_modules/@electric-sql/pglite/dist/index.js pino@10.4.0';
    expect(scrubSecrets(line)).toBe(line);
  });
});

describe('redactSecretFields', () => {
  it('When secret keys sit at any depth of plain data, then their values are replaced', () => {
    expect(
      redactSecretFields({
        email: 'a@b.co',
        user: { profile: { Email: 'x', token_hash: 'h' }, list: [{ password: 'p', ok: 1 }] },
        kept: 'yes',
      }),
    ).toEqual({
      email: '[redacted]',
      user: {
        profile: { Email: '[redacted]', token_hash: '[redacted]' },
        list: [{ password: '[redacted]', ok: 1 }],
      },
      kept: 'yes',
    });
  });

  it('When the value is a class instance, then it is left to its serializer', () => {
    const error = new Error('x');
    expect(redactSecretFields({ err: error })).toEqual({ err: error });
  });
});

describe('serializeRequest', () => {
  it('When the URL has a query string, then only the path and harmless headers are kept', () => {
    expect(
      serializeRequest({
        id: 'r1',
        method: 'GET',
        url: '/api/levels?token=abc#frag',
        headers: {
          authorization: 'Bearer x',
          cookie: 'c',
          'user-agent': 'ua',
          referer: '/auth/callback?code=1',
        },
      }),
    ).toEqual({ id: 'r1', method: 'GET', path: '/api/levels', headers: { 'user-agent': 'ua' } });
  });
});

describe('createLogger', () => {
  it('When the level is silent, then nothing is written', () => {
    const lines: string[] = [];
    createLogger({ logLevel: 'silent' }, { write: (line: string) => void lines.push(line) }).error(
      'x',
    );
    expect(lines).toEqual([]);
  });
});
