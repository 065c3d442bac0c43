/**
 * Cross-site request forgery guard for routes that change state. The session lives in
 * cookies the browser attaches to any request, so such a route accepts a request only when
 * the browser says it came from this site: an `Origin` equal to the request's own origin
 * or `SITE_URL`'s, or, if a browser sent no `Origin`, `Sec-Fetch-Site: same-origin`.
 * Anything else (another site, `null`, no evidence at all) is refused.
 */
export type OriginCheck = { ok: true } | { ok: false; reason: 'missing' | 'foreign' };

export function checkOrigin(request: Request, siteUrl: string): OriginCheck {
  const allowed = new Set([new URL(request.url).origin, new URL(siteUrl).origin]);
  const host = request.headers.get('host');
  if (host) allowed.add(`${new URL(request.url).protocol}//${host}`);
  const origin = request.headers.get('origin');
  if (origin) return allowed.has(origin) ? { ok: true } : { ok: false, reason: 'foreign' };
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite === 'same-origin') return { ok: true };
  return { ok: false, reason: fetchSite ? 'foreign' : 'missing' };
}

/** The 403 answer for a refused check. */
export function originRefused(check: Extract<OriginCheck, { ok: false }>): Response {
  return Response.json({ error: 'forbidden_origin', reason: check.reason }, { status: 403 });
}
