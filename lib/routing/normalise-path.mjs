// @ts-check
/**
 * The one canonical form of a page path: single slashes, ending in a slash.
 * Plain JavaScript so that both proxy.ts and the production server (server.mjs) use it.
 */

/**
 * `//services//male` -> `/services/male/`, `/about` -> `/about/`.
 * @param {string} pathname
 * @returns {string}
 */
export function normalisePagePath(pathname) {
  const collapsed = pathname.replace(/\/{2,}/g, '/');
  const withLeading = collapsed.startsWith('/') ? collapsed : `/${collapsed}`;
  return withLeading.endsWith('/') ? withLeading : `${withLeading}/`;
}

/**
 * Paths left alone: framework assets, API routes and files with an extension.
 * @param {string} pathname
 * @returns {boolean}
 */
export function isExemptPath(pathname) {
  const collapsed = pathname.replace(/\/{2,}/g, '/');
  if (collapsed.startsWith('/_next/') || collapsed === '/_next') return true;
  if (collapsed.startsWith('/api/') || collapsed === '/api') return true;
  const last = collapsed.split('/').pop() ?? '';
  return /\.[a-z0-9]{1,8}$/i.test(last);
}

/**
 * Where a request should be sent instead, or null when its path is already canonical.
 * @param {URL} url
 * @returns {URL | null}
 */
export function redirectTarget(url) {
  if (isExemptPath(url.pathname)) return null;
  const normalised = normalisePagePath(url.pathname);
  if (normalised === url.pathname) return null;
  const target = new URL(url.href);
  target.pathname = normalised;
  return target;
}
