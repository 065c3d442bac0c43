import { describe, expect, it } from 'vitest';
import { parseTrustedProxies, proxyTrust } from '@/lib/net/trusted-proxies.mjs';
import { addressKeys, clientIp, networkKey, normaliseAddress } from './client-ip';

const headers = (init: Record<string, string>) => new Headers(init);
const chain = (forwardedFor: string) => headers({ 'x-forwarded-for': forwardedFor });

/** The proxies of a `TRUSTED_PROXIES` setting. */
function trusting(setting: string) {
  const parsed = parseTrustedProxies(setting);
  if (!parsed.ok) throw new Error(parsed.message);
  return proxyTrust(parsed.ranges);
}

describe('clientIp', () => {
  it('without trusted proxies, believes only the last X-Forwarded-For entry, the one our own side added', () => {
    expect(clientIp(headers({ 'x-forwarded-for': '203.0.113.9, 198.51.100.7' }))).toBe('198.51.100.7');
    expect(clientIp(headers({ 'x-forwarded-for': ' 198.51.100.7 ' }))).toBe('198.51.100.7');
    expect(clientIp(headers({ 'x-forwarded-for': '1.1.1.1,,  ' }))).toBe('1.1.1.1');
  });

  it('folds IPv4-mapped IPv6 addresses into their IPv4 form', () => {
    expect(clientIp(headers({ 'x-forwarded-for': '::ffff:127.0.0.1' }))).toBe('127.0.0.1');
    expect(clientIp(headers({ 'x-forwarded-for': '::FFFF:7f00:1' }))).toBe('127.0.0.1');
    expect(clientIp(headers({ 'x-forwarded-for': '0:0:0:0:0:ffff:c000:0204' }))).toBe('192.0.2.4');
  });

  it('writes an IPv6 address one way, whatever the spelling or zone', () => {
    for (const spelling of ['2001:DB8::1', '2001:0db8:0000:0000:0:0:0:1', '2001:db8::1%eth0'])
      expect(clientIp(headers({ 'x-forwarded-for': spelling })), spelling).toBe('2001:db8:0:0:0:0:0:1');
  });

  it('unwraps NAT64 (64:ff9b::/96) like ::ffff:, so each IPv4 visitor behind it is itself', () => {
    expect(normaliseAddress('64:ff9b::192.0.2.33')).toBe('192.0.2.33');
    expect(normaliseAddress('64:FF9B::c000:221')).toBe('192.0.2.33');
    expect(clientIp(chain('64:ff9b::10.1.2.4'))).toBe('10.1.2.4');
    expect(clientIp(chain('64:ff9b::10.1.2.5'))).not.toBe(clientIp(chain('64:ff9b::10.1.2.4')));
    expect(addressKeys('64:ff9b::10.1.2.4')).toEqual([{ key: '10.1.2.4', allowanceFactor: 1 }]);
    // Only the well-known /96: the local-use prefix 64:ff9b:1::/48 and other IPv6 stay IPv6.
    expect(normaliseAddress('64:ff9b:1::10.1.2.4')).toBe('64:ff9b:1:0:0:0:a01:204');
    expect(normaliseAddress('::1:10.1.2.4')).toBe('0:0:0:0:0:1:a01:204');
  });

  it('falls back to X-Real-IP, then to one shared "unknown" address', () => {
    expect(clientIp(headers({ 'x-real-ip': '192.0.2.4' }))).toBe('192.0.2.4');
    expect(clientIp(headers({ 'x-real-ip': '2001:db8:a:b:c:d:e:f' }))).toBe('2001:db8:a:b:c:d:e:f');
    expect(clientIp(headers({}))).toBe('unknown');
  });
});

describe('clientIp behind a chain of proxies', () => {
  // nginx on this machine behind a balancer in the private network and one IPv6 range.
  const trusted = trusting('127.0.0.1/8, ::1/128, 10.0.0.0/8, 2001:db8:ffff::/48');

  it('walks X-Forwarded-For from the right past every trusted proxy to the client', () => {
    for (let n = 1; n <= 7; n += 1) expect(clientIp(chain(`203.0.113.${n}, 10.0.0.5`), trusted)).toBe(`203.0.113.${n}`);
    expect(clientIp(chain('203.0.113.7, 10.20.30.40, 127.0.0.1'), trusted)).toBe('203.0.113.7');
    expect(clientIp(chain('2001:db8:1::9, 2001:db8:ffff:0:1::5'), trusted)).toBe('2001:db8:1:0:0:0:0:9');
    expect(clientIp(chain('198.51.100.4, ::ffff:10.0.0.5'), trusted)).toBe('198.51.100.4');
  });

  it('never believes what the client claimed: a forged hop left of the client is ignored', () => {
    expect(clientIp(chain('6.6.6.6, 203.0.113.7, 10.0.0.5'), trusted)).toBe('203.0.113.7');
    // A client claiming to be a trusted proxy is still the first untrusted address from the right.
    expect(clientIp(chain('10.9.9.9, 203.0.113.7, 10.0.0.5'), trusted)).toBe('203.0.113.7');
    expect(clientIp(chain('203.0.113.99, 198.51.100.4'), trusted)).toBe('198.51.100.4');
  });

  it('takes the leftmost address when every one is a trusted proxy (a proxy asking for itself)', () => {
    expect(clientIp(chain('10.0.0.5, 127.0.0.1'), trusted)).toBe('10.0.0.5');
    expect(clientIp(chain('::1'), trusted)).toBe('0:0:0:0:0:0:0:1');
  });

  it('judges ranges of either family by their prefix', () => {
    const narrow = trusting('10.0.0.4/31, 2001:db8::/127');
    expect(clientIp(chain('203.0.113.7, 10.0.0.5'), narrow)).toBe('203.0.113.7');
    expect(clientIp(chain('203.0.113.7, 10.0.0.6'), narrow)).toBe('10.0.0.6');
    expect(clientIp(chain('203.0.113.7, 2001:db8::1'), narrow)).toBe('203.0.113.7');
    expect(clientIp(chain('203.0.113.7, 2001:db8::2'), narrow)).toBe('2001:db8:0:0:0:0:0:2');
  });

  it('unwraps NAT64 and mapped clients behind the chain', () => {
    expect(clientIp(chain('64:ff9b::203.0.113.7, 10.0.0.5'), trusted)).toBe('203.0.113.7');
    expect(clientIp(chain('::ffff:203.0.113.7, 10.0.0.5'), trusted)).toBe('203.0.113.7');
  });
});

describe('networkKey', () => {
  it('is an IPv4 address’s /24 and an IPv6 address’s /48, whatever its spelling', () => {
    expect(networkKey('203.0.113.7')).toBe('203.0.113.0/24');
    expect(networkKey('::ffff:203.0.113.200')).toBe('203.0.113.0/24');
    expect(networkKey('64:ff9b::203.0.113.9')).toBe('203.0.113.0/24');
    expect(networkKey('2001:DB8:5:ffff::1')).toBe('2001:db8:5::/48');
    expect(networkKey('2001:db8:6::1')).toBe('2001:db8:6::/48');
    expect(networkKey('unknown')).toBe('unknown');
  });
});

describe('addressKeys', () => {
  it('counts an IPv4 address as itself', () => {
    expect(addressKeys('192.0.2.4')).toEqual([{ key: '192.0.2.4', allowanceFactor: 1 }]);
    expect(addressKeys('::ffff:192.0.2.4')).toEqual([{ key: '192.0.2.4', allowanceFactor: 1 }]);
    expect(addressKeys('unknown')).toEqual([{ key: 'unknown', allowanceFactor: 1 }]);
  });

  it('counts an IPv6 client by its /64 and, with a few allowances, by its /48', () => {
    const keys = addressKeys('2001:db8:0:1::1');
    expect(keys).toEqual([
      { key: '2001:db8:0:1::/64', allowanceFactor: 1 },
      { key: '2001:db8:0::/48', allowanceFactor: 4 },
    ]);
    // Any address of that /64 is the same client; another /64 of the /48 shares only the /48.
    expect(addressKeys('2001:db8:0:1:ffff:ffff:ffff:ffff')).toEqual(keys);
    expect(addressKeys('2001:db8:0:2::1').map((entry) => entry.key)).toEqual(['2001:db8:0:2::/64', '2001:db8:0::/48']);
    expect(addressKeys('fe80::1:2:3:4')[0]!.key).toBe('fe80:0:0:0::/64');
  });
});
