// @ts-check
/**
 * Compression of what the server sends: Brotli or gzip by the client's Accept-Encoding, only
 * for text types worth it. Done here rather than by Next so that a page's compressed bytes
 * can be kept per version (ETag) and sent again without compressing them again.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const compressible = /^(?:text\/|application\/(?:javascript|json|xml|manifest\+json|rss\+xml)|image\/svg\+xml|text\/x-component)/i;
const minimumBytes = 1024;

/**
 * @param {string | undefined} contentType
 * @param {number} length
 */
export function isCompressible(contentType, length) {
  return Boolean(contentType && compressible.test(contentType)) && length >= minimumBytes;
}

/**
 * The encoding to answer with: Brotli when accepted, else gzip, else none. A `q=0` refuses.
 * @param {string | string[] | undefined} header
 * @returns {'br' | 'gzip' | null}
 */
export function chooseEncoding(header) {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  const accepted = new Map();
  for (const part of value.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  const ok = (/** @type {string} */ name) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return null;
}

/**
 * @param {Buffer} body
 * @param {'br' | 'gzip'} encoding
 * @param {boolean} keep whether the result will be kept: worth a stronger, slower setting
 */
export function compress(body, encoding, keep) {
  if (encoding === 'br') {
    return brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: keep ? 6 : 4,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
  }
  return gzipSync(body, { level: keep ? 9 : 6 });
}
