import { describe, expect, it } from 'vitest';
import { readVerifyParams } from './link-params';

const ORIGIN = 'https://class.example';

describe('readVerifyParams', () => {
  it('When a magic link carries a redirect to a page of this site, then that page is where it leads', () => {
    const join = encodeURIComponent(`${ORIGIN}/school/join?token=abc`);
    expect(readVerifyParams(`?token_hash=t1&type=magiclink&redirect_to=${join}`, ORIGIN)).toEqual({
      kind: 'magiclink',
      tokenHash: 't1',
      next: '/school/join?token=abc',
    });
  });

  it('When the redirect names another site or none, then the link leads nowhere special', () => {
    const other = encodeURIComponent('https://evil.example/school/join');
    expect(readVerifyParams(`?token_hash=t1&type=magiclink&redirect_to=${other}`, ORIGIN)).toEqual({
      kind: 'magiclink',
      tokenHash: 't1',
      next: null,
    });
    expect(readVerifyParams('?token_hash=t1&type=magiclink', ORIGIN)).toEqual({
      kind: 'magiclink',
      tokenHash: 't1',
      next: null,
    });
  });

  it('When the type is not magiclink or the token is missing, then the link is invalid', () => {
    expect(readVerifyParams('?token_hash=t1&type=recovery', ORIGIN)).toEqual({ kind: 'invalid' });
    expect(readVerifyParams('?type=magiclink', ORIGIN)).toEqual({ kind: 'invalid' });
  });
});
