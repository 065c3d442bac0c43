import { describe, expect, it } from 'vitest';
import { addressKeys, clientIp, normaliseAddress } from './client-ip';

const headers = (init: Record<string, string>) => new Headers(init);

describe('clientIp', () => {
  it('believes only the last X-Forwarded-For entry, the one our own side added', () => {
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
    expect(normaliseAddress('64:ff9b::192.0.2.33')).toBe('64:ff9b:0:0:0:0:c000:221');
  });

  it('falls back to X-Real-IP, then to one shared "unknown" address', () => {
    expect(clientIp(headers({ 'x-real-ip': '192.0.2.4' }))).toBe('192.0.2.4');
    expect(clientIp(headers({ 'x-real-ip': '2001:db8:a:b:c:d:e:f' }))).toBe('2001:db8:a:b:c:d:e:f');
    expect(clientIp(headers({}))).toBe('unknown');
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
