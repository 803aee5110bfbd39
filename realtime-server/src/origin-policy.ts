import { toOrigin } from './config';

/**
 * Decides whether a handshake's `Origin` header may open a socket.
 *
 * An allowed origin passes and any other origin (including `null`) is refused: CORS does not
 * protect WebSockets, so without this check any web page could open a socket with the visitor's
 * browser (cross-site WebSocket hijacking). A request with NO Origin header passes for now:
 * browsers always send Origin on WebSocket handshakes and cross-origin requests, and a hijack
 * needs a browser, so a missing Origin means a non-browser client (a native app, a load test) or
 * a same-origin polling GET. Those are admitted or refused by handshake authentication, which the
 * live-engine issue adds.
 */
export function createOriginPolicy(allowedOrigins: readonly string[]) {
  const allowed = new Set(allowedOrigins.map((origin) => toOrigin(origin) ?? origin));
  return function isAllowedOrigin(origin: string | undefined): boolean {
    if (origin === undefined) return true;
    const normalised = toOrigin(origin);
    return normalised !== null && allowed.has(normalised);
  };
}
