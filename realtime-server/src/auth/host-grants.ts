import {
  type HostGrant,
  type HostGrantRequest,
  hostGrantSchema,
} from '@ttc/shared-protocol/api/host-grant';
import { ApiPath } from '@ttc/shared-protocol/api/paths';

/** One answer from the API may take this long; a teacher is waiting on the create button. */
const GRANT_TIMEOUT_MS = 5_000;

/**
 * May this signed-in user open a live room (and, for a class, which roster)? The API decides
 * (issue 14: only teacher and admin accounts host, within their plan, only their own classes):
 * the realtime server has no database. Rejects when the API cannot tell (unreachable, 5xx, a
 * refused credential, an answer of the wrong shape): the room is then refused, never opened
 * unchecked.
 */
export type HostGrants = (request: HostGrantRequest) => Promise<HostGrant>;

export type ApiHostGrantsOptions = {
  /**
   * The API's base URL as this server reaches it; a function when it is only known later (the
   * one-process server learns its port when it listens). Null: the check fails (unavailable).
   */
  apiUrl: string | null | (() => string | null);
  /** INTERNAL_API_TOKEN, sent as a bearer credential (none: the API refuses, the check fails). */
  token: string | null;
  fetch?: typeof fetch;
  timeoutMs?: number;
};

/** Asks `POST /api/internal/host-grants` with the service credential. */
export function apiHostGrants(options: ApiHostGrantsOptions): HostGrants {
  const doFetch = options.fetch ?? fetch;
  const { apiUrl } = options;
  const baseUrl = typeof apiUrl === 'function' ? apiUrl : () => apiUrl;
  return async (request) => {
    const base = baseUrl()?.replace(/\/+$/, '');
    if (!base) throw new Error('The API URL is not known yet');
    const response = await doFetch(`${base}${ApiPath.hostGrants}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      body: JSON.stringify(request),
      signal: AbortSignal.timeout(options.timeoutMs ?? GRANT_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`The API answered ${response.status}`);
    return hostGrantSchema.parse(await response.json());
  };
}
