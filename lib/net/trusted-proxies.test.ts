import { describe, expect, it } from 'vitest';
import { defaultTrustedProxies, parseTrustedProxies, proxyTrust, trustedProxyRanges } from './trusted-proxies.mjs';

describe('TRUSTED_PROXIES', () => {
  it('reads addresses and CIDR ranges of both families', () => {
    expect(parseTrustedProxies(' 10.0.0.0/8, 192.0.2.7 ,2001:db8::/32,::1')).toEqual({
      ok: true,
      ranges: [
        { address: '10.0.0.0', prefix: 8, family: 'ipv4' },
        { address: '192.0.2.7', prefix: 32, family: 'ipv4' },
        { address: '2001:db8::', prefix: 32, family: 'ipv6' },
        { address: '::1', prefix: 128, family: 'ipv6' },
      ],
    });
  });

  it.each([
    '',
    ' , ',
    'proxy.internal',
    '10.0.0.0/33',
    '10.0.0.0/-1',
    '10.0.0.0/8/1',
    '::1/129',
    '10.0.0.0/x',
    '300.1.1.1',
  ])('refuses %j, saying what is wrong', (value) => {
    const parsed = parseTrustedProxies(value);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.message).toMatch(/address|prefix/);
  });

  it('trusts nobody without TRUST_PROXY, loopback by default with it, and refuses a list without it', () => {
    expect(trustedProxyRanges({ trustProxy: false })).toEqual({ ok: true, ranges: [] });
    expect(trustedProxyRanges({ trustProxy: true })).toEqual(parseTrustedProxies(defaultTrustedProxies));
    expect(trustedProxyRanges({ trustProxy: true, trustedProxies: '  ' })).toEqual(
      parseTrustedProxies(defaultTrustedProxies),
    );
    expect(trustedProxyRanges({ trustProxy: false, trustedProxies: '10.0.0.1' })).toMatchObject({
      ok: false,
      message: /TRUST_PROXY/,
    });
  });

  it('matches a peer by its socket address, IPv4 also when seen on a dual-stack socket', () => {
    const parsed = parseTrustedProxies(defaultTrustedProxies);
    if (!parsed.ok) throw new Error(parsed.message);
    const trusted = proxyTrust(parsed.ranges);
    expect(['127.0.0.1', '127.8.9.10', '::ffff:127.0.0.1', '::1'].map(trusted)).toEqual([true, true, true, true]);
    expect(['128.0.0.1', '::2', 'fe80::1%eth0', '', undefined, 'unknown'].map(trusted)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(proxyTrust([])('127.0.0.1')).toBe(false);
  });
});
