import { describe, expect, it } from 'vitest';
import { localeHref, localisedPath, unprefixedPath } from './locale-href';

describe('localeHref', () => {
  it('keeps the page when switching language', () => {
    expect(localeHref('uk', '/services/female/hair/')).toBe('/ua/services/female/hair/');
    expect(localeHref('uk', '/')).toBe('/ua/');
    expect(localeHref('en', '/about/')).toBe('/about/');
  });
  it('does nothing for an unknown locale', () => {
    expect(localeHref('de', '/about/')).toBeNull();
    expect(localeHref('', '/')).toBeNull();
  });
});

describe('localisedPath', () => {
  it('puts Ukrainian under /ua/, the home page included', () => {
    expect(localisedPath('uk', '/')).toBe('/ua/');
    expect(localisedPath('uk', '/blog/hair/')).toBe('/ua/blog/hair/');
    expect(localisedPath('en', '/')).toBe('/');
  });
});

describe('unprefixedPath', () => {
  it('takes the locale prefix off, the internal English one included, and leaves other paths as they are', () => {
    expect(unprefixedPath('/en/')).toBe('/');
    expect(unprefixedPath('/en')).toBe('/');
    expect(unprefixedPath('/en/about/')).toBe('/about/');
    expect(unprefixedPath('/ua/')).toBe('/');
    expect(unprefixedPath('/ua')).toBe('/');
    expect(unprefixedPath('/ua/services/female/')).toBe('/services/female/');
    expect(unprefixedPath('/services/female/')).toBe('/services/female/');
    expect(unprefixedPath('/uae/')).toBe('/uae/');
    expect(unprefixedPath('/')).toBe('/');
  });
});
