import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statusHeader } from '../lib/routing/status-pages.mjs';
import { ByteBoundedCache } from './byte-bounded-cache.mjs';
import { createResponseFilter } from './response-filter.mjs';
import { afterPaintLoader } from './scripts-after-first-paint.mjs';
import { siteInlineScripts } from './site-inline-scripts.mjs';

// The filter in front of a stand-in for Next: a page at /known/ with its version (ETag), the
// booking page rendered for each visitor (no version), and for any other address the 404 page,
// marked by proxy.ts as Next answers it: 200, a marker header and the 404 page's own version.

const page = (title: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>${title}</title>` +
  '<script src="/_next/static/chunks/runtime.js" async=""></script></head>' +
  `<body><main id="main"><h1>${title}</h1>${'<p>Words of the page.</p>'.repeat(200)}</main></body></html>`;

/** Every `set` of a cache, by key. */
function counted<V>(cache: ByteBoundedCache<V>) {
  const keys: string[] = [];
  const set = cache.set.bind(cache);
  cache.set = (key: string, value: V, size: number) => {
    keys.push(key);
    set(key, value, size);
  };
  return keys;
}

const policyCache = new ByteBoundedCache<string>(1024 * 1024);
const bodyCache = new ByteBoundedCache<Buffer>(1024 * 1024);
const policiesKept = counted(policyCache);
const bodiesKept = counted(bodyCache);
const filter = createResponseFilter({
  dev: false,
  security: true,
  previewFirst: true,
  paintFirst: true,
  isHttps: () => false,
  unavailablePage: async () => Buffer.from('unavailable'),
  policyOptions: { knownScripts: new Set(siteInlineScripts), imageOrigins: [], frameOrigins: [] },
  policyCache,
  bodyCache,
});

function standInForNext(request: IncomingMessage, response: ServerResponse) {
  filter(request, response);
  const path = request.url ?? '/';
  response.setHeader('content-type', 'text/html; charset=utf-8');
  if (path.startsWith('/known/')) {
    response.setHeader('etag', '"known-1"');
    response.end(page('Known'));
  } else if (path === '/book/') {
    response.setHeader('cache-control', 'private, no-cache, no-store, max-age=0, must-revalidate');
    response.end(page('Book online'));
  } else {
    response.setHeader(statusHeader, '404');
    response.setHeader('etag', '"not-found-1"');
    response.end(page('Page not found'));
  }
}

let server: Server;
let base = '';
beforeAll(async () => {
  server = createServer(standInForNext);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The answer, its body as sent (Brotli) and as text. */
async function get(path: string) {
  const answer = await fetch(`${base}${path}`, { headers: { 'accept-encoding': 'br' } });
  expect(answer.headers.get('content-encoding')).toBe('br');
  // fetch takes the Brotli off; the length said is of the bytes sent.
  const html = await answer.text();
  return { answer, sentBytes: Number(answer.headers.get('content-length')), html };
}

describe('the response filter', () => {
  it('answers every unknown address with the one 404 page, its policy and bytes worked out once', async () => {
    const first = await get('/no-such-page/');
    const second = await get('/blog/nor-this-one/');
    for (const { answer } of [first, second]) {
      expect(answer.status).toBe(404);
      expect(answer.headers.get('etag')).toBeNull();
      expect(answer.headers.get(statusHeader)).toBeNull();
      expect(answer.headers.get('cache-control')).toContain('no-store');
    }
    expect(second.html).toBe(first.html);
    expect(second.sentBytes).toBe(first.sentBytes);
    expect(second.answer.headers.get('content-security-policy')).toBe(first.answer.headers.get('content-security-policy'));
    expect(first.html).toContain('<h1>Page not found</h1>');
    expect(policiesKept.filter((key) => key.includes('not-found-1'))).toHaveLength(1);
    expect(bodiesKept.filter((key) => key.includes('not-found-1'))).toHaveLength(1);
  });

  it('draws the 404 page of a booking address first, with a policy and bytes of its own', async () => {
    const plain = await get('/nothing-here/');
    const booking = await get('/book/?book=service%3Anothing');
    expect(booking.answer.status).toBe(404);
    expect(booking.html).toContain(afterPaintLoader);
    expect(plain.html).not.toContain(afterPaintLoader);
    expect(booking.answer.headers.get('content-security-policy')).not.toBe(plain.answer.headers.get('content-security-policy'));
  });

  it('keeps a page by its address and version, and the booking page not at all', async () => {
    const known = await get('/known/');
    expect(known.answer.status).toBe(200);
    expect(known.answer.headers.get('etag')).toBe('"known-1"');
    expect(bodiesKept.some((key) => key.startsWith('/known/|"known-1"|br'))).toBe(true);
    const kept = bodiesKept.length;
    const book = await get('/book/');
    expect(book.html).toContain(afterPaintLoader);
    expect(book.html).not.toContain('async=""');
    expect(bodiesKept).toHaveLength(kept);
  });
});
