import {
  type SessionResultsOutcome,
  sessionResultsReceiptSchema,
} from '@ttc/shared-protocol/api/session-results';
import { errorBodySchema } from '@ttc/shared-protocol/errors';

/** The API route finished sessions are posted to (service credential only). */
export const SESSION_RESULTS_PATH = '/api/internal/session-results';
/** One delivery attempt gives up after this long (a big session is a few MB). */
export const DELIVERY_TIMEOUT_MS = 30_000;

/**
 * How one delivery attempt ended:
 * - `delivered`: the API answered 2xx; `outcome` is its receipt (stored, already stored, or
 *   dropped because the teacher has no account);
 * - `retry`: it may work later (API down or restarting, 5xx, 429, a credential or URL not set up
 *   yet: 401, 403, 404, 503);
 * - `rejected`: it can never succeed as it is (400 validation, 409 another teacher's id, 413, 415,
 *   422): parked for an operator instead of retried for ever.
 */
export type DeliveryResult =
  | { kind: 'delivered'; outcome: SessionResultsOutcome | 'unknown' }
  | { kind: 'retry'; status: number | null; error: string }
  | { kind: 'rejected'; status: number; error: string };

/** Sends one results body (already JSON) for a session id. */
export type ResultsSender = (sessionId: string, body: string) => Promise<DeliveryResult>;

/** Statuses that repeat whatever happens until the body itself changes. */
const NEVER_SUCCEEDS = new Set([400, 409, 413, 415, 422]);

export type HttpResultsSenderOptions = {
  /**
   * The API's base URL as this server reaches it (`http://api:3001`); a function when it is only
   * known later (the one-process server learns its port when it listens). Null: not configured,
   * every attempt is a `retry` until it is.
   */
  apiUrl: string | null | (() => string | null);
  /** INTERNAL_API_TOKEN; null sends no credential (the API answers 401: retried). */
  token: string | null;
  timeoutMs?: number;
  fetch?: typeof fetch;
};

/** A sender that POSTs to the API's internal results route with the bearer service credential. */
export function createHttpResultsSender(options: HttpResultsSenderOptions): ResultsSender {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? DELIVERY_TIMEOUT_MS;
  const { apiUrl } = options;
  const baseUrl = typeof apiUrl === 'function' ? apiUrl : () => apiUrl;
  return async (_sessionId, body) => {
    const base = baseUrl()?.replace(/\/+$/, '') ?? null;
    if (base === null) {
      return { kind: 'retry', status: null, error: 'the API URL is not configured' };
    }
    let response: Response;
    try {
      response = await doFetch(`${base}${SESSION_RESULTS_PATH}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      return { kind: 'retry', status: null, error: describeFetchError(error) };
    }
    const text = await response.text().catch(() => '');
    if (response.ok) {
      const receipt = sessionResultsReceiptSchema.safeParse(parseJson(text));
      return { kind: 'delivered', outcome: receipt.success ? receipt.data.outcome : 'unknown' };
    }
    const error = `${response.status} ${errorMessageOf(text)}`;
    if (NEVER_SUCCEEDS.has(response.status)) {
      return { kind: 'rejected', status: response.status, error };
    }
    return { kind: 'retry', status: response.status, error };
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The API's `{error:{code,message}}` as "code: message", or the start of whatever came back. */
function errorMessageOf(text: string): string {
  const body = errorBodySchema.safeParse(parseJson(text));
  if (body.success) return `${body.data.error.code}: ${body.data.error.message}`;
  return text.slice(0, 200) || '(no body)';
}

/** fetch wraps the socket error in `cause`: ECONNREFUSED and friends are there. */
function describeFetchError(error: unknown): string {
  if (error instanceof Error) {
    if (error.name === 'TimeoutError') return 'the API did not answer in time';
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return cause?.code ?? cause?.message ?? error.message;
  }
  return String(error);
}
