import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './connection-errors';

/** An error as Node or a driver makes one: a message and a `code`. */
const withCode = (code: string, message = code) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection (postgres.js)', withCode('ECONNREFUSED', 'connect ECONNREFUSED')],
    ['a connection reset', withCode('ECONNRESET')],
    ['postgres.js giving up connecting', withCode('CONNECT_TIMEOUT')],
    ['postgres.js losing its connection', withCode('CONNECTION_CLOSED')],
    ['postgres.js after end()', withCode('CONNECTION_ENDED')],
    ['a server shutting down (57P01)', withCode('57P01', 'terminating connection')],
    ['a server starting up (57P03)', withCode('57P03', 'the database system is starting up')],
    ['too many connections (53300)', withCode('53300')],
    ['a connection exception (08006)', withCode('08006')],
    ['a closed PGlite', new Error('PGlite is closed')],
    ['a closing PGlite', new Error('PGlite is closing')],
    [
      'an AggregateError of refused addresses',
      new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], ''),
    ],
    [
      "drizzle's wrapper around a refused connection",
      new DrizzleQueryError('select 1', [], withCode('ECONNREFUSED')),
    ],
  ])('When the error is %s, then the database counts as unavailable', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation (23505)', withCode('23505', 'duplicate key')],
    ['a syntax error (42601)', withCode('42601')],
    ['a plain bug', new TypeError('x is undefined')],
    ['an Invalid Date sent to a query', new RangeError('Invalid time value')],
    ['a string', 'ECONNREFUSED'],
    ['null', null],
    [
      "drizzle's wrapper around a unique violation",
      new DrizzleQueryError('insert', [], withCode('23505')),
    ],
  ])('When the error is %s, then it is no outage (a 500 or a 4xx stays one)', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('When an error is its own cause, then the check still ends', () => {
    const error = withCode('XX000') as Error & { cause?: unknown };
    error.cause = error;
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
