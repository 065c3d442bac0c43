import { beforeAll, describe, expect, it } from 'vitest';
import { specCatalogue } from '@/lib/content/fixtures/spec-catalogue';
import { listSitePaths } from '@/lib/seo/site-paths';
import { hasRouteShape, resolveSitePath } from './resolve-site-path';
import { loadSiteSnapshot, type SiteSnapshot } from './site-snapshot';

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

let site: SiteSnapshot;
beforeAll(async () => {
  site = await loadSiteSnapshot();
});

const judge = (path: string) => resolveSitePath(segmentsOf(path), site).kind;

describe('resolveSitePath on the bundled content', () => {
  it('knows every page of the sitemap', async () => {
    const paths = listSitePaths(site);
    expect(paths.length).toBeGreaterThan(150);
    const missing = paths.filter((path) => judge(path) !== 'page');
    expect(missing).toEqual([]);
  });

  it('knows every catalogue path of the specification, with and without the branch', () => {
    const paths: string[] = [];
    for (const [top, directions] of Object.entries(specCatalogue)) {
      const branch = top === 'female' ? 'backstage-chelsea/' : '';
      for (const direction of directions) {
        paths.push(`/services/${top}/${direction.slug}/`);
        for (const slug of direction.services ?? []) paths.push(`/services/${branch}${top}/${direction.slug}/${slug}/`);
        for (const [category, slugs] of Object.entries(direction.categories ?? {})) {
          paths.push(`/services/${branch}${top}/${direction.slug}/${category}/`);
          for (const slug of slugs) paths.push(`/services/${top}/${direction.slug}/${category}/${slug}/`);
        }
      }
    }
    expect(paths.filter((path) => judge(path) !== 'page')).toEqual([]);
  });

  it('knows the plain routes and the salon-scoped catalogue', () => {
    for (const path of ['/', '/about/', '/blog/', '/charity/', '/contacts/', '/employees/', '/policy/', '/price/', '/salons/', '/vacancies/']) {
      expect(judge(path), path).toBe('page');
    }
    expect(judge('/services/backstage-chelsea/')).toBe('page');
    expect(judge('/salons/london/')).toBe('page');
  });

  it.each([
    '/nope/',
    '/404/',
    '/services/',
    '/services/female/nope/',
    '/services/female/hair/colouring/air-touch/extra/',
    '/services/nail-care-application/',
    '/blog/x/y/',
    '/blog/hair-care/unknown-article/',
    '/employees/no-such-master/',
    '/price/nope/',
    '/vacancies/nope/',
    '/salons/nope/',
    '/status-page/404/',
    '/about/more/',
    '/wp-login.php/',
    '/constructor/',
    '/__proto__/x/',
  ])('turns %s away', (path) => {
    expect(judge(path)).toBe('not-found');
  });

  it('finds an article only under its own category', () => {
    const article = site.articles[0]!;
    expect(judge(`/blog/${article.categorySlug}/${article.slug}/`)).toBe('page');
    const other = site.articleCategories.find((category) => category.slug !== article.categorySlug)!;
    expect(judge(`/blog/${other.slug}/${article.slug}/`)).toBe('not-found');
  });

  it('hides archived and private masters', () => {
    const hidden = site.masters.filter((master) => master.isArchived || !master.isPublic);
    expect(hidden.length).toBeGreaterThan(0);
    for (const master of hidden) expect(judge(`/employees/${master.slug}/`)).toBe('not-found');
  });

  it('drops a CMS route when its page is gone from the feed', () => {
    const withoutAbout = { ...site, cmsPages: new Map([...site.cmsPages].filter(([slug]) => slug !== 'about')) };
    expect(resolveSitePath(['about'], withoutAbout).kind).toBe('not-found');
    expect(resolveSitePath(['charity'], withoutAbout).kind).toBe('page');
  });
});

describe('hasRouteShape', () => {
  it('accepts what some route could serve and nothing else', () => {
    expect(hasRouteShape([])).toBe(true);
    expect(hasRouteShape(['services', 'a', 'b', 'c', 'd', 'e'])).toBe(true);
    expect(hasRouteShape(['services', 'a', 'b', 'c', 'd', 'e', 'f'])).toBe(false);
    expect(hasRouteShape(['blog', 'a', 'b'])).toBe(true);
    expect(hasRouteShape(['blog', 'a', 'b', 'c'])).toBe(false);
    expect(hasRouteShape(['price'])).toBe(true);
    expect(hasRouteShape(['nope'])).toBe(false);
    expect(hasRouteShape(['toString', 'x'])).toBe(false);
  });
});

describe('WordPress-suffixed spellings', () => {
  it('redirect to the page they mean', () => {
    const aliased = { ...site, catalogueAliases: new Map([['/services/male/nails/nail-care-application-2/', '/services/male/nails/nail-care-application/']]) };
    expect(resolveSitePath(segmentsOf('/services/male/nails/nail-care-application-2/'), aliased)).toEqual({
      kind: 'redirect',
      to: '/services/male/nails/nail-care-application/',
    });
    expect(resolveSitePath(segmentsOf('/services/male/nails/nail-care-application-3/'), aliased).kind).toBe('not-found');
  });
});
