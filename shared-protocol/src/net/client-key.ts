/**
 * The key a per-client limit counts under (the API's sign-in and notify-me limits, the realtime
 * server's join-code limits and connection cap). IPv4 (also written IPv4-mapped,
 * `::ffff:1.2.3.4`) is one client per address; IPv6 is one client per /64, because a single home,
 * school or server is usually handed a whole /64 and could otherwise walk through 2^64 fresh
 * addresses. Anything that is not an address is its own key.
 */
export function clientKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1] && isIPv4(mapped[1])) return mapped[1];
  if (isIPv4(ip)) return ip;
  const groups = ipv6Groups(ip);
  return groups ? `${groups.slice(0, 4).join(':')}::/64` : ip;
}

function isIPv4(text: string): boolean {
  const parts = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  return parts !== null && parts.slice(1).every((part) => Number(part) <= 255);
}

/**
 * The eight 16-bit groups of an IPv6 address, as lower-case hex without leading zeros, or null
 * when the text is not one. A zone (`%eth0`) is dropped; an embedded IPv4 tail (`64:ff9b::1.2.3.4`)
 * counts as the last two groups.
 */
function ipv6Groups(ip: string): string[] | null {
  const withoutZone = ip.split('%')[0] ?? ip;
  const text = withoutZone.replace(/:(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (whole, a, b, c, d) => {
    if (!isIPv4(`${a}.${b}.${c}.${d}`)) return whole;
    const hi = ((Number(a) << 8) | Number(b)).toString(16);
    const lo = ((Number(c) << 8) | Number(d)).toString(16);
    return `:${hi}:${lo}`;
  });
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const [head = '', tail] = halves;
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  const groups = [...left, ...Array(tail === undefined ? 0 : missing).fill('0'), ...right];
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/i.test(group))) return null;
  return groups.map((group) => Number.parseInt(group, 16).toString(16));
}
