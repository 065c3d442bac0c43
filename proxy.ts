import createIntlMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { localisedPath } from './lib/i18n/locale-href';
import { routing } from './lib/i18n/routing';
import { existingProcessSingleton, serverShared } from './lib/process-singleton.mjs';
import { redirectTarget } from './lib/routing/normalise-path.mjs';
import { bookingAddressExists } from './lib/routing/booking-page-gate';
import { hasRouteShape, resolveSitePath } from './lib/routing/resolve-site-path';
import { getSiteSnapshot } from './lib/routing/site-gate';
import type { SiteSnapshot } from './lib/routing/site-snapshot';
import { splitLocalePath, type LocalePath } from './lib/routing/split-locale-path';
import { statusHeader, statusPagePath, statusPageSegment } from './lib/routing/status-pages.mjs';

const intl = createIntlMiddleware(routing);

const permanent = (target: URL) => NextResponse.redirect(target, 301);

/**
 * Every page request passes here, and here alone is decided what an address is:
 * - a non-canonical path answers one 301 to the canonical one, with the query kept, however
 *   many things are wrong with it: no trailing slash, repeated slashes, the default locale's
 *   prefix (`/en/about` -> `/about/`), capitals where the lower-case path is a page
 *   (`/ABOUT` -> `/about/`), a slug spelt as WordPress stores it;
 * - a path that is no page of the site is answered by the prerendered 404 page (rendered on
 *   the server, never stored per address), before any route renders it on demand; so is a
 *   booking page address that names no step or something the site does not have;
 * - the rest goes to locale routing and its page; a step of a booking (the booking page with
 *   a query) is marked `X-Robots-Tag: noindex, nofollow`, being one visitor's state.
 * When no snapshot of the content could ever be loaded (the feed down since start-up) the
 * request passes on: prerendered pages are still served, and the production server answers
 * a failed render with the "server unavailable" page. The decision reads only the URL.
 */
export async function proxy(request: NextRequest) {
  const url = new URL(request.url);
  const slashed = redirectTarget(url)?.pathname ?? url.pathname;
  const split = splitLocalePath(slashed);
  if (!split) return notFoundAnswer(request, routing.defaultLocale);

  if (split.segments[0] === statusPageSegment && !split.explicitDefault && slashed === url.pathname && isInternalRequest(request)) {
    return intl(request);
  }

  const snapshot = hasRouteShape(split.segments) || /[A-Z]/.test(slashed) ? await getSiteSnapshot() : null;
  const path = (snapshot && lowerCasePage(slashed, split, snapshot)) || split;
  if (!hasRouteShape(path.segments)) return notFoundAnswer(request, path.locale);
  const verdict = snapshot ? resolveSitePath(path.segments, snapshot) : null;
  if (verdict?.kind === 'not-found') return notFoundAnswer(request, path.locale);

  const canonical = localisedPath(path.locale, verdict?.kind === 'redirect' ? verdict.to : joinSegments(path.segments));
  if (canonical !== url.pathname) {
    const target = new URL(url.href);
    target.pathname = canonical;
    return permanent(target);
  }
  if (path.segments.length === 1 && path.segments[0] === 'book') {
    if (!bookingAddressExists(url.searchParams, snapshot)) return notFoundAnswer(request, path.locale);
    const response = intl(request);
    if (url.search) response.headers.set('X-Robots-Tag', 'noindex, nofollow');
    return response;
  }
  return intl(request);
}

/** `['services', 'male']` -> `/services/male/`, each segment encoded as an address carries it. */
function joinSegments(segments: readonly string[]): string {
  return `/${segments.map((segment) => encodeURIComponent(segment)).join('/')}${segments.length ? '/' : ''}`;
}

/**
 * The lower-case spelling of a path with capitals, when that is a page of the site and the
 * path as written is not (slugs are lower-case; a capital is a typo or a hand-written link).
 */
function lowerCasePage(pathname: string, split: LocalePath, snapshot: SiteSnapshot): LocalePath | null {
  if (!/[A-Z]/.test(pathname)) return null;
  if (hasRouteShape(split.segments) && resolveSitePath(split.segments, snapshot).kind !== 'not-found') return null;
  const lower = splitLocalePath(pathname.toLowerCase());
  return lower && hasRouteShape(lower.segments) && resolveSitePath(lower.segments, snapshot).kind !== 'not-found' ? lower : null;
}

/** The production server asking for its own "server unavailable" page (server/unavailable-page.mjs). */
function isInternalRequest(request: NextRequest): boolean {
  const token = existingProcessSingleton(serverShared.internalToken);
  return typeof token === 'string' && request.headers.get('x-backstage-internal') === token;
}

function notFoundAnswer(request: NextRequest, locale: string) {
  return NextResponse.rewrite(new URL(statusPagePath(locale, 404), request.url), { headers: { [statusHeader]: '404' } });
}

export const config = {
  // Everything but framework internals, API routes, the public folders, metadata files and the sitemap's:
  // any other address, with or without an extension, is judged by the gate.
  matcher: ['/((?!api/|_next/|images/|brand/|robots\\.txt$|sitemap\\.xml$|sitemaps/|icon\\.svg$|favicon\\.ico$|apple-icon\\.png$|social-card/).*)'],
};
