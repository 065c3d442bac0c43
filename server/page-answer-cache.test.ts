import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { ByteBoundedCache } from './byte-bounded-cache.mjs';
import { PageAnswerCache, sharedLifetimeMs } from './page-answer-cache.mjs';

const page: OutgoingHttpHeaders = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 's-maxage=3600, stale-while-revalidate=31532400',
  vary: 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding',
  etag: '"abc123"',
  'content-encoding': 'br',
  'content-length': 5,
  'content-security-policy': "default-src 'self'",
};

function request(url: string, headers: Record<string, string> = {}, method = 'GET') {
  return { method, url, headers: { 'accept-encoding': 'br', ...headers } } as unknown as IncomingMessage;
}

function response() {
  const sent: { status?: number; headers?: OutgoingHttpHeaders; body?: unknown; ended: boolean } = { ended: false };
  const fake = {
    writeHead(status: number, headers: OutgoingHttpHeaders) {
      sent.status = status;
      sent.headers = headers;
      return fake;
    },
    end(body?: unknown) {
      sent.body = body;
      sent.ended = true;
      return fake;
    },
  };
  return { fake: fake as unknown as ServerResponse, sent };
}

function cache(clock: { now: number }) {
  return new PageAnswerCache({
    store: new ByteBoundedCache(1024 * 1024),
    keyOf: (r: IncomingMessage) => `${String(r.headers['accept-encoding'])} ${r.url}`,
    freshMs: 1000,
    refreshMs: 5000,
    maxStaleMs: 30_000,
    now: () => clock.now,
  });
}

/** A request that reaches Next, whose answer is then kept (or not) as the server does. */
function throughNext(answers: PageAnswerCache, url: string, status: number, headers: OutgoingHttpHeaders, body: Buffer | null) {
  const ticket = answers.answer(request(url), response().fake);
  expect(ticket).not.toBe(true);
  expect(ticket).not.toBeNull();
  if (ticket && ticket !== true) answers.keep(ticket, status, headers, body);
}

describe('PageAnswerCache', () => {
  it('sends a shareable page again, with its final headers and bytes, without asking Next', () => {
    const clock = { now: 0 };
    const answers = cache(clock);
    throughNext(answers, '/price/', 200, page, Buffer.from('hello'));
    const { fake, sent } = response();
    clock.now = 500;
    expect(answers.answer(request('/price/'), fake)).toBe(true);
    expect(sent.status).toBe(200);
    expect(sent.headers).toMatchObject({ 'content-security-policy': "default-src 'self'", 'content-encoding': 'br', etag: '"abc123"' });
    expect(String(sent.body)).toBe('hello');
  });

  it('never sends the request id of the request that made the answer to the next visitor', () => {
    const answers = cache({ now: 0 });
    throughNext(answers, '/price/', 200, { ...page, 'x-request-id': 'first-visitor' }, Buffer.from('hello'));
    const { fake, sent } = response();
    expect(answers.answer(request('/price/'), fake)).toBe(true);
    expect(sent.headers).not.toHaveProperty('x-request-id');
  });

  it('tells each lookup of a page that may be kept as a hit or a miss, and nothing of the others', () => {
    const lookups: string[] = [];
    const answers = new PageAnswerCache({
      store: new ByteBoundedCache(1024 * 1024),
      keyOf: (r: IncomingMessage) => String(r.url),
      freshMs: 1000,
      now: () => 0,
      onLookup: (result) => lookups.push(result),
    });
    throughNext(answers, '/price/', 200, page, Buffer.from('hello'));
    expect(answers.answer(request('/price/'), response().fake)).toBe(true);
    expect(answers.answer(request('/_next/static/chunks/a.js'), response().fake)).toBeNull();
    expect(answers.answer(request('/price/', {}, 'POST'), response().fake)).toBeNull();
    expect(lookups).toEqual(['miss', 'hit']);
  });

  it('keeps each encoding and address apart', () => {
    const answers = cache({ now: 0 });
    throughNext(answers, '/price/', 200, page, Buffer.from('hello'));
    expect(answers.answer(request('/price/', { 'accept-encoding': 'gzip' }), response().fake)).not.toBe(true);
    expect(answers.answer(request('/price/?a=1'), response().fake)).not.toBe(true);
  });

  it('never keeps what may not be shared', () => {
    const answers = cache({ now: 0 });
    const refused: [string, number, OutgoingHttpHeaders][] = [
      ['/a/', 404, page],
      ['/b/', 200, { ...page, 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' }],
      ['/c/', 200, { ...page, 'set-cookie': 'session=1' }],
      ['/d/', 200, { ...page, vary: 'Accept-Encoding, Cookie' }],
      ['/e/', 200, { ...page, 'content-type': 'text/css' }],
      ['/api/me', 200, { ...page, 'content-type': 'application/json', 'cache-control': 'private, no-store' }],
      ['/f/', 200, { ...page, 'cache-control': undefined }],
    ];
    for (const [url, status, headers] of refused) throughNext(answers, url, status, headers, Buffer.from('x'));
    for (const [url] of refused) expect(answers.answer(request(url), response().fake)).not.toBe(true);
  });

  it('keeps shareable JSON of API routes as it keeps pages (the search index, the salon’s lists)', () => {
    const answers = cache({ now: 0 });
    const json = { ...page, 'content-type': 'application/json', 'cache-control': 'public, max-age=300' };
    throughNext(answers, '/api/search-index/en', 200, { ...page, 'content-type': 'application/json' }, Buffer.from('[]'));
    throughNext(answers, '/api/services', 200, json, Buffer.from('{"items":[]}'));
    for (const [url, body] of [
      ['/api/search-index/en', '[]'],
      ['/api/services', '{"items":[]}'],
    ] as const) {
      const { fake, sent } = response();
      expect(answers.answer(request(url), fake)).toBe(true);
      expect(String(sent.body)).toBe(body);
    }
  });

  it('lets the router, other methods, the build’s files and range requests through to Next', () => {
    const answers = cache({ now: 0 });
    throughNext(answers, '/price/', 200, page, Buffer.from('hello'));
    expect(answers.answer(request('/price/', { rsc: '1' }), response().fake)).toBeNull();
    expect(answers.answer(request('/price/', { 'next-router-prefetch': '1' }), response().fake)).toBeNull();
    expect(answers.answer(request('/price/', { range: 'bytes=0-1' }), response().fake)).toBeNull();
    expect(answers.answer(request('/price/', {}, 'HEAD'), response().fake)).toBeNull();
    expect(answers.answer(request('/price/', { 'x-backstage-internal': 't' }), response().fake)).toBeNull();
    expect(answers.answer(request('/api/services', {}, 'POST'), response().fake)).toBeNull();
    expect(answers.answer(request('/_next/static/chunks/a.js'), response().fake)).toBeNull();
  });

  it('answers a matching If-None-Match with 304 and no body', () => {
    const answers = cache({ now: 0 });
    throughNext(answers, '/price/', 200, page, Buffer.from('hello'));
    const { fake, sent } = response();
    expect(answers.answer(request('/price/', { 'if-none-match': 'W/"abc123"' }), fake)).toBe(true);
    expect(sent.status).toBe(304);
    expect(sent.body).toBeUndefined();
    expect(sent.headers).not.toHaveProperty('content-length');
    expect(sent.headers).toHaveProperty('etag', '"abc123"');
  });

  it('once stale, sends one request to Next to refresh while the others get the kept answer', () => {
    const clock = { now: 0 };
    const answers = cache(clock);
    throughNext(answers, '/price/', 200, page, Buffer.from('old'));
    clock.now = 1500;
    const refresher = answers.answer(request('/price/'), response().fake);
    expect(refresher).not.toBe(true);
    const other = response();
    expect(answers.answer(request('/price/'), other.fake)).toBe(true);
    expect(String(other.sent.body)).toBe('old');
    if (refresher && refresher !== true) answers.keep(refresher, 200, page, Buffer.from('new'));
    const after = response();
    expect(answers.answer(request('/price/'), after.fake)).toBe(true);
    expect(String(after.sent.body)).toBe('new');
  });

  it('with a refresh function, sends the stale answer at once and refreshes it once in the background', () => {
    const clock = { now: 0 };
    const refreshes: { ticket: { key: string; generation: number }; url: string | undefined }[] = [];
    const answers = new PageAnswerCache({
      store: new ByteBoundedCache(1024 * 1024),
      keyOf: (r: IncomingMessage) => `${String(r.headers['accept-encoding'])} ${r.url}`,
      freshMs: 1000,
      refreshMs: 5000,
      maxStaleMs: 30_000,
      refresh: (ticket, r) => refreshes.push({ ticket, url: r.url }),
      now: () => clock.now,
    });
    throughNext(answers, '/price/', 200, page, Buffer.from('old'));
    clock.now = 500;
    expect(answers.answer(request('/price/'), response().fake)).toBe(true);
    expect(refreshes).toHaveLength(0);
    clock.now = 1500;
    for (let visitor = 0; visitor < 3; visitor += 1) {
      const { fake, sent } = response();
      expect(answers.answer(request('/price/'), fake)).toBe(true);
      expect(String(sent.body)).toBe('old');
    }
    expect(refreshes).toEqual([{ ticket: { key: 'br /price/', generation: 0 }, url: '/price/' }]);
    // The refresh's answer replaces the kept one.
    answers.keep(refreshes[0]!.ticket, 200, page, Buffer.from('new'));
    const after = response();
    expect(answers.answer(request('/price/'), after.fake)).toBe(true);
    expect(String(after.sent.body)).toBe('new');
    // A refresh that never comes back is started again after refreshMs.
    clock.now = 3000;
    answers.answer(request('/price/'), response().fake);
    expect(refreshes).toHaveLength(2);
    answers.answer(request('/price/'), response().fake);
    expect(refreshes).toHaveLength(2);
    clock.now = 8500;
    expect(answers.answer(request('/price/'), response().fake)).toBe(true);
    expect(refreshes).toHaveLength(3);
    // Past the stale limit the visitor's own request goes to Next.
    clock.now = 40_000;
    expect(answers.answer(request('/price/'), response().fake)).not.toBe(true);
  });

  it('tries again when a refresh does not come back, and never sends an answer past its stale limit', () => {
    const clock = { now: 0 };
    const answers = cache(clock);
    throughNext(answers, '/price/', 200, page, Buffer.from('old'));
    clock.now = 1500;
    expect(answers.answer(request('/price/'), response().fake)).not.toBe(true);
    clock.now = 7000;
    expect(answers.answer(request('/price/'), response().fake)).not.toBe(true);
    expect(answers.answer(request('/price/'), response().fake)).toBe(true);
    clock.now = 31_000;
    expect(answers.answer(request('/price/'), response().fake)).not.toBe(true);
    expect(answers.answer(request('/price/'), response().fake)).not.toBe(true);
  });

  it('drops the kept answer when the refresh is no longer shareable (the page is gone)', () => {
    const clock = { now: 0 };
    const answers = cache(clock);
    throughNext(answers, '/gone/', 200, page, Buffer.from('page'));
    clock.now = 1500;
    throughNext(answers, '/gone/', 404, { ...page, 'cache-control': 'private, no-cache, no-store' }, Buffer.from('404'));
    expect(answers.answer(request('/gone/'), response().fake)).not.toBe(true);
  });

  it('drops everything on clear, including answers already on their way from Next', () => {
    const answers = cache({ now: 0 });
    throughNext(answers, '/price/', 200, page, Buffer.from('old'));
    const inFlight = answers.answer(request('/about/'), response().fake);
    answers.clear();
    if (inFlight && inFlight !== true) answers.keep(inFlight, 200, page, Buffer.from('rendered before the change'));
    expect(answers.answer(request('/price/'), response().fake)).not.toBe(true);
    expect(answers.answer(request('/about/'), response().fake)).not.toBe(true);
  });
});

describe('sharedLifetimeMs', () => {
  it('reads s-maxage first, then max-age, and refuses private or uncached answers', () => {
    expect(sharedLifetimeMs({ 'cache-control': 's-maxage=3600, stale-while-revalidate=10' })).toBe(3_600_000);
    expect(sharedLifetimeMs({ 'cache-control': 'public, max-age=60' })).toBe(60_000);
    expect(sharedLifetimeMs({ 'cache-control': 'private, max-age=60' })).toBe(0);
    expect(sharedLifetimeMs({ 'cache-control': 'no-store' })).toBe(0);
    expect(sharedLifetimeMs({})).toBe(0);
  });
});
