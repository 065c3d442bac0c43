import { describe, expect, it } from 'vitest';
import { guardRequest, isWellFormedPath, maxTargetLength } from './request-guard.mjs';

const request = (url: string, method = 'GET', headers: Record<string, string> = {}) => ({
  url,
  method,
  headers: { ...headers } as Record<string, string | string[] | undefined>,
  socket: { remoteAddress: '203.0.113.9' },
});

describe('guardRequest', () => {
  it('passes an ordinary page request', () => {
    expect(guardRequest(request('/services/female/hair/?x=1'), { trustProxy: false })).toEqual({ kind: 'pass' });
  });

  it.each(['/%', '/%ff/', '/%c0%af/', '/a/%e2%82/', '/%00/', '/a%0d%0aSet-Cookie:x/'])('answers 400 to the malformed %s', (url) => {
    expect(guardRequest(request(url), { trustProxy: false })).toMatchObject({ kind: 'reject', status: 400 });
  });

  it('answers 414 to an over-long target and 400 to one that is not a path', () => {
    expect(guardRequest(request(`/${'a'.repeat(maxTargetLength)}`), { trustProxy: false })).toMatchObject({ status: 414 });
    expect(guardRequest(request('http://evil.example/'), { trustProxy: false })).toMatchObject({ status: 400 });
    expect(guardRequest(request('*', 'OPTIONS'), { trustProxy: false })).toMatchObject({ status: 400 });
  });

  it('lets only GET and HEAD reach pages and files, anything to the API', () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      expect(guardRequest(request('/about/', method), { trustProxy: false })).toMatchObject({ status: 405, allow: 'GET, HEAD' });
      expect(guardRequest(request('/images/pages/not-found.webp', method), { trustProxy: false })).toMatchObject({ status: 405 });
      expect(guardRequest(request('/api/revalidate', method), { trustProxy: false })).toEqual({ kind: 'pass' });
    }
    expect(guardRequest(request('/about/', 'HEAD'), { trustProxy: false })).toEqual({ kind: 'pass' });
  });

  it('drops framework-internal headers sent from outside', () => {
    const incoming = request('/about/', 'GET', {
      'x-middleware-subrequest': 'proxy:proxy:proxy:proxy:proxy',
      'x-nextjs-data': '1',
      'x-invoke-path': '/api/revalidate',
      'x-now-route-matches': '1',
      'x-next-intl-locale': 'ua',
      'x-backstage-status': '200',
      accept: 'text/html',
    });
    guardRequest(incoming, { trustProxy: false });
    expect(Object.keys(incoming.headers).sort()).toEqual(['accept', 'x-forwarded-for']);
  });

  it('trusts forwarding headers only behind a proxy, and always knows the client address', () => {
    const direct = request('/', 'GET', { 'x-forwarded-for': '1.2.3.4', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' });
    guardRequest(direct, { trustProxy: false });
    expect(direct.headers).toEqual({ 'x-forwarded-for': '203.0.113.9' });

    const proxied = request('/', 'GET', { 'x-forwarded-for': '1.2.3.4', 'x-forwarded-proto': 'https' });
    guardRequest(proxied, { trustProxy: true });
    expect(proxied.headers).toEqual({ 'x-forwarded-for': '1.2.3.4', 'x-forwarded-proto': 'https' });
  });

  it('refuses a router state header Next could not parse', () => {
    const validRouterState = (value: string) => value.startsWith('%5B');
    expect(guardRequest(request('/', 'GET', { 'next-router-state-tree': '%' }), { trustProxy: false, validRouterState })).toMatchObject({ status: 400 });
    expect(guardRequest(request('/', 'GET', { 'next-router-state-tree': '%5B%5D' }), { trustProxy: false, validRouterState })).toEqual({ kind: 'pass' });
  });
});

describe('isWellFormedPath', () => {
  it('accepts encoded UTF-8 and refuses control characters', () => {
    expect(isWellFormedPath('/caf%C3%A9/')).toBe(true);
    expect(isWellFormedPath('/a%09b/')).toBe(false);
  });
});
