import { type IncomingMessage, ServerResponse } from 'node:http';
import type { RealtimeServer, RealtimeSocket } from './socket-types';

/**
 * Lets a connection's opening HTTP request be collected once nothing needs it any more.
 *
 * Why: engine.io keeps the request (an `IncomingMessage`: raw and parsed headers, URL, query,
 * stream state) for the whole life of the connection, from two places: its `Socket#request`, and
 * the `WebSocketResponse` it builds for a WebSocket upgrade, whose `close` listener on the TCP
 * socket holds it (`res.req`). That is about 1.3 KiB of heap per connected tablet (B4 heap
 * snapshot), for data the server reads only at the handshake. Socket.IO's memory-usage guide
 * recommends dropping the first reference; the second one needs the same treatment or the
 * request stays alive anyway.
 *
 * What still works: Socket.IO builds `socket.handshake` from the request when the namespace
 * socket is created, before any middleware, so the middleware sees it whole and copies what
 * handlers need (`socket.data.ip`). engine.io caches the remote address on its socket, and never
 * reads `Socket#request` after the handshake, neither for polling nor for the upgrade from
 * polling to WebSocket (that arrives with its own request). After the release `socket.request`
 * is null and the handshake keeps no request data (see `releaseRequest`): code that needs a
 * request field must copy it in the handshake middleware.
 */
export function installRequestRelease(io: RealtimeServer): void {
  // Upgrade responses by request, until ws has written the 101 (WeakMap: a refused upgrade
  // never gets there, and its entry goes with the request).
  const upgrades = new WeakMap<IncomingMessage, UpgradeResponse>();
  io.engine.use((req: IncomingMessage, res: unknown, next: () => void) => {
    if (isUpgradeResponse(res)) upgrades.set(req, res);
    next();
  });
  // engine.io emits `headers` while ws writes the 101 response, after it has taken the extra
  // response headers off the request: from then on the response's header methods have nothing
  // left to act on, and it is kept only to re-emit the TCP socket's `close`, which needs no
  // request. (Polling responses pass here too; they are plain ServerResponses, never stored.)
  io.engine.on('headers', (_headers: unknown, req: IncomingMessage) => {
    const res = upgrades.get(req);
    if (!res) return;
    upgrades.delete(req);
    res.req = null;
  });
}

/**
 * Drops engine.io's reference to the connection's opening request, and the parts of it Socket.IO
 * put into `socket.handshake` by reference: `headers` (the request's own header object and
 * strings; with a browser's headers, well over 0.5 KiB), `query` and `url` become empty. Nothing
 * reads them after the handshake: the Origin is checked before it (`allowRequest`), and what
 * handlers need is copied by the handshake middleware (`socket.data.ip`); `address`, `auth`,
 * `issued`, `secure` and `xdomain` stay.
 *
 * Call it once the namespace socket is connected (every middleware has run). A connection
 * refused by a middleware keeps its request, so a retry on the same connection gets a full
 * handshake; a recovered session comes on a new connection, with a new request and handshake.
 */
export function releaseRequest(socket: RealtimeSocket): void {
  (socket.conn as unknown as { request: IncomingMessage | null }).request = null;
  const { handshake } = socket;
  handshake.headers = RELEASED;
  handshake.query = RELEASED;
  handshake.url = '';
}

/** What a released handshake's headers and query are: empty, and shared, so never written. */
const RELEASED: Record<string, never> = Object.freeze({});

/** engine.io's `WebSocketResponse` (not exported): the `res` its middlewares get on an upgrade. */
type UpgradeResponse = { req: IncomingMessage | null };

function isUpgradeResponse(res: unknown): res is UpgradeResponse {
  // A polling request gets a real ServerResponse; an upgrade gets engine.io's stand-in.
  return (
    typeof res === 'object' && res !== null && 'req' in res && !(res instanceof ServerResponse)
  );
}
