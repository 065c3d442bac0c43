import { describe, expect, it } from 'vitest';
import { consentCookieAssignment, hasConsentCookie } from './cookie-consent';

describe('hasConsentCookie', () => {
  it('finds the cookie among others, whatever its value', () => {
    expect(hasConsentCookie('a=1; cookiesAccepted=true; b=2')).toBe(true);
    expect(hasConsentCookie('cookiesAccepted=false')).toBe(true);
  });
  it('does not mistake similar names or an empty jar', () => {
    expect(hasConsentCookie('')).toBe(false);
    expect(hasConsentCookie('notcookiesAccepted=true; cookiesAcceptedAt=1')).toBe(false);
  });
});

describe('consentCookieAssignment', () => {
  it('sets true for 30 days on the whole site, SameSite=Lax', () => {
    expect(consentCookieAssignment(false)).toBe('cookiesAccepted=true; Max-Age=2592000; Path=/; SameSite=Lax');
  });
  it('is Secure on https', () => {
    expect(consentCookieAssignment(true)).toBe('cookiesAccepted=true; Max-Age=2592000; Path=/; SameSite=Lax; Secure');
  });
});
