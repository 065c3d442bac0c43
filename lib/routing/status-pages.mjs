// @ts-check
/**
 * The site's own status pages. A 404 or 503 answer is decided before any page renders
 * (proxy.ts for unknown addresses, the production server for failed renders) and is drawn
 * by a prerendered page under `/{locale}/status-page/{code}/`, so the visitor always gets
 * the header, the footer and the message as server-rendered HTML. proxy.ts marks such an
 * answer with the status header and server.mjs sends it with that status, never the
 * header itself. The internal path is not an address of the site: asked for directly it is
 * a 404 like any unknown path.
 */

export const statusPageCodes = /** @type {const} */ ([404, 503]);

/** Response header by which proxy.ts tells server.mjs the status of a rewritten answer. */
export const statusHeader = 'x-backstage-status';

/** The first path segment (after the locale) of the status pages. */
export const statusPageSegment = 'status-page';

/**
 * The internal path of a status page.
 * @param {string} locale the locale (`en`, `uk`), which is also the route's internal segment
 * @param {number} code
 * @returns {string}
 */
export function statusPagePath(locale, code) {
  return `/${locale}/${statusPageSegment}/${code}/`;
}
