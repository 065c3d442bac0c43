import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createRouteTemplates, readBuildRoutes, unknownRoute } from './route-template.mjs';

// The shape of a build's app-path-routes-manifest.json values.
const appRoutes = [
  '/[locale]',
  '/[locale]/about',
  '/[locale]/blog/[category]/[slug]',
  '/[locale]/blog/[category]',
  '/[locale]/blog',
  '/[locale]/employees/[slug]',
  '/[locale]/employees/positions',
  '/[locale]/employees',
  '/[locale]/services/[...segments]',
  '/[locale]/status-page/[code]',
  '/_global-error',
  '/_not-found',
  '/api/booking/appointments/[id]/calendar',
  '/api/booking/appointments/[id]',
  '/api/booking/appointments',
  '/api/booking/page/[action]',
  '/api/callback',
  '/api/health/ready',
  '/robots.txt',
  '/sitemaps/[file]',
  '/docs/[[...rest]]',
];
const routeTemplateOf = createRouteTemplates({ appRoutes, publicEntries: ['images', 'brand'] });

describe('routeTemplateOf', () => {
  it.each([
    ['/', '/'],
    ['/ua/', '/'],
    ['/about/', '/about/'],
    ['/ua/about/', '/about/'],
    ['/about/?utm_source=x', '/about/'],
    ['/blog/', '/blog/'],
    ['/blog/news/', '/blog/[category]/'],
    ['/ua/blog/news/spring-offer/', '/blog/[category]/[slug]/'],
    ['/employees/anna-k/', '/employees/[slug]/'],
    // A static route wins over a dynamic one at the same place, whatever the manifest's order.
    ['/employees/positions/', '/employees/positions/'],
    ['/services/women/', '/services/[...segments]/'],
    ['/services/women/hair/colouring/', '/services/[...segments]/'],
    ['/api/callback', '/api/callback'],
    ['/api/booking/page/confirm', '/api/booking/page/[action]'],
    ['/api/booking/appointments', '/api/booking/appointments'],
    ['/api/booking/appointments/42', '/api/booking/appointments/[id]'],
    ['/api/booking/appointments/42/calendar', '/api/booking/appointments/[id]/calendar'],
    ['/api/health/ready', '/api/health/ready'],
    ['/robots.txt', '/robots.txt'],
    ['/sitemaps/services-en.xml', '/sitemaps/[file]'],
    ['/docs', '/docs/[[...rest]]'],
    ['/docs/a/b', '/docs/[[...rest]]'],
    ['/_next/static/chunks/app-123.js', '/_next/static'],
    ['/_next/image?url=%2Fimages%2Fa.jpg&w=640&q=75', '/_next/image'],
    ['/_next/webpack-hmr', '/_next'],
    ['/images/salons/chelsea.webp', '/images'],
    ['/brand/logo.svg', '/brand'],
  ])('%s -> %s', (pathname, template) => {
    expect(routeTemplateOf(pathname)).toBe(template);
  });

  it.each([
    '/services/',
    '/status-page/404/',
    '/_not-found/',
    '/ua/api/callback',
    '/ua/images/a.webp',
    '/wp-login.php',
    '/api/unknown',
    '/api/booking/appointments/42/calendar/extra',
    '/employees/anna/extra/',
  ])('%s is %s', (pathname) => {
    expect(routeTemplateOf(pathname)).toBe(unknownRoute);
  });

  it('gives a handful of answers for a thousand random addresses', () => {
    const seen = new Set<string>();
    const word = () => Math.random().toString(36).slice(2, 2 + 1 + Math.floor(Math.random() * 10));
    const prefixes = ['', '/ua', '/api', '/api/booking', '/services', '/blog', '/_next/static', '/images'];
    for (let index = 0; index < 1000; index += 1) {
      const depth = Math.floor(Math.random() * 5);
      const prefix = prefixes[index % prefixes.length];
      const parts = Array.from({ length: depth }, word);
      seen.add(routeTemplateOf(`${prefix}/${parts.join('/')}${index % 2 ? '/' : ''}?q=${word()}`));
    }
    expect(seen.size).toBeLessThanOrEqual(appRoutes.length + 5);
    expect(seen).toContain(unknownRoute);
  });
});

describe('readBuildRoutes', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'route-template-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("reads the build's app routes and the public folder's entries", () => {
    mkdirSync(path.join(root, '.next-x'));
    mkdirSync(path.join(root, 'public', 'images'), { recursive: true });
    writeFileSync(
      path.join(root, '.next-x', 'app-path-routes-manifest.json'),
      JSON.stringify({ '/[locale]/about/page': '/[locale]/about', '/api/callback/route': '/api/callback' }),
    );
    const build = readBuildRoutes(root, '.next-x');
    expect(build.appRoutes).toEqual(['/[locale]/about', '/api/callback']);
    expect(build.publicEntries).toEqual(['images']);
    const templates = createRouteTemplates(build);
    expect(templates('/ua/about/')).toBe('/about/');
    expect(templates('/images/x.webp')).toBe('/images');
  });

  it('answers `other` for every page path when there is no build', () => {
    const build = readBuildRoutes(root, '.next-missing');
    expect(build.appRoutes).toEqual([]);
    expect(createRouteTemplates(build)('/about/')).toBe(unknownRoute);
  });
});
