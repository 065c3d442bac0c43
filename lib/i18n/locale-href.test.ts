import { describe, expect, it } from 'vitest';
import { localeHref } from './locale-href';

describe('localeHref', () => {
  it('keeps the page when switching language', () => {
    expect(localeHref('ua', '/services/female/hair/')).toBe('/ua/services/female/hair/');
    expect(localeHref('ua', '/')).toBe('/ua/');
    expect(localeHref('en', '/about/')).toBe('/about/');
  });
  it('does nothing for an unknown locale', () => {
    expect(localeHref('de', '/about/')).toBeNull();
    expect(localeHref('', '/')).toBeNull();
  });
});
