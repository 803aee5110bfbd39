import { getAccessToken } from './auth-session';

/**
 * A failed request to the product's API. The message reads "status: message" (spec section 8),
 * where the message comes from the error body `{error:{code,message}}`, else the body text,
 * else the status text.
 */
export class ApiError extends Error {
  readonly status: number;
  /** The `error.code` of the body when the server sent the product's error body. */
  readonly code: string | undefined;

  constructor(status: number, message: string, code?: string) {
    super(`${status}: ${message}`);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

export type RequestOptions = {
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
  /** Extra headers (the parent lock's `X-Parent-Unlock` on a purchase). */
  headers?: Record<string, string>;
};

/**
 * Calls the product's API: sends cookies and the session's bearer token, sends and parses JSON,
 * and throws an ApiError for any status outside 200-299.
 */
export async function apiRequest<T = unknown>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const token = getAccessToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const init: RequestInit = { method, headers, credentials: 'include' };
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(options.body);
  }
  if (options.signal) init.signal = options.signal;

  const response = await fetch(path, init);
  if (!response.ok) throw await toApiError(response);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

async function toApiError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  const body = parseJson(text);
  if (isErrorBody(body)) return new ApiError(response.status, body.error.message, body.error.code);
  return new ApiError(response.status, text || response.statusText);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

// A hand check rather than the shared zod schema: zod would add ~20 KiB to every page.
function isErrorBody(value: unknown): value is { error: { code: string; message: string } } {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}
