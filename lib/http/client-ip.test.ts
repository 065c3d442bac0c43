import { describe, expect, it } from 'vitest';
import { addressKey, clientIp } from './client-ip';

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

  it('keys an IPv6 client on its /64, so one network cannot change address to get a new allowance', () => {
    const key = clientIp(headers({ 'x-forwarded-for': '2001:DB8::1' }));
    expect(key).toBe('2001:db8:0:0::/64');
    for (const other of [
      '2001:db8::2',
      '2001:db8:0:0:ffff:ffff:ffff:ffff',
      '2001:0db8:0000:0000:1:2:3:4',
      '2001:db8::1%eth0',
    ])
      expect(clientIp(headers({ 'x-forwarded-for': other })), other).toBe(key);
    expect(clientIp(headers({ 'x-forwarded-for': '2001:db8:0:1::1' }))).toBe('2001:db8:0:1::/64');
    expect(addressKey('fe80::1:2:3:4')).toBe('fe80:0:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('64:ff9b::192.0.2.33')).toBe('64:ff9b:0:0::/64');
  });

  it('falls back to X-Real-IP, then to one shared "unknown" key', () => {
    expect(clientIp(headers({ 'x-real-ip': '192.0.2.4' }))).toBe('192.0.2.4');
    expect(clientIp(headers({ 'x-real-ip': '2001:db8:a:b:c:d:e:f' }))).toBe('2001:db8:a:b::/64');
    expect(clientIp(headers({}))).toBe('unknown');
  });
});
