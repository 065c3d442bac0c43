/**
 * The session as the booking page sees it while it renders on the server (its own copy of the
 * session's cookies, `session-cookies.ts`). A render cannot set cookies, so it never trades
 * the refresh token in: a refresh rotates the token, and a browser that never stored the new
 * pair would come back with a spent one, which the booking system takes for a stolen token
 * and answers by ending the whole sign-in. The page asks the API's handlers with the access
 * cookie alone, and leaves the refresh to a form posted to the API, whose answer can store it.
 */
import type { CookieTags } from './cookie-tags';
import { accessCookie, cookieName, readCookieValues, readSession } from './session-cookies';

/**
 * - `signed-in`: an access cookie of the site's;
 * - `lapsed`: no access cookie (it lapses before its token does), but a refresh cookie of the site's;
 * - `signed-out`: neither, or a cookie the site did not write.
 */
export type PageSession = 'signed-in' | 'lapsed' | 'signed-out';

export async function pageSession(request: Request, tags: CookieTags): Promise<PageSession> {
  const { access, refresh, forged } = await readSession(request, tags);
  if (forged) return 'signed-out';
  if (access) return 'signed-in';
  return refresh ? 'lapsed' : 'signed-out';
}

/**
 * The request's headers with the access cookie (every copy, under either of its names) as the
 * only cookie: a handler asked with them cannot refresh.
 */
export function withAccessCookieOnly(headers: Headers): Headers {
  const only = new Headers(headers);
  const request = new Request('http://page.invalid/', { headers });
  const access = [cookieName(accessCookie, false), cookieName(accessCookie, true)].flatMap((name) =>
    readCookieValues(request, name).map((value) => `${name}=${value}`),
  );
  if (access.length > 0) only.set('cookie', access.join('; '));
  else only.delete('cookie');
  return only;
}
