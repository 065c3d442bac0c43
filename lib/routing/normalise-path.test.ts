import { describe, expect, it } from 'vitest';
import { isExemptPath, normalisePagePath, redirectTarget } from './normalise-path.mjs';

describe('normalisePagePath', () => {
  it.each([
    ['/about', '/about/'],
    ['/about/', '/about/'],
    ['//services//male', '/services/male/'],
    ['/services///female//hair/', '/services/female/hair/'],
    ['/', '/'],
    ['//', '/'],
    ['/ua', '/ua/'],
  ])('%s -> %s', (input, expected) => {
    expect(normalisePagePath(input)).toBe(expected);
  });
});

describe('isExemptPath', () => {
  it.each(['/_next/static/chunk.js', '/api/revalidate', '/images/services/a.webp', '/favicon.ico', '/robots.txt'])(
    'leaves %s alone',
    (path) => expect(isExemptPath(path)).toBe(true),
  );
  it.each(['/about', '/services/female/hair', '/api-docs', '/blog/v1.5-news/x'])('handles %s', (path) =>
    expect(isExemptPath(path)).toBe(false),
  );
});

describe('redirectTarget', () => {
  const at = (path: string) => redirectTarget(new URL(`http://localhost:3000${path}`))?.toString() ?? null;

  it('adds the slash and keeps the query string', () => {
    expect(at('/about?x=1')).toBe('http://localhost:3000/about/?x=1');
  });
  it('collapses repeated slashes without treating them as a host', () => {
    expect(at('//services//male')).toBe('http://localhost:3000/services/male/');
  });
  it('answers null for a canonical path, so a redirect can never loop', () => {
    expect(at('/about/')).toBeNull();
    expect(at('/about/?x=1')).toBeNull();
    const once = at('/a//b?q=2')!;
    expect(redirectTarget(new URL(once))).toBeNull();
  });
  it('leaves static files and API routes alone', () => {
    expect(at('/api/revalidate')).toBeNull();
    expect(at('/images/a.webp')).toBeNull();
  });
});
