import { describe, expect, it } from 'vitest';
import { clientIp } from './client-ip';

const headers = (init: Record<string, string>) => new Headers(init);

describe('clientIp', () => {
  it('believes only the last X-Forwarded-For entry, the one our own side added', () => {
    expect(clientIp(headers({ 'x-forwarded-for': '203.0.113.9, 198.51.100.7' }))).toBe('198.51.100.7');
    expect(clientIp(headers({ 'x-forwarded-for': ' 198.51.100.7 ' }))).toBe('198.51.100.7');
    expect(clientIp(headers({ 'x-forwarded-for': '1.1.1.1,,  ' }))).toBe('1.1.1.1');
  });

  it('folds IPv4-mapped IPv6 addresses into their IPv4 form', () => {
    expect(clientIp(headers({ 'x-forwarded-for': '::ffff:127.0.0.1' }))).toBe('127.0.0.1');
    expect(clientIp(headers({ 'x-forwarded-for': '2001:DB8::1' }))).toBe('2001:db8::1');
  });

  it('falls back to X-Real-IP, then to one shared "unknown" key', () => {
    expect(clientIp(headers({ 'x-real-ip': '192.0.2.4' }))).toBe('192.0.2.4');
    expect(clientIp(headers({}))).toBe('unknown');
  });
});
