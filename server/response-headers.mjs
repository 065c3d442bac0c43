// @ts-check
/**
 * What every answer carries and what none may leak. Security headers go on everything;
 * framework-internal headers come off. The browser's router reads a few `x-nextjs-*`
 * headers on its own data requests (RSC), so those stay there and only there.
 */

/** Headers the client router reads on RSC answers (next/dist/client/components). */
const routerHeaders = new Set([
  'x-nextjs-stale-time',
  'x-nextjs-postponed',
  'x-nextjs-rewritten-path',
  'x-nextjs-rewritten-query',
  'x-nextjs-deployment-id',
  'x-nextjs-action-not-found',
]);

/**
 * @param {string} name lower-case header name
 * @param {boolean} isRsc whether the answer is the router's data (text/x-component)
 */
export function isInternalResponseHeader(name, isRsc) {
  if (name === 'x-powered-by' || name.startsWith('x-middleware-') || name.startsWith('x-backstage-')) return true;
  if (name.startsWith('x-nextjs-')) return !(isRsc && routerHeaders.has(name));
  return false;
}

/**
 * @param {{ https: boolean }} options
 * @returns {Record<string, string>}
 */
export function securityHeaders({ https }) {
  /** @type {Record<string, string>} */
  const headers = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
  if (https) headers['Strict-Transport-Security'] = 'max-age=63072000; includeSubDomains';
  return headers;
}

/**
 * Removes internal headers and adds the security ones, in place.
 * @param {import('node:http').ServerResponse} response
 * @param {{ https: boolean, security?: boolean }} options
 */
export function finaliseHeaders(response, options) {
  const isRsc = String(response.getHeader('content-type') ?? '').startsWith('text/x-component');
  for (const name of response.getHeaderNames()) {
    if (isInternalResponseHeader(name, isRsc)) response.removeHeader(name);
  }
  if (options.security === false) return;
  for (const [name, value] of Object.entries(securityHeaders(options))) response.setHeader(name, value);
}
