import type { IncomingMessage } from 'node:http';
import proxyAddr from 'proxy-addr';

/**
 * The address a connection comes from: the TCP peer, or, behind `trustProxy` proxies, the
 * address the outermost of them saw (the entry that many places from the right of
 * X-Forwarded-For, as Express's `trust proxy` number reads it). A client cannot forge it by
 * sending X-Forwarded-For itself: only the entries the trusted proxies appended count.
 */
export function clientAddress(request: IncomingMessage, trustProxy: number): string {
  const peer = request.socket?.remoteAddress ?? 'unknown';
  if (trustProxy <= 0) return peer;
  try {
    return proxyAddr(request, (_address, hop) => hop < trustProxy);
  } catch {
    return peer;
  }
}
