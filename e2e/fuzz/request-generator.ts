/**
 * Random requests of the kinds crawlers and attackers send: odd percent-encodings, long and
 * deep paths, query strings, methods, bodies, and spoofed framework-internal headers.
 */
import type { makeRng } from '../../scripts/content-images/random.mjs';

/** The seeded generator of the content images (mulberry32), reused so a failing run replays by its seed. */
export type Random = ReturnType<typeof makeRng>;

export type FuzzRequest = { method: string; path: string; headers: Record<string, string>; body?: string };

const knownPaths = [
  '/',
  '/about/',
  '/services/female/hair/',
  '/services/backstage-chelsea/female/hair/colouring/air-touch/',
  '/services/male/nails/nail-care-application/',
  '/blog/',
  '/employees/',
  '/price/female/',
  '/salons/chelsea/',
  '/ua/contacts/',
  '/api/revalidate',
  '/api/search-index/en',
  '/_next/static/chunks/x.js',
  '/_next/image',
  '/images/pages/not-found.webp',
  '/status-page/404/',
  '/ua/status-page/503/',
];

const oddPieces = [
  '%', '%f', '%ff', '%c0%af', '%2e%2e', '%2f', '%00', '%0a', '%e2%80%ae', '%uff0e', '..', '.', '~', '%25',
  'é', '😀', '%F0%9F%98%80', 'a%20b', '+', ';', ',', '@', '$', '!', '*', "'", '(', ')', '%3Cscript%3E', '<x>', '"', '\\',
  'index.html', 'wp-login.php', '.env', '.git', 'favicon.ico', '_next', 'api', 'en', 'ua', 'EN', 'services', 'female',
];

const methods = ['GET', 'GET', 'GET', 'GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'];

const internalHeaders: Array<(r: Random) => [string, string]> = [
  (r) => ['x-middleware-subrequest', r.pick(['proxy', 'middleware', 'proxy:proxy:proxy:proxy:proxy', 'src/middleware:src/middleware'])],
  (r) => ['rsc', r.pick(['1', '0', 'yes', ''])],
  (r) => ['next-router-state-tree', r.pick(['%', '{', '[]', '%5B%22%22%2C%7B%7D%5D', 'null', 'x'.repeat(r.int(0, 49_999)), encodeURIComponent('["",{"children":["x",{}]},null,null,true]')])],
  (r) => ['next-router-prefetch', r.pick(['1', '2', 'x'])],
  (r) => ['next-router-segment-prefetch', r.pick(['/_tree', '/x', '%', '/'.repeat(50)])],
  (r) => ['next-action', r.pick(['abc', '7f'.repeat(21), '', '%'])],
  (r) => ['next-url', r.pick(['/x', '%', '//evil.example'])],
  (r) => ['x-forwarded-host', r.pick(['evil.example', 'localhost:1', '%', 'a'.repeat(300)])],
  (r) => ['x-forwarded-proto', r.pick(['https', 'gopher', ''])],
  (r) => ['x-forwarded-for', r.pick(['1.2.3.4', 'not-an-ip', '::1, 10.0.0.1'])],
  (r) => ['x-invoke-path', r.pick(['/api/revalidate', '/../../etc/passwd'])],
  (r) => ['x-invoke-status', r.pick(['500', '200'])],
  () => ['x-nextjs-data', '1'],
  (r) => ['x-now-route-matches', r.pick(['1', '%'])],
  (r) => ['accept-encoding', r.pick(['gzip', 'br', 'deflate', 'gzip;q=0, br;q=0', '*', 'identity', 'zstd'])],
  (r) => ['accept', r.pick(['text/html', 'text/x-component', '*/*', 'application/json'])],
  (r) => ['if-none-match', r.pick(['"x"', '*', 'W/"1"'])],
  (r) => ['range', r.pick(['bytes=0-10', 'bytes=99999999-', 'bytes=x'])],
  (r) => ['content-type', r.pick(['application/json', 'multipart/form-data; boundary=x', 'text/plain'])],
  (r) => ['x-revalidate-secret', r.pick(['x', 'a'.repeat(64)])],
];

function segment(r: Random): string {
  const parts = Array.from({ length: 1 + r.int(0, 2) }, () => r.pick(oddPieces));
  if (r.chance(0.1)) parts.push('a'.repeat(200 + r.int(0, 399)));
  return parts.join(r.chance(0.5) ? '' : '-');
}

function path(r: Random): string {
  if (r.chance(0.3)) {
    const base = r.pick(knownPaths);
    return r.chance(0.5) ? base : `${base}${segment(r)}${r.chance(0.5) ? '/' : ''}`;
  }
  const depth = 1 + r.int(0, r.chance(0.05) ? 39 : 5);
  const joined = `/${Array.from({ length: depth }, () => segment(r)).join(r.chance(0.1) ? '//' : '/')}`;
  return r.chance(0.6) ? `${joined}/` : joined;
}

function query(r: Random): string {
  if (!r.chance(0.3)) return '';
  const pairs = Array.from({ length: 1 + r.int(0, 3) }, () => `${segment(r)}=${segment(r)}`);
  if (r.chance(0.2)) pairs.push('_rsc=' + segment(r));
  if (r.chance(0.1)) pairs.push('__nextDataReq=1', '__nextLocale=ua', 'nxtPslug=x');
  return `?${pairs.join('&')}`;
}

export function randomRequest(r: Random): FuzzRequest {
  const method = r.pick(methods);
  const headers: Record<string, string> = {};
  const headerCount = r.int(0, 3);
  for (let index = 0; index < headerCount; index += 1) {
    const [name, value] = r.pick(internalHeaders)(r);
    headers[name] = value;
  }
  const body =
    method === 'POST' || method === 'PUT' || method === 'PATCH'
      ? r.pick(['', '{', '{"type":"services"}', 'x'.repeat(r.int(0, 19_999)), '\u0000', '[]', 'a=b'])
      : undefined;
  return { method, path: `${path(r)}${query(r)}`, headers, body };
}
