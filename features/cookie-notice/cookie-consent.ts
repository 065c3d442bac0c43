/** The cookie that records a visitor's acceptance of the cookie notice, and how long it lasts. */
export const consentCookie = 'cookiesAccepted';
export const consentDays = 30;

/** Whether `cookies` (as `document.cookie` gives them) hold the acceptance, whatever its value. */
export function hasConsentCookie(cookies: string): boolean {
  return cookies.split(';').some((pair) => pair.trim().split('=')[0] === consentCookie);
}

/** The `document.cookie` assignment that records the acceptance for 30 days across the site. */
export function consentCookieAssignment(secure: boolean): string {
  const attributes = [`Max-Age=${consentDays * 24 * 60 * 60}`, 'Path=/', 'SameSite=Lax', ...(secure ? ['Secure'] : [])];
  return [`${consentCookie}=true`, ...attributes].join('; ');
}
