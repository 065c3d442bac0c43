import createIntlMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing } from './lib/i18n/routing';
import { redirectTarget } from './lib/routing/normalise-path.mjs';

const intl = createIntlMiddleware(routing);

/**
 * Every page request passes here: non-canonical paths (no trailing slash, repeated slashes)
 * answer 301 to the canonical one with the query kept; the rest go to locale routing.
 * The decision reads only the URL, never request headers.
 */
export function proxy(request: NextRequest) {
  const target = redirectTarget(new URL(request.url));
  if (target) return NextResponse.redirect(target, 301);
  return intl(request);
}

export const config = {
  // Everything but framework internals, API routes and files with an extension.
  matcher: ['/((?!api/|_next/|_vercel/|.*\\.[a-zA-Z0-9]{1,8}$).*)'],
};
