import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type DestinationStream, type Logger, pino } from 'pino';
import { pinoHttp } from 'pino-http';
import type { ApiConfig } from './config';

export type { Logger } from 'pino';

/** Field names whose values never reach a log line, at any depth. */
const SECRET_KEYS = [
  'email',
  'token',
  'password',
  'access_token',
  'refresh_token',
  'accessToken',
  'refreshToken',
  'token_hash',
  'code_verifier',
  'clientSecret',
  'apikey',
  'authorization',
  'cookie',
  // Columns holding secrets (db/personal-data.ts marks them), in SQL and TypeScript spelling.
  'tokenHash',
  'code_hash',
  'codeHash',
  'successor',
  'share_code',
  'shareCode',
  'pin_hash',
  'pinHash',
  'reset_token_hash',
  'resetTokenHash',
  // The parent lock's PIN and unlock token, and the address typed to confirm a deletion.
  'pin',
  'currentPin',
  'unlockToken',
  'confirmEmail',
  'x-parent-unlock',
  // Query parameters of a failed database query (drizzle's DrizzleQueryError, postgres.js).
  'params',
  'parameters',
];

/** Request and response headers that carry credentials. */
const SECRET_HEADERS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers.apikey',
  'req.headers["x-api-key"]',
  'req.headers["x-parent-unlock"]',
  'res.headers["set-cookie"]',
];

const SECRET_KEY_SET = new Set(SECRET_KEYS.map((key) => key.toLowerCase()));
const MAX_SCRUB_DEPTH = 8;

/** Request headers worth logging; everything else (cookies, keys, referers with tokens) stays out. */
const LOGGED_HEADERS = ['content-type', 'content-length', 'user-agent', 'x-request-id'];

const EMAIL_PATTERN = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
const JWT_PATTERN = /eyJ[\w-]{4,}\.[\w-]{4,}\.[\w-]*/g;
const BEARER_PATTERN = /\b(Bearer|Basic)\s+[\w.~+/=-]+/gi;

/**
 * The last line of defence: whatever a log call was handed (an error message quoting a unique
 * key, a stack), email addresses and bearer tokens are masked in the written line.
 */
export function scrubSecrets(line: string): string {
  return line
    .replace(EMAIL_PATTERN, '[email]')
    .replace(JWT_PATTERN, '[token]')
    .replace(BEARER_PATTERN, '$1 [token]');
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * Copies plain data (objects, arrays) with every secret field replaced, at any depth. Class
 * instances (a request, an error) are left to their serializers, which log safe fields only.
 */
export function redactSecretFields(value: unknown, depth = 0): unknown {
  if (depth > MAX_SCRUB_DEPTH) return value;
  if (Array.isArray(value)) return value.map((item) => redactSecretFields(item, depth + 1));
  if (!isPlainObject(value)) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    copy[key] = SECRET_KEY_SET.has(key.toLowerCase())
      ? '[redacted]'
      : redactSecretFields(item, depth + 1);
  }
  return copy;
}

/** drizzle writes a failed query's parameters into the message: `...\nparams: a@b.c,x`. */
const QUERY_PARAMS_PATTERN = /\nparams: [^\n]*/g;

/** The standard pino error serializer, minus secret fields and query parameters. */
export function serializeError(error: Error): Record<string, unknown> {
  // pino-http hands over an error its own wrapper has serialized already.
  const base = error instanceof Error ? pino.stdSerializers.err(error) : error;
  const serialized = redactSecretFields({ ...base }) as Record<string, unknown>;
  for (const key of ['message', 'stack']) {
    const text = serialized[key];
    if (typeof text === 'string') {
      serialized[key] = text.replace(QUERY_PARAMS_PATTERN, '\nparams: [redacted]');
    }
  }
  return serialized;
}

/** A destination that scrubs every line before handing it on. */
function scrubbing(destination: DestinationStream): DestinationStream {
  return { write: (line: string) => destination.write(scrubSecrets(line)) };
}

/**
 * The API's logger: JSON lines on stdout (or `destination`), at `config.logLevel`, with
 * credentials and email addresses removed by key and, as a last resort, by pattern.
 */
export function createLogger(
  config: Pick<ApiConfig, 'logLevel'>,
  destination: DestinationStream = pino.destination({ dest: 1, sync: true }),
): Logger {
  return pino(
    {
      level: config.logLevel,
      base: { service: 'api' },
      redact: { paths: SECRET_HEADERS, censor: '[redacted]' },
      formatters: { log: (object) => redactSecretFields(object) as Record<string, unknown> },
      serializers: { err: serializeError },
    },
    scrubbing(destination),
  );
}

interface StdRequest {
  id: unknown;
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
}

/** pino-http request serializer: the path without its query string, and harmless headers. */
export function serializeRequest(req: StdRequest) {
  const headers: Record<string, unknown> = {};
  for (const name of LOGGED_HEADERS) {
    if (req.headers[name] !== undefined) headers[name] = req.headers[name];
  }
  return { id: req.id, method: req.method, path: pathOnly(req.url), headers };
}

/** pino-http response serializer: the status only (no Set-Cookie, no body). */
export function serializeResponse(res: { statusCode: number }) {
  return { statusCode: res.statusCode };
}

function pathOnly(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

/** `POST /api/email/notify 200`; Express rewrites `req.url` inside routers, not `originalUrl`. */
function summary(req: IncomingMessage & { originalUrl?: string }, res: ServerResponse): string {
  return `${req.method} ${pathOnly(req.originalUrl ?? req.url ?? '')} ${res.statusCode}`;
}

/** Express middleware logging one line per request (4xx as warn, 5xx as error). */
export function createHttpLogger(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId: (_req: IncomingMessage, res: ServerResponse) => {
      const id = randomUUID();
      res.setHeader('X-Request-Id', id);
      return id;
    },
    serializers: { req: serializeRequest, res: serializeResponse, err: serializeError },
    customLogLevel: (_req, res, error) => {
      if (error || res.statusCode >= 500) return 'error';
      if (res.statusCode >= 400) return 'warn';
      return 'info';
    },
    customSuccessMessage: (req, res) => summary(req, res),
    customErrorMessage: (req, res) => summary(req, res),
  });
}
