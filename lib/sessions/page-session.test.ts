import { describe, expect, it } from 'vitest';
import { createCookieTags, newSessionId } from './cookie-tags';
import { pageSession, withAccessCookieOnly } from './page-session';
import { accessCookie, refreshCookie } from './session-cookies';

const tags = createCookieTags(async () => Buffer.alloc(32, 4));
const session = newSessionId();
const sealed = async (name: string, token = `${name}-token`) => `${name}=${await tags.seal(name, { token, session })}`;
const pageRequest = (cookie: string) =>
  new Request('http://localhost/book/?mine', { headers: cookie ? { cookie } : {} });

describe('the booking page’s view of the session', () => {
  it('is signed in with an access cookie of the site’s, lapsed with only a refresh cookie, else signed out', async () => {
    const access = await sealed(accessCookie);
    const refresh = await sealed(refreshCookie);
    expect(await pageSession(pageRequest(`${access}; ${refresh}`), tags)).toBe('signed-in');
    expect(await pageSession(pageRequest(access), tags)).toBe('signed-in');
    expect(await pageSession(pageRequest(refresh), tags)).toBe('lapsed');
    expect(await pageSession(pageRequest(''), tags)).toBe('signed-out');
    expect(await pageSession(pageRequest('other=1'), tags)).toBe('signed-out');
  });

  it('is signed out when either cookie is not the site’s', async () => {
    const refresh = await sealed(refreshCookie);
    expect(await pageSession(pageRequest(`${accessCookie}=made-up; ${refresh}`), tags)).toBe('signed-out');
    expect(await pageSession(pageRequest(`${refreshCookie}=made.up.token`), tags)).toBe('signed-out');
    // An access token in the refresh cookie's place is not the site's refresh cookie.
    const misplaced = (await sealed(accessCookie)).replace(`${accessCookie}=`, `${refreshCookie}=`);
    expect(await pageSession(pageRequest(misplaced), tags)).toBe('signed-out');
  });

  it('hands the API’s handlers the access cookie alone, never the refresh cookie', async () => {
    const access = await sealed(accessCookie);
    const headers = new Headers({ cookie: `theme=dark; ${access}; ${await sealed(refreshCookie)}`, 'user-agent': 'x' });
    const only = withAccessCookieOnly(headers);
    expect(only.get('cookie')).toBe(access);
    expect(only.get('user-agent')).toBe('x');
    expect(withAccessCookieOnly(new Headers({ cookie: await sealed(refreshCookie) })).has('cookie')).toBe(false);
  });
});
