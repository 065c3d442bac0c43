import { describe, expect, it } from 'vitest';
import { pageScriptSources } from './page-scripts.mjs';

describe('pageScriptSources', () => {
  it('lists each script tag once, in order, and skips the legacy polyfills and inline scripts', () => {
    const html = [
      '<head><script src="/_next/static/chunks/a.js" async=""></script>',
      '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
      '<script>self.__next_f.push([1,"x"])</script></head>',
      '<body><script src="/_next/static/chunks/b.js" async=""></script>',
      '<script src="/_next/static/chunks/a.js" async=""></script></body>',
    ].join('');
    expect(pageScriptSources(html)).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js']);
  });
});
