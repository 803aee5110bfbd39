import type { IncomingMessage } from 'node:http';
import { isIPv4 } from 'node:net';

/**
 * Headers a proxy adds. A request that carries any of them came through a proxy (or pretends
 * to), so its loopback socket says nothing about who is asking.
 */
export const PROXY_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-forwarded-server',
  'x-real-ip',
  'x-client-ip',
  'x-original-forwarded-for',
  'true-client-ip',
  'cf-connecting-ip',
  'fastly-client-ip',
  'via',
] as const;

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (`::ffff:127.0.0.1`). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.toLowerCase().startsWith('::ffff:') ? address.slice(7) : address;
  if (isIPv4(v4)) return v4.startsWith('127.');
  return address === '::1' || address === '0:0:0:0:0:0:0:1';
}

/**
 * A Host header naming this machine: `localhost`, a 127.x.x.x address or `[::1]`, with any port.
 * Anything else (a DNS name pointed at 127.0.0.1 by an attacker's page: DNS rebinding) is not.
 */
export function isLoopbackHost(host: string | undefined): boolean {
  if (!host) return false;
  const match = /^(\[[^\]]+\]|[^:]+)(?::\d{1,5})?$/.exec(host.trim().toLowerCase());
  const name = match?.[1];
  if (!name) return false;
  if (name === 'localhost' || name === 'localhost.') return true;
  if (name.startsWith('[')) return isLoopbackAddress(name.slice(1, -1));
  return isIPv4(name) && name.startsWith('127.');
}

/**
 * Why a request may not read the outbox, or null when it comes from this machine: a loopback
 * socket, no proxy header, a loopback Host. A reverse proxy on the same machine connects from
 * loopback too, which is why its headers (and a Host it passes on) count against the request.
 */
export function notFromThisMachine(req: IncomingMessage): string | null {
  if (!isLoopbackAddress(req.socket.remoteAddress))
    return 'the request does not come from this machine';
  const header = PROXY_HEADERS.find((name) => req.headers[name] !== undefined);
  if (header) return `the request came through a proxy (${header})`;
  if (!isLoopbackHost(req.headers.host)) return 'the request is not addressed to localhost';
  return null;
}
