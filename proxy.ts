import createIntlMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { localisedPath } from './lib/i18n/locale-href';
import { routing } from './lib/i18n/routing';
import { existingProcessSingleton, serverShared } from './lib/process-singleton.mjs';
import { redirectTarget } from './lib/routing/normalise-path.mjs';
import { bookingAddressExists } from './lib/routing/booking-page-gate';
import { hasRouteShape, resolveSitePath } from './lib/routing/resolve-site-path';
import { getSiteSnapshot } from './lib/routing/site-gate';
import { splitLocalePath } from './lib/routing/split-locale-path';
import { statusHeader, statusPagePath, statusPageSegment } from './lib/routing/status-pages.mjs';

const intl = createIntlMiddleware(routing);

const permanent = (target: URL) => NextResponse.redirect(target, 301);

/**
 * Every page request passes here, and here alone is decided what an address is:
 * - a non-canonical path (no trailing slash, repeated slashes, the default locale's prefix)
 *   answers 301 to the canonical one, with the query kept;
 * - a path that is no page of the site is answered by the prerendered 404 page (rendered on
 *   the server, never stored per address), before any route renders it on demand; so is a
 *   booking page address that names no step or something the site does not have;
 * - the rest goes to locale routing and its page.
 * When no snapshot of the content could ever be loaded (the feed down since start-up) the
 * request passes on: prerendered pages are still served, and the production server answers
 * a failed render with the "server unavailable" page. The decision reads only the URL.
 */
export async function proxy(request: NextRequest) {
  const url = new URL(request.url);
  const target = redirectTarget(url);
  if (target) return permanent(target);

  const path = splitLocalePath(url.pathname);
  if (!path) return notFoundAnswer(request, routing.defaultLocale);
  if (path.explicitDefault) {
    const canonical = new URL(url.href);
    canonical.pathname = url.pathname.replace(/^\/[^/]+/, '') || '/';
    return permanent(canonical);
  }

  if (path.segments[0] === statusPageSegment && isInternalRequest(request)) return intl(request);

  if (!hasRouteShape(path.segments)) return notFoundAnswer(request, path.locale);
  const snapshot = await getSiteSnapshot();
  if (snapshot) {
    const verdict = resolveSitePath(path.segments, snapshot);
    if (verdict.kind === 'not-found') return notFoundAnswer(request, path.locale);
    if (verdict.kind === 'redirect') {
      const canonical = new URL(url.href);
      canonical.pathname = localisedPath(path.locale, verdict.to);
      return permanent(canonical);
    }
  }
  if (path.segments.length === 1 && path.segments[0] === 'book' && !bookingAddressExists(url.searchParams, snapshot)) {
    return notFoundAnswer(request, path.locale);
  }
  return intl(request);
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
  // Everything but framework internals, API routes, the public folders and metadata files:
  // any other address, with or without an extension, is judged by the gate.
  matcher: ['/((?!api/|_next/|images/|brand/|robots\\.txt$|sitemap\\.xml$|icon\\.svg$).*)'],
};
