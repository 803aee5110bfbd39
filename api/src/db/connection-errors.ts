/**
 * Whether an error means the database cannot be reached right now (a 503, not a bug): the
 * server is down, restarting, refusing connections or gone from the network, or the embedded
 * database was closed. One place for both drivers, so every route answers an outage alike.
 *
 * Errors are looked through: drizzle wraps a driver's error as `cause`, and a connection to a
 * host with several addresses fails with an AggregateError of them.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return someError(error, isConnectionFailure);
}

/** Node's socket errors: nothing answers at that address, or the connection was cut. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** postgres.js's own codes for a connection that could not be opened or was lost. */
const POSTGRES_JS_CODES = new Set([
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
]);

/**
 * SQLSTATEs the server sends when it cannot serve anyone at the moment: class 08 (connection
 * exception), shutting down or starting up (57P01-57P03), too many connections (53300).
 */
function isUnavailableSqlState(code: string): boolean {
  return /^08[0-9A-Z]{3}$/.test(code) || ['57P01', '57P02', '57P03', '53300'].includes(code);
}

/** PGlite's answers once its instance is closed (or closing): nothing will answer again. */
const PGLITE_CLOSED = /^PGlite is clos(ed|ing)$/;

function isConnectionFailure(error: object): boolean {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (SOCKET_CODES.has(code) || POSTGRES_JS_CODES.has(code)) return true;
    if (isUnavailableSqlState(code)) return true;
  }
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' && PGLITE_CLOSED.test(message);
}

/** Runs `test` on the error, its causes and an AggregateError's members (bounded depth). */
function someError(error: unknown, test: (error: object) => boolean, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 8) return false;
  if (test(error)) return true;
  if (error instanceof AggregateError && error.errors.some((e) => someError(e, test, depth + 1))) {
    return true;
  }
  return someError((error as { cause?: unknown }).cause, test, depth + 1);
}
