import { describe, expect, it } from 'vitest';
import { previewTagsFirst } from './head-order.mjs';

const style = `<style data-precedence="next">${'.a{color:red}'.repeat(3000)}</style>`;
const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/>',
  '<link rel="preload" href="/font.woff2" as="font"/>',
  style,
  '<script src="/_next/static/chunks/a.js" async=""></script>',
  '<meta name="theme-color" content="#1d1a1f"/><title>Air Touch from £320 | Backstage</title>',
  '<meta name="description" content="Air Touch &amp; more"/><meta name="robots" content="noindex, nofollow"/>',
  '<link rel="canonical" href="https://site.example/services/female/hair/"/>',
  '<link rel="alternate" hrefLang="uk" href="https://site.example/ua/services/female/hair/"/>',
  '<meta property="og:title" content="Air Touch"/><meta property="og:image" content="https://site.example/card.jpg"/>',
  '<meta name="twitter:card" content="summary_large_image"/><link rel="icon" href="/icon.svg"/>',
  '</head><body><main><title>not in the head</title></main></body></html>',
].join('');

describe('previewTagsFirst', () => {
  const moved = previewTagsFirst(page);

  it('puts every preview tag straight after the viewport, in its order, before the styles', () => {
    const start = moved.indexOf('<title>');
    expect(start).toBe(moved.indexOf('initial-scale=1"/>') + 'initial-scale=1"/>'.length);
    const order = ['<title>', 'name="description"', 'name="robots"', 'rel="canonical"', 'rel="alternate"', 'og:title', 'og:image', 'twitter:card'];
    const at = order.map((marker) => moved.indexOf(marker));
    expect(at).toEqual([...at].sort((a, b) => a - b));
    expect(at.at(-1)!).toBeLessThan(moved.indexOf('<style'));
    expect(moved.indexOf('twitter:card')).toBeLessThan(2048);
  });

  it('moves, never copies or drops: the same tags, the rest of the page untouched', () => {
    expect(moved.length).toBe(page.length);
    expect(moved.match(/<meta|<link|<title/g)?.length).toBe(page.match(/<meta|<link|<title/g)?.length);
    expect(moved.slice(moved.indexOf('</head>'))).toBe(page.slice(page.indexOf('</head>')));
    expect(moved).toContain('<meta name="theme-color" content="#1d1a1f"/><link rel="icon" href="/icon.svg"/>');
  });

  it('leaves a page already in order, or without a head, as it is', () => {
    expect(previewTagsFirst(moved)).toBe(moved);
    expect(previewTagsFirst('{"json":true}')).toBe('{"json":true}');
  });
});
