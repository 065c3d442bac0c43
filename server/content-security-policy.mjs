// @ts-check
/**
 * The Content-Security-Policy of an HTML answer. Hashes, not a nonce, keep prerendered pages
 * static: the same bytes always get the same policy, so it is computed once per page version
 * (ETag) and reused.
 *
 * Scripts: 'self' plus the hashes of the inline scripts the page may run, and only those:
 * - the scripts known before any request (`knownScripts`: the site's own, such as the
 *   early-tap capture, and Next's per-route Turbopack bootstrap from the build's manifest,
 *   server/site-inline-scripts), found in the answer as they were written;
 * - Next's data scripts, in their exact framework shape (server/flight-data-scripts), and only
 *   after the page's one bootstrap: with two bootstraps (one of them injected), none of them
 *   gets a hash, and the page shows its server-rendered HTML without hydrating.
 * Any other inline script in an answer (stored content, a reflected value) gets no hash and
 * does not run, whatever it says. 'strict-dynamic' is left out on purpose: it would switch
 * 'self' off, and the `<script src>` tags Next writes carry no integrity attribute for a hash
 * to match (Turbopack does not emit SRI), so every page would break. Eval and foreign origins
 * stay blocked.
 * Styles: 'self' plus the hashes of inline `<style>` blocks and `style="..."` attributes found
 * in the answer ('unsafe-hashes' lets only those exact attribute values through). Styles run no
 * code; injected CSS is not blocked by this policy.
 */
import { createHash } from 'node:crypto';
import { flightBootstrap, isFlightData } from './flight-data-scripts.mjs';

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
 * The hashes of the inline scripts this page may run, and of its inline styles; `refused`
 * counts the inline scripts that get no hash.
 * @param {string} html
 * @param {ReadonlySet<string>} [knownScripts] scripts known before any request, by exact text
 * @returns {{ scripts: string[], styles: string[], styleAttributes: string[], refused: number }}
 */
export function inlineHashes(html, knownScripts = new Set()) {
  const scripts = new Set();
  const styles = new Set();
  const styleAttributes = new Set();
  let refused = 0;
  let bootstraps = 0;
  /** @type {string[]} */
  const flightData = [];
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? '';
    if (/\ssrc\s*=/i.test(attributes) || dataScriptType.test(attributes)) continue;
    const text = match[2] ?? '';
    if (knownScripts.has(text)) scripts.add(sha256(text));
    else if (text === flightBootstrap) bootstraps += 1;
    // Data before the bootstrap would fail in the browser anyway; after a second one it may be anybody's.
    else if (isFlightData(text) && bootstraps === 1) flightData.push(text);
    else refused += 1;
  }
  if (bootstraps === 1) {
    scripts.add(sha256(flightBootstrap));
    for (const text of flightData) scripts.add(sha256(text));
  } else refused += bootstraps + flightData.length;
  for (const match of html.matchAll(/<style(?:\s[^>]*)?>([\s\S]*?)<\/style\s*>/gi)) styles.add(sha256(match[1] ?? ''));
  for (const match of html.matchAll(/\sstyle\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)) {
    styleAttributes.add(sha256(decodeAttribute(match[1] ?? match[2] ?? '')));
  }
  return { scripts: [...scripts], styles: [...styles], styleAttributes: [...styleAttributes], refused };
}

/**
 * @typedef {{
 *   https: boolean,
 *   knownScripts?: ReadonlySet<string>,
 *   imageOrigins?: string[],
 *   frameOrigins?: string[],
 *   connectOrigins?: string[],
 * }} PolicyOptions
 */

/**
 * The policy header for one HTML answer.
 * @param {string} html
 * @param {PolicyOptions} options
 */
export function contentSecurityPolicy(html, options) {
  const { scripts, styles, styleAttributes } = inlineHashes(html, options.knownScripts);
  const styleSources = [...styles, ...styleAttributes];
  const directives = [
    "default-src 'self'",
    ["script-src 'self'", ...scripts].join(' '),
    ["style-src 'self'", ...(styleAttributes.length > 0 ? ["'unsafe-hashes'"] : []), ...styleSources].join(' '),
    ["img-src 'self' data: blob:", ...(options.imageOrigins ?? [])].join(' '),
    "font-src 'self'",
    ["connect-src 'self'", ...(options.connectOrigins ?? [])].join(' '),
    ['frame-src', ...(options.frameOrigins?.length ? options.frameOrigins : ["'none'"])].join(' '),
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
