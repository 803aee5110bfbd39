import { describe, expect, it } from 'vitest';
import { clientKey } from './client-key';

describe('clientKey', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002:0000:0000:0000:0001', '2001:db8:1:2::/64'],
    ['2001:db8:1:2:aaaa::1', '2001:db8:1:2::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['64:ff9b::198.51.100.1', '64:ff9b:0:0::/64'],
    ['unknown', 'unknown'],
    ['1:2:3', '1:2:3'],
    ['1::2::3', '1::2::3'],
    ['300.1.1.1', '300.1.1.1'],
  ])('When the client is %s, then it counts as %s', (ip, key) => {
    expect(clientKey(ip)).toBe(key);
  });

  it('When two addresses share a /64, then they count as one client; another /64 is another', () => {
    expect(clientKey('2001:db8:5:6::a')).toBe(clientKey('2001:db8:5:6:ffff::b'));
    expect(clientKey('2001:db8:5:6::a')).not.toBe(clientKey('2001:db8:5:7::a'));
  });
});
