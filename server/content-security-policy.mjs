// @ts-check
/**
 * The Content-Security-Policy of an HTML answer, with the hash of each of its inline scripts
 * and styles. Hashes, not a nonce, keep prerendered pages static: the same bytes always get
 * the same policy, so it is computed once per page version (ETag) and reused.
 *
 * Scripts: 'self' plus the hashes of the inline ones. 'strict-dynamic' is left out on
 * purpose: it would switch 'self' off, and the `<script src>` tags Next writes into the page
 * carry no integrity attribute for a hash to match (Turbopack does not emit SRI), so every
 * page would break. Injected inline script, eval and foreign origins stay blocked.
 * Styles: 'self' plus the hashes of inline `<style>` blocks and `style="..."` attributes
 * ('unsafe-hashes' lets only those exact attribute values through).
 */
import { createHash } from 'node:crypto';

/** Scripts browsers do not run (data blocks) need no hash. */
const dataScriptType = /\btype\s*=\s*["']?(?:application\/(?:ld\+)?json|text\/x-component)["']?/i;

/** @param {string} text */
const sha256 = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** @param {string} value the attribute as written in HTML, entity-encoded */
function decodeAttribute(value) {
  return value.replace(/&(?:#(\d+)|#x([0-9a-f]+)|(amp|quot|apos|lt|gt));/gi, (_, dec, hex, named) => {
    if (dec) return String.fromCodePoint(Number(dec));
    if (hex) return String.fromCodePoint(parseInt(hex, 16));
    return { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' }[/** @type {string} */ (named).toLowerCase()] ?? '';
  });
}

/**
 * The hashes of what the page runs and styles inline.
 * @param {string} html
 * @returns {{ scripts: string[], styles: string[], styleAttributes: string[] }}
 */
export function inlineHashes(html) {
  const scripts = new Set();
  const styles = new Set();
  const styleAttributes = new Set();
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? '';
    if (/\ssrc\s*=/i.test(attributes) || dataScriptType.test(attributes)) continue;
    scripts.add(sha256(match[2] ?? ''));
  }
  for (const match of html.matchAll(/<style(?:\s[^>]*)?>([\s\S]*?)<\/style\s*>/gi)) styles.add(sha256(match[1] ?? ''));
  for (const match of html.matchAll(/\sstyle\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)) {
    styleAttributes.add(sha256(decodeAttribute(match[1] ?? match[2] ?? '')));
  }
  return { scripts: [...scripts], styles: [...styles], styleAttributes: [...styleAttributes] };
}

/**
 * @typedef {{ https: boolean, imageOrigins?: string[], frameOrigins?: string[], connectOrigins?: string[] }} PolicyOptions
 */

/**
 * The policy header for one HTML answer.
 * @param {string} html
 * @param {PolicyOptions} options
 */
export function contentSecurityPolicy(html, options) {
  const { scripts, styles, styleAttributes } = inlineHashes(html);
  const styleSources = [...styles, ...styleAttributes];
  const directives = [
    "default-src 'self'",
    ["script-src 'self'", ...scripts].join(' '),
    ["style-src 'self'", ...(styleAttributes.length > 0 ? ["'unsafe-hashes'"] : []), ...styleSources].join(' '),
    ["img-src 'self' data: blob:", ...(options.imageOrigins ?? [])].join(' '),
    "font-src 'self'",
    ["connect-src 'self'", ...(options.connectOrigins ?? [])].join(' '),
    ["frame-src", ...(options.frameOrigins?.length ? options.frameOrigins : ["'none'"])].join(' '),
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
    "manifest-src 'self'",
    "worker-src 'self' blob:",
  ];
  if (options.https) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}
