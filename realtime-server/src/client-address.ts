import type { IncomingMessage } from 'node:http';
import { isIPv4, isIPv6 } from 'node:net';
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

/**
 * The bucket per-address limits count under. An IPv4 address (also written IPv4-mapped, as
 * `::ffff:10.0.0.1`) is its own bucket; an IPv6 address counts by its /64, because one home or
 * school router hands every device (and a script any number of addresses) from the same /64.
 */
export function addressBucket(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (isIPv4(address) || !isIPv6(address)) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === '' ? [] : tail.split(':');
  const groups = address.includes('::')
    ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
