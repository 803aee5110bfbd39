import { isIPv4, isIPv6 } from 'node:net';

/**
 * The key a per-client limit counts under. IPv4 (also written IPv4-mapped, `::ffff:1.2.3.4`) is
 * one client per address; IPv6 is one client per /64, because a single home or server is usually
 * handed a whole /64 and could otherwise walk through 2^64 fresh addresses.
 */
export function clientKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (isIPv4(ip)) return ip;
  if (!isIPv6(ip)) return ip;
  return `${expandIPv6(ip).slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, as lower-case hex without leading zeros. */
function expandIPv6(ip: string): string[] {
  const withoutZone = ip.split('%')[0] ?? ip;
  // An embedded IPv4 tail (`64:ff9b::1.2.3.4`) counts as the last two groups.
  const text = withoutZone.replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_m, a, b, c, d) => {
    const hi = ((Number(a) << 8) | Number(b)).toString(16);
    const lo = ((Number(c) << 8) | Number(d)).toString(16);
    return `${hi}:${lo}`;
  });
  const [head = '', tail] = text.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const fill = tail === undefined ? [] : Array(8 - left.length - right.length).fill('0');
  return [...left, ...fill, ...right].map((group) => Number.parseInt(group, 16).toString(16));
}
