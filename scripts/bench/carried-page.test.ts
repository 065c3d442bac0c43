import { describe, expect, it } from 'vitest';
import { carriedPage } from './carried-page.mjs';

const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="preload" href="/_next/static/media/inter.woff2" as="font" crossorigin="" type="font/woff2"/>',
  '<link rel="preload" as="image" fetchPriority="high" imageSrcSet="/_next/image/?url=%2Fa.webp&amp;w=320 320w" imageSizes="100vw"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js"/>',
  '<link rel="canonical" href="http://localhost:3000/"/>',
  '<style data-precedence="next">.a{color:red}</style><style data-precedence="default">:root{--f:Inter}</style>',
  '<script src="/_next/static/chunks/a.js" async=""></script></head>',
  '<body><script>document.documentElement.dataset.x=1</script>',
  '<header><button type="button" data-early-tap="" data-early-tap-live="">Menu</button></header>',
  '<main><h1>Backstage</h1><img src="/_next/image/?url=%2Fa.webp&amp;w=320" alt=""/></main>',
  '<script type="application/ld+json">{"@type":"BeautySalon"}</script>',
  '<script>self.__next_f.push([1,"</div>"])</script></body></html>',
].join('');

describe('the page a bare floor page carries', () => {
  it("keeps the page's styles in order, its font and picture preloads, and its markup and structured data without scripts or live controls", () => {
    expect(carriedPage(page)).toEqual({
      css: '.a{color:red}\n:root{--f:Inter}',
      preloads: [
        { href: '/_next/static/media/inter.woff2', as: 'font', crossOrigin: '', type: 'font/woff2' },
        { as: 'image', fetchPriority: 'high', imageSrcSet: '/_next/image/?url=%2Fa.webp&w=320 320w', imageSizes: '100vw' },
      ],
      body:
        '<header><button type="button">Menu</button></header>' +
        '<main><h1>Backstage</h1><img src="/_next/image/?url=%2Fa.webp&amp;w=320" alt=""/></main>' +
        '<script type="application/ld+json">{"@type":"BeautySalon"}</script>',
    });
  });

  it('refuses what is not a whole page', () => {
    expect(() => carriedPage('<div>part</div>')).toThrow('not a whole HTML page');
  });
});
