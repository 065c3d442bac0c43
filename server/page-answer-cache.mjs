// @ts-check
/**
 * Finished answers of cacheable pages and JSON, kept for a few seconds and sent again without
 * asking Next.
 *
 * Every request to Next costs about 1.5 ms of CPU even when the page is prerendered (the
 * proxy.ts gate with its NextRequest, locale routing and rewrite, the route cache lookup,
 * Next's ETag hash over the whole body, and with tracing on the spans Next starts), so a busy
 * server queues. A page or JSON answer that Next marks shareable (`s-maxage` or `max-age`
 * without `private`, no `Set-Cookie`, varying only by the router's headers and
 * Accept-Encoding) is the same for every visitor, as a CDN would take it: the search index,
 * the salon's lists, a service's next free time. This keeps it, with its final headers (CSP,
 * security headers) and compressed body, keyed by address, encoding and scheme. Answers with
 * a client's data are never shareable (`private, no-store`, app/api/private-answers.test.ts).
 *
 * - An answer is fresh for `freshMs` (s-maxage is whole seconds, so never less). Once stale,
 *   it is refreshed once: with a `refresh` function (the server's), in the background while
 *   the visitor still gets the kept answer, so nobody waits for Next; without one, by that
 *   visitor's request going to Next. Either way the others get the kept answer meanwhile; a
 *   refresh that does not come back within `refreshMs` lets the next request start another,
 *   and an answer older than `maxStaleMs` is never sent (that request goes to Next).
 * - A refresh that is not cacheable (a 404 now, a 503) drops the kept answer.
 * - `clear()` (the revalidation webhook) drops everything, and answers that were already on
 *   their way from Next when it ran are not kept.
 * - Only GET requests for pages and API routes (not the build's files), without the router's
 *   own headers (RSC requests), without a conditional header other than If-None-Match
 *   (answered 304 here) and without the server's internal token. Memory is bounded by a
 *   byte-bounded LRU.
 */

/** @typedef {import('node:http').IncomingMessage} Request */
/** @typedef {import('node:http').ServerResponse} Response */
/** @typedef {import('node:http').OutgoingHttpHeaders} Headers */
/**
 * @typedef {{ status: number, headers: Headers, body: Buffer, etag: string, storedAt: number, refreshingSince: number }} Entry
 * @typedef {{ key: string, generation: number }} Ticket
 */

/** Request headers that make an answer different from the page's HTML (Next's own Vary list). */
const routerHeaders = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-url', 'next-action'];
const variesOnlyBy = new Set([...routerHeaders, 'accept-encoding']);
const conditionalHeaders = ['if-modified-since', 'if-match', 'if-unmodified-since', 'if-range', 'range'];

/** @param {unknown} value */
const headerText = (value) => (Array.isArray(value) ? value.join(', ') : String(value ?? ''));

/**
 * The shared-cache lifetime of an answer in ms, or 0 when it may not be shared.
 * @param {Headers} headers
 */
export function sharedLifetimeMs(headers) {
  const control = headerText(headers['cache-control']).toLowerCase();
  if (!control || /\b(?:private|no-store|no-cache)\b/.test(control)) return 0;
  const seconds = /\bs-maxage=(\d+)/.exec(control) ?? /\bmax-age=(\d+)/.exec(control);
  return seconds ? Number(seconds[1]) * 1000 : 0;
}

/** @param {Headers} headers */
function variesOnlyAsKept(headers) {
  const vary = headerText(headers.vary).toLowerCase();
  if (!vary) return true;
  return vary.split(',').every((name) => variesOnlyBy.has(name.trim()));
}

/**
 * @param {string} header
 * @param {string} etag
 */
function matchesEtag(header, etag) {
  if (!etag) return false;
  const bare = (/** @type {string} */ tag) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

export class PageAnswerCache {
  #generation = 0;

  /**
   * @param {{
   *   store: import('./byte-bounded-cache.mjs').ByteBoundedCache<Entry>,
   *   keyOf: (request: Request) => string,
   *   freshMs?: number,
   *   refreshMs?: number,
   *   maxStaleMs?: number,
   *   refresh?: (ticket: Ticket, request: Request) => void,
   *   now?: () => number,
   *   onLookup?: (result: 'hit' | 'miss') => void,
   * }} options `onLookup` hears, for each request whose answer may be kept, whether a kept one served it
   */
  constructor({ store, keyOf, freshMs = 1000, refreshMs = 5000, maxStaleMs = 30_000, refresh, now = Date.now, onLookup }) {
    this.onLookup = onLookup;
    this.store = store;
    this.keyOf = keyOf;
    this.freshMs = freshMs;
    this.refreshMs = refreshMs;
    this.maxStaleMs = maxStaleMs;
    this.refresh = refresh;
    this.now = now;
  }

  /** @param {Request} request */
  static isEligible(request) {
    if (request.method !== 'GET') return false;
    const url = request.url ?? '';
    if (/^\/_next(?:\/|$)/.test(url)) return false;
    const headers = request.headers;
    if (headers['x-backstage-internal'] !== undefined) return false;
    return !routerHeaders.some((name) => headers[name] !== undefined) && !conditionalHeaders.some((name) => headers[name] !== undefined);
  }

  /**
   * Sends the kept answer when there is a usable one and says so; otherwise returns a ticket
   * for `keep`, or null when the request is not one whose answer may be kept.
   * @param {Request} request
   * @param {Response} response
   * @returns {true | Ticket | null}
   */
  answer(request, response) {
    const answered = this.#lookUp(request, response);
    if (answered !== null) this.onLookup?.(answered === true ? 'hit' : 'miss');
    return answered;
  }

  /**
   * @param {Request} request
   * @param {Response} response
   * @returns {true | Ticket | null}
   */
  #lookUp(request, response) {
    if (!PageAnswerCache.isEligible(request)) return null;
    const key = this.keyOf(request);
    const ticket = { key, generation: this.#generation };
    const entry = this.store.get(key);
    if (!entry) return ticket;
    const now = this.now();
    const age = now - entry.storedAt;
    if (age >= this.freshMs) {
      if (age >= this.maxStaleMs) return ticket;
      const refreshing = entry.refreshingSince > 0 && now - entry.refreshingSince < this.refreshMs;
      if (!refreshing) {
        entry.refreshingSince = now;
        if (!this.refresh) return ticket;
        this.refresh(ticket, request);
      }
    }
    const ifNoneMatch = request.headers['if-none-match'];
    if (typeof ifNoneMatch === 'string' && matchesEtag(ifNoneMatch, entry.etag)) {
      const headers = { ...entry.headers };
      delete headers['content-length'];
      delete headers['content-encoding'];
      response.writeHead(304, headers);
      response.end();
      return true;
    }
    response.writeHead(entry.status, entry.headers);
    response.end(entry.body);
    return true;
  }

  /**
   * The final answer Next gave for a ticketed request: kept when it may be shared, and
   * otherwise the end of any kept answer for that address.
   * @param {Ticket} ticket
   * @param {number} status
   * @param {Headers} headers the final headers, as sent
   * @param {Buffer | null} body the body as sent (compressed when it was); null when it streamed through
   */
  keep(ticket, status, headers, body) {
    if (ticket.generation !== this.#generation) return;
    const lifetime = sharedLifetimeMs(headers);
    const type = headerText(headers['content-type']);
    const kept = type.startsWith('text/html') || type.startsWith('application/json');
    const shareable = status === 200 && lifetime > 0 && kept && headers['set-cookie'] === undefined && variesOnlyAsKept(headers);
    if (body === null || !shareable) {
      this.store.delete(ticket.key);
      return;
    }
    // The request id names the request that made the answer; each visitor's answer carries its own.
    const sent = { ...headers };
    delete sent['x-request-id'];
    const entry = { status, headers: sent, body, etag: headerText(headers.etag), storedAt: this.now(), refreshingSince: 0 };
    this.store.set(ticket.key, entry, body.length + ticket.key.length + 1024);
  }

  /** Drops every kept answer, and any answer already on its way from Next. */
  clear() {
    this.#generation += 1;
    this.store.clear();
  }
}
