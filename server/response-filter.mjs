// @ts-check
/**
 * Stands between Next and the socket for every answer:
 * - gives answers that proxy.ts marked (the 404 page served for an unknown address) their
 *   status, without the marker and without a validator;
 * - replaces a page that failed to render (a 5xx document) with the site's own "server
 *   unavailable" page, rendered, with 503 and Retry-After;
 * - adds the Content-Security-Policy of each HTML answer (hashes of the inline scripts the
 *   site and the build write, and of its inline styles, kept per ETag) and the other security
 *   headers, and strips internal headers;
 * - moves each page's preview tags (title, description, canonical, Open Graph) to the start of
 *   its head, before the inline styles (server/head-order.mjs), unless `previewFirst` is off
 *   (the benchmarks' `--without-preview-first`), and names the stylesheets it carries inline
 *   for the bundler's loader, so that none is loaded and applied again (server/inlined-stylesheets.mjs);
 * - has the booking page drawn before its scripts run (server/scripts-after-first-paint.mjs),
 *   unless `paintFirst` is off (the benchmarks' `--without-paint-first`);
 * - compresses text (Brotli or gzip), keeping the compressed bytes per ETag.
 * HTML and compressible answers are collected before they are sent (pages are prerendered,
 * so nothing streams that would be worth streaming); everything else passes straight through.
 */
import { chooseEncoding, compress, isCompressible } from './compression.mjs';
import { contentSecurityPolicy } from './content-security-policy.mjs';
import { previewTagsFirst } from './head-order.mjs';
import { markInlinedStylesheets } from './inlined-stylesheets.mjs';
import { drawnBeforeScripts, scriptsAfterFirstPaint } from './scripts-after-first-paint.mjs';
import { finaliseHeaders } from './response-headers.mjs';
import { statusHeader } from '../lib/routing/status-pages.mjs';
import { logger } from '../lib/observability/logger.mjs';

/**
 * @typedef {import('node:http').IncomingMessage} Request
 * @typedef {import('node:http').ServerResponse} Response
 * @typedef {{
 *   dev: boolean,
 *   security: boolean,
 *   previewFirst: boolean,
 *   paintFirst: boolean,
 *   isHttps: (request: Request) => boolean,
 *   unavailablePage: (locale: string) => Promise<Buffer>,
 *   policyOptions: Omit<import('./content-security-policy.mjs').PolicyOptions, 'https'>,
 *   policyCache: import('./byte-bounded-cache.mjs').ByteBoundedCache<string>,
 *   bodyCache: import('./byte-bounded-cache.mjs').ByteBoundedCache<Buffer>,
 *   precompressed?: (urlPath: string) => Buffer | null,
 * }} FilterOptions
 * @typedef {(status: number, headers: import('node:http').OutgoingHttpHeaders, body: Buffer | null) => void} AnswerListener
 */

const noStore = 'private, no-cache, no-store, max-age=0, must-revalidate';

/** @param {Request} request */
const isDocumentRequest = (request) =>
  request.method === 'GET' && request.headers.rsc === undefined && !/^\/(?:api|_next)\//.test(request.url ?? '');

/** The locale of an address: Ukrainian (`uk`) under `/ua/`, else English. @param {Request} request */
const localeOf = (request) => (/^\/ua(?:\/|$)/.test(request.url ?? '') ? 'uk' : 'en');

/** @param {Response} response */
const contentType = (response) => String(response.getHeader('content-type') ?? '');

/**
 * @param {Response} response
 * @param {unknown} headers the headers argument of writeHead: an object or a flat array
 */
function applyHeaderArgument(response, headers) {
  if (!headers) return;
  if (Array.isArray(headers)) {
    for (let index = 0; index + 1 < headers.length; index += 2)
      response.setHeader(String(headers[index]), headers[index + 1]);
    return;
  }
  for (const [name, value] of Object.entries(/** @type {Record<string, string | number | string[]>} */ (headers))) {
    if (value !== undefined) response.setHeader(name, value);
  }
}

/**
 * @param {FilterOptions} options
 */
export function createResponseFilter(options) {
  /**
   * Wraps one response; call before handing it to Next. `onAnswer` hears the final status,
   * headers and body of an answer this filter collected (pages, compressible text); for one
   * passed straight through, the status and headers with a null body.
   * @param {Request} request
   * @param {Response} response
   * @param {AnswerListener} [onAnswer]
   */
  return function filterResponse(request, response, onAnswer) {
    const original = {
      writeHead: response.writeHead,
      write: response.write,
      end: response.end,
      flushHeaders: response.flushHeaders,
    };
    /** @type {null | 'pass' | 'collect'} */
    let mode = null;
    /** @type {Buffer[]} */
    let chunks = [];
    // The version Next gave an answer proxy.ts marked (the 404 page, one for every unknown
    // address), kept for this server's caches and never sent.
    let markedVersion = '';
    const https = options.isHttps(request);
    // Read now: Next may rewrite `request.url` while it answers.
    const paintFirst = options.paintFirst && drawnBeforeScripts(request.url ?? '/');

    /** @param {number} status */
    function decide(status) {
      if (options.dev || request.method === 'HEAD' || status === 204 || status === 304 || status < 200) return 'pass';
      const type = contentType(response);
      if (status >= 500 && isDocumentRequest(request)) return 'collect';
      if (type.startsWith('text/html')) return 'collect';
      if (type.startsWith('text/event-stream') || response.getHeader('content-encoding')) return 'pass';
      if (status !== 200 || !chooseEncoding(request.headers['accept-encoding'])) return 'pass';
      const length = Number(response.getHeader('content-length') ?? Number.POSITIVE_INFINITY);
      return isCompressible(type, length) ? 'collect' : 'pass';
    }

    /** @param {number} status */
    function markedStatus(status) {
      const marked = Number(response.getHeader(statusHeader));
      if (!marked) return status;
      response.removeHeader(statusHeader);
      if (status !== 200) return status;
      markedVersion = String(response.getHeader('etag') ?? '');
      response.removeHeader('etag');
      response.setHeader('cache-control', noStore);
      return marked;
    }

    // @ts-expect-error -- the overloads of writeHead are collapsed into one here
    response.writeHead = function writeHead(status, reason, headers) {
      if (typeof reason !== 'string') [headers, reason] = [reason, undefined];
      applyHeaderArgument(response, headers);
      const finalStatus = markedStatus(Number(status));
      response.statusCode = finalStatus;
      if (mode === 'collect') {
        // A second start (an error page after a failed render): only the last one counts.
        chunks = [];
        return response;
      }
      mode = decide(finalStatus);
      if (mode === 'collect') return response;
      finaliseHeaders(response, { https, security: options.security });
      onAnswer?.(finalStatus, response.getHeaders(), null);
      const writeHead = /** @type {(status: number, reason?: string) => Response} */ (original.writeHead);
      return reason === undefined ? writeHead.call(response, finalStatus) : writeHead.call(response, finalStatus, reason);
    };

    response.flushHeaders = function flushHeaders() {
      if (mode === null) response.writeHead(response.statusCode);
      if (mode === 'pass') original.flushHeaders.call(response);
    };

    // Node's overloads collapsed into one: what each argument is, is read below.
    /** @param {any} chunk @param {any} [encoding] @param {any} [callback] */
    response.write = function write(chunk, encoding, callback) {
      if (mode === null) response.writeHead(response.statusCode);
      if (mode === 'pass') return original.write.apply(response, /** @type {any} */ (arguments));
      if (typeof encoding === 'function') [callback, encoding] = [encoding, undefined];
      if (chunk != null) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, encoding ?? 'utf8'));
      if (typeof callback === 'function') process.nextTick(callback);
      return true;
    };

    // Node's overloads collapsed into one: what each argument is, is read below.
    /** @param {any} [chunk] @param {any} [encoding] @param {any} [callback] */
    response.end = function end(chunk, encoding, callback) {
      if (typeof chunk === 'function') [callback, chunk, encoding] = [chunk, undefined, undefined];
      if (typeof encoding === 'function') [callback, encoding] = [encoding, undefined];
      if (mode === null) response.writeHead(response.statusCode);
      if (mode === 'pass') return original.end.call(response, chunk, encoding, callback);
      if (chunk != null) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, encoding ?? 'utf8'));
      const body = Buffer.concat(chunks);
      chunks = [];
      send(body).then(
        () => typeof callback === 'function' && callback(),
        (error) => {
          logger.error({ scope: 'server', err: error }, 'an answer could not be finished');
          response.destroy(error);
        },
      );
      return response;
    };

    /** @param {Buffer} collected */
    async function send(collected) {
      let body = collected;
      let status = response.statusCode;
      if (status >= 500 && isDocumentRequest(request)) {
        body = await options.unavailablePage(localeOf(request));
        status = 503;
        for (const name of response.getHeaderNames()) response.removeHeader(name);
        response.setHeader('content-type', 'text/html; charset=utf-8');
        response.setHeader('cache-control', noStore);
        response.setHeader('retry-after', '120');
      }
      const type = contentType(response);
      // The page as text, once: its styles marked and its head reordered, and its policy read from it.
      let html = '';
      if (type.startsWith('text/html')) {
        html = markInlinedStylesheets(body.toString('utf8'));
        if (options.previewFirst) html = previewTagsFirst(html);
        if (paintFirst) html = scriptsAfterFirstPaint(html);
        body = Buffer.from(html, 'utf8');
      }
      const etag = status === 200 ? String(response.getHeader('etag') ?? '') : '';
      // A marked answer is the same page whatever address it answers (every unknown address
      // gets the one 404 page of its language), so its policy and its compressed bytes are
      // kept by its version rather than worked out again for each address.
      const marked = status < 500 && markedVersion ? `marked ${status} ${markedVersion}` : '';
      if (type.startsWith('text/html') && options.security) {
        // A version of a page drawn first (another loader, another hash) has a policy of its own.
        const key = (etag || marked) && `${etag || marked}|${https}|${paintFirst}`;
        let policy = key ? options.policyCache.get(key) : undefined;
        if (!policy) {
          policy = contentSecurityPolicy(html, { https, ...options.policyOptions });
          if (key) options.policyCache.set(key, policy, policy.length);
        }
        response.setHeader('content-security-policy', policy);
      }
      const encoding = chooseEncoding(request.headers['accept-encoding']);
      if (encoding && isCompressible(type, body.length)) {
        const key = etag ? `${request.url?.split('?', 1)[0]}|${etag}|${encoding}` : marked && `${marked}|${paintFirst}|${encoding}`;
        let packed = key ? options.bodyCache.get(key) : undefined;
        if (!packed) {
          // A static file's strongest Brotli, made at build time, when there is one.
          packed =
            (encoding === 'br' && options.precompressed?.(request.url?.split('?', 1)[0] ?? '')) ||
            compress(body, encoding, Boolean(key));
          if (key) options.bodyCache.set(key, packed, packed.length + key.length);
        }
        body = packed;
        response.setHeader('content-encoding', encoding);
        response.removeHeader('accept-ranges');
        const vary = String(response.getHeader('vary') ?? '');
        if (!/accept-encoding/i.test(vary))
          response.setHeader('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
      }
      response.setHeader('content-length', body.length);
      finaliseHeaders(response, { https, security: options.security });
      onAnswer?.(status, response.getHeaders(), body);
      original.writeHead.call(response, status);
      const end = /** @type {(body: Buffer, done: () => void) => Response} */ (original.end);
      await new Promise((resolve) => end.call(response, body, () => resolve(undefined)));
    }
  };
}
