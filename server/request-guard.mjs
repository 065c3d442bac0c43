// @ts-check
/**
 * The production server's first look at a request, before Next sees it. A request that no
 * page or file could answer because it is malformed is the client's fault and gets a 4xx
 * here, never a 500 from deeper down; headers that only Next itself or a trusted proxy may
 * set are removed, so nobody outside can steer the framework or fake their address. Whether
 * the peer is a trusted proxy is judged by the connection's own address
 * (lib/net/trusted-proxies), never by anything the request says.
 */

/** Longest request target accepted; browsers and crawlers stay far below. */
export const maxTargetLength = 4096;

const apiPath = /^\/api(?:\/|$)/;

/** Request headers Next reads as its own signals; from outside they are always forged. */
const internalHeader =
  /^(?:x-middleware-|x-nextjs-|x-invoke-|x-next-|x-now-|x-vercel-|x-matched-path$|x-backstage-|x-prerender-revalidate)/;

/** Headers only a trusted reverse proxy may set. */
const proxyHeaders = ['x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'forwarded', 'x-real-ip'];

/**
 * @typedef {{ kind: 'pass' } | { kind: 'reject', status: number, reason: string, allow?: string }} GuardVerdict
 * @typedef {{ trustedPeer: (address: string | undefined) => boolean, validRouterState?: (value: string) => boolean }} GuardOptions
 */

/**
 * Whether every percent-escape in the path decodes to valid UTF-8 without control characters.
 * @param {string} path
 */
export function isWellFormedPath(path) {
  let decoded;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return false;
  }
  return !/[\u0000-\u001f\u007f]/.test(decoded);
}

/**
 * Judges a request and cleans its headers in place.
 * @param {{ method?: string, url?: string, headers: Record<string, string | string[] | undefined>, socket?: { remoteAddress?: string } }} request
 * @param {GuardOptions} options
 * @returns {GuardVerdict}
 */
export function guardRequest(request, options) {
  const target = request.url ?? '';
  if (!target.startsWith('/')) return { kind: 'reject', status: 400, reason: 'Bad request target' };
  if (target.length > maxTargetLength) return { kind: 'reject', status: 414, reason: 'Address too long' };
  const path = target.split('?', 1)[0] ?? '/';
  if (!isWellFormedPath(path)) return { kind: 'reject', status: 400, reason: 'Malformed address' };

  const method = request.method ?? 'GET';
  if (!apiPath.test(path) && method !== 'GET' && method !== 'HEAD') {
    // Pages and files are only read: this site has no server actions, its forms post to /api/.
    return { kind: 'reject', status: 405, reason: 'Method not allowed', allow: 'GET, HEAD' };
  }

  const headers = request.headers;
  for (const name of Object.keys(headers)) {
    if (internalHeader.test(name)) delete headers[name];
  }
  const peer = request.socket?.remoteAddress;
  if (!options.trustedPeer(peer)) {
    // A client speaking for itself: whatever it claims about its address or scheme is dropped.
    for (const name of proxyHeaders) delete headers[name];
    headers['x-forwarded-for'] = peer ?? '';
  } else if (!headers['x-forwarded-for']) {
    // The proxy itself asking (a health probe): it is the client.
    headers['x-forwarded-for'] = peer ?? '';
  }

  const routerState = headers['next-router-state-tree'];
  if (routerState !== undefined) {
    const valid = typeof routerState === 'string' && (options.validRouterState?.(routerState) ?? true);
    if (!valid) return { kind: 'reject', status: 400, reason: 'Malformed router state' };
  }
  return { kind: 'pass' };
}
