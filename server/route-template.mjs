// @ts-check
/**
 * The route template of a request path, for metric labels and log lines: one of the build's own
 * app routes (`/services/[...segments]/`, `/api/booking/page/[action]`), a framework or public
 * file group (`/_next/static`, `/images`), or `other`. The set of answers is fixed by the build,
 * so a label made from it stays bounded whatever addresses are sent. The locale prefix (`/ua`)
 * and the query are dropped: `/ua/about/` and `/about/?x=1` are both `/about/`.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** The answer for a path that no route of the build serves. */
export const unknownRoute = 'other';

/** App routes that no visitor's address reaches directly (Next's own error pages, the status pages proxy.ts rewrites to). */
const internalRoutes = /^\/(?:_not-found|_global-error|\[locale\]\/status-page)(?:\/|$)/;
/** The address prefixes of locales other than the unprefixed default, as lib/i18n/routing.ts writes them. */
const localePrefixes = new Set(['/ua']);

/**
 * @typedef {{ kind: 'static', name: string } | { kind: 'one' } | { kind: 'rest' } | { kind: 'optional-rest' }} Segment
 * @typedef {{ template: string, segments: Segment[], page: boolean }} Route
 */

/** @param {string} segment @returns {Segment} */
function parseSegment(segment) {
  if (/^\[\[\.\.\..+\]\]$/.test(segment)) return { kind: 'optional-rest' };
  if (/^\[\.\.\..+\]$/.test(segment)) return { kind: 'rest' };
  if (/^\[.+\]$/.test(segment)) return { kind: 'one' };
  return { kind: 'static', name: segment };
}

/** Lower is more specific: a static segment wins over a dynamic one at the same place. */
const rank = { static: 0, one: 1, rest: 2, 'optional-rest': 3 };

/**
 * @param {Route} a
 * @param {Route} b
 */
function bySpecificity(a, b) {
  const length = Math.max(a.segments.length, b.segments.length);
  for (let i = 0; i < length; i += 1) {
    const left = a.segments[i];
    const right = b.segments[i];
    if (!left) return 1;
    if (!right) return -1;
    const difference = rank[left.kind] - rank[right.kind];
    if (difference !== 0) return difference;
  }
  return 0;
}

/**
 * @param {Segment[]} pattern
 * @param {string[]} parts
 */
function matches(pattern, parts) {
  for (let i = 0; i < pattern.length; i += 1) {
    const segment = /** @type {Segment} */ (pattern[i]);
    if (segment.kind === 'rest') return parts.length > i;
    if (segment.kind === 'optional-rest') return true;
    if (i >= parts.length) return false;
    if (segment.kind === 'static' && segment.name !== parts[i]) return false;
  }
  return pattern.length === parts.length;
}

/**
 * A matcher over the given app routes (the values of `app-path-routes-manifest.json`: `/[locale]/about`,
 * `/api/callback`) and top-level public folders or files (`images`, `brand`).
 * @param {{ appRoutes: Iterable<string>, publicEntries?: Iterable<string> }} build
 * @returns {(pathname: string) => string}
 */
export function createRouteTemplates({ appRoutes, publicEntries = [] }) {
  /** @type {Route[]} */
  const routes = [];
  for (const route of new Set(appRoutes)) {
    if (internalRoutes.test(route)) continue;
    const page = route.startsWith('/[locale]');
    const parts = route.split('/').filter(Boolean).slice(page ? 1 : 0);
    const template = page ? `/${parts.join('/')}${parts.length ? '/' : ''}` : route;
    routes.push({ template, segments: parts.map(parseSegment), page });
  }
  routes.sort(bySpecificity);
  const publicNames = new Set(publicEntries);

  return function routeTemplateOf(pathname) {
    const clean = String(pathname ?? '').split(/[?#]/, 1)[0] ?? '';
    if (clean === '/_next/static' || clean.startsWith('/_next/static/')) return '/_next/static';
    if (clean === '/_next/image' || clean.startsWith('/_next/image/')) return '/_next/image';
    if (clean === '/_next' || clean.startsWith('/_next/')) return '/_next';
    const parts = clean.split('/').filter(Boolean);
    const prefixed = parts.length > 0 && localePrefixes.has(`/${parts[0]}`);
    const localParts = prefixed ? parts.slice(1) : parts;
    for (const route of routes) {
      if (matches(route.segments, route.page ? localParts : parts)) return route.template;
    }
    const first = parts[0];
    if (!prefixed && first !== undefined && publicNames.has(first)) return `/${first}`;
    return unknownRoute;
  };
}

/**
 * The routes of the build in `distDir` (Next's app-path-routes manifest; `next dev` keeps it
 * under `dev/`) and the public folder's top-level entries, or none when there is no build yet.
 * @param {string} root
 * @param {string} distDir
 */
export function readBuildRoutes(root, distDir) {
  const manifest = [path.join(root, distDir, 'app-path-routes-manifest.json'), path.join(root, distDir, 'dev', 'app-path-routes-manifest.json')].find(
    (file) => existsSync(file),
  );
  /** @type {string[]} */
  const appRoutes = manifest ? Object.values(JSON.parse(readFileSync(manifest, 'utf8'))) : [];
  const publicDir = path.join(root, 'public');
  const publicEntries = existsSync(publicDir) ? readdirSync(publicDir) : [];
  return { appRoutes, publicEntries };
}

/** @type {((pathname: string) => string) | undefined} */
let fromThisBuild;

/**
 * The route template of `pathname` in the build this process serves (`NEXT_DIST_DIR`, else
 * `.next`, under the working directory), read once at first use.
 * @param {string} pathname
 * @returns {string}
 */
export function routeTemplateOf(pathname) {
  fromThisBuild ??= createRouteTemplates(readBuildRoutes(process.cwd(), process.env.NEXT_DIST_DIR || '.next'));
  return fromThisBuild(pathname);
}
