import { describe, expect, it } from 'vitest';
import { CURSOR_MAX_ENDED_AT_MS, decodeCursor, encodeCursor } from './cursor';

const ID = '0b6f1c7e-3d2a-4c55-9a8e-1f2d3c4b5a69';
const token = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('decodeCursor', () => {
  it('When a cursor this server made comes back, then it decodes to the same page end', () => {
    const cursor = { endedAt: new Date(1_757_500_000_123), id: ID };
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
  });

  it.each([
    ['an end time past what a Date holds (9e15)', [9e15, ID]],
    ['an end time past year 9999', [CURSOR_MAX_ENDED_AT_MS + 1, ID]],
    ['a negative end time', [-1, ID]],
    ['a fractional end time', [1.5, ID]],
    ['an end time as a string', ['1757500000000', ID]],
    ['an id that is no uuid', [1_757_500_000_000, 'x']],
    ['a third member', [1_757_500_000_000, ID, 1]],
    ['an object', { endedAt: 1, id: ID }],
    ['null', null],
  ])(
    'When the cursor holds %s, then it is no cursor (null, never an Invalid Date)',
    (_what, value) => {
      expect(decodeCursor(token(value))).toBeNull();
    },
  );

  it('When the cursor is not base64url of JSON, then it is no cursor', () => {
    expect(decodeCursor('%%%')).toBeNull();
    expect(decodeCursor('bm90LWpzb24')).toBeNull();
  });

  it('When the end time is the last one allowed, then it still decodes to a valid date', () => {
    const decoded = decodeCursor(token([CURSOR_MAX_ENDED_AT_MS, ID]));
    expect(decoded?.endedAt.toISOString()).toBe('9999-12-31T23:59:59.999Z');
  });
});
