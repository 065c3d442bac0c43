import { describe, expect, it } from 'vitest';
import { proxyTrust, trustedProxyRanges } from '@/lib/net/trusted-proxies.mjs';
import { guardRequest, isWellFormedPath, maxTargetLength } from './request-guard.mjs';

const request = (url: string, method = 'GET', headers: Record<string, string> = {}, remoteAddress = '203.0.113.9') => ({
  url,
  method,
  headers: { ...headers } as Record<string, string | string[] | undefined>,
  socket: { remoteAddress },
});

/** The peers believed under TRUST_PROXY and TRUSTED_PROXIES, as server.mjs reads them. */
function trusting(trustedProxies?: string) {
  const proxies = trustedProxyRanges({ trustProxy: true, trustedProxies });
  if (!proxies.ok) throw new Error(proxies.message);
  return { trustedPeer: proxyTrust(proxies.ranges) };
}
const noProxy = { trustedPeer: () => false };

describe('guardRequest', () => {
  it('passes an ordinary page request', () => {
    expect(guardRequest(request('/services/female/hair/?x=1'), noProxy)).toEqual({ kind: 'pass' });
  });

  it.each(['/%', '/%ff/', '/%c0%af/', '/a/%e2%82/', '/%00/', '/a%0d%0aSet-Cookie:x/'])(
    'answers 400 to the malformed %s',
    (url) => {
      expect(guardRequest(request(url), noProxy)).toMatchObject({ kind: 'reject', status: 400 });
    },
  );

  it('answers 414 to an over-long target and 400 to one that is not a path', () => {
    expect(guardRequest(request(`/${'a'.repeat(maxTargetLength)}`), noProxy)).toMatchObject({ status: 414 });
    expect(guardRequest(request('http://evil.example/'), noProxy)).toMatchObject({ status: 400 });
    expect(guardRequest(request('*', 'OPTIONS'), noProxy)).toMatchObject({ status: 400 });
  });

  it('lets only GET and HEAD reach pages and files, anything to the API', () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      expect(guardRequest(request('/about/', method), noProxy)).toMatchObject({ status: 405, allow: 'GET, HEAD' });
      expect(guardRequest(request('/images/pages/not-found.webp', method), noProxy)).toMatchObject({ status: 405 });
      expect(guardRequest(request('/api/revalidate', method), noProxy)).toEqual({ kind: 'pass' });
    }
    expect(guardRequest(request('/about/', 'HEAD'), noProxy)).toEqual({ kind: 'pass' });
  });

  it('drops framework-internal headers sent from outside', () => {
    const incoming = request('/about/', 'GET', {
      'x-middleware-subrequest': 'proxy:proxy:proxy:proxy:proxy',
      'x-nextjs-data': '1',
      'x-invoke-path': '/api/revalidate',
      'x-now-route-matches': '1',
      'x-next-intl-locale': 'uk',
      'x-backstage-status': '200',
      accept: 'text/html',
    });
    guardRequest(incoming, noProxy);
    expect(Object.keys(incoming.headers).sort()).toEqual(['accept', 'x-forwarded-for']);
  });

  it('trusts forwarding headers only behind a proxy, and always knows the client address', () => {
    const direct = request('/', 'GET', {
      'x-forwarded-for': '1.2.3.4',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
    });
    guardRequest(direct, noProxy);
    expect(direct.headers).toEqual({ 'x-forwarded-for': '203.0.113.9' });

    const proxied = request('/', 'GET', { 'x-forwarded-for': '1.2.3.4', 'x-forwarded-proto': 'https' }, '127.0.0.1');
    guardRequest(proxied, trusting());
    expect(proxied.headers).toEqual({ 'x-forwarded-for': '1.2.3.4', 'x-forwarded-proto': 'https' });
  });

  it('ignores what a peer outside TRUSTED_PROXIES forwards, even with TRUST_PROXY on', () => {
    // The default is loopback: a client on the internet that forges the headers is itself.
    const forged = request('/api/callback', 'POST', {
      'x-forwarded-for': '198.51.100.1, 192.0.2.44',
      'x-forwarded-proto': 'https',
      'x-real-ip': '192.0.2.44',
    });
    guardRequest(forged, trusting());
    expect(forged.headers).toEqual({ 'x-forwarded-for': '203.0.113.9' });

    const options = trusting('10.0.0.0/8, 2001:db8:1::/48, 192.0.2.7');
    const cases: [string, boolean][] = [
      ['10.1.2.3', true],
      ['::ffff:10.1.2.3', true],
      ['192.0.2.7', true],
      ['2001:db8:1:ff::1', true],
      ['192.0.2.8', false],
      ['11.0.0.1', false],
      ['2001:db8:2::1', false],
      // Loopback is trusted by default only: a list replaces it.
      ['127.0.0.1', false],
      ['::1', false],
    ];
    for (const [peer, trusted] of cases) {
      const incoming = request('/', 'GET', { 'x-forwarded-for': '198.51.100.1', 'x-forwarded-proto': 'https' }, peer);
      guardRequest(incoming, options);
      expect(incoming.headers, peer).toEqual(
        trusted ? { 'x-forwarded-for': '198.51.100.1', 'x-forwarded-proto': 'https' } : { 'x-forwarded-for': peer },
      );
    }
  });

  it('takes a trusted proxy that forwards no address for the client itself', () => {
    const probe = request('/api/health/ready', 'GET', {}, '::1');
    guardRequest(probe, trusting());
    expect(probe.headers).toEqual({ 'x-forwarded-for': '::1' });
  });

  it('refuses a router state header Next could not parse', () => {
    const validRouterState = (value: string) => value.startsWith('%5B');
    expect(
      guardRequest(request('/', 'GET', { 'next-router-state-tree': '%' }), { ...noProxy, validRouterState }),
    ).toMatchObject({ status: 400 });
    expect(
      guardRequest(request('/', 'GET', { 'next-router-state-tree': '%5B%5D' }), { ...noProxy, validRouterState }),
    ).toEqual({ kind: 'pass' });
  });
});

describe('isWellFormedPath', () => {
  it('accepts encoded UTF-8 and refuses control characters', () => {
    expect(isWellFormedPath('/caf%C3%A9/')).toBe(true);
    expect(isWellFormedPath('/a%09b/')).toBe(false);
  });
});
