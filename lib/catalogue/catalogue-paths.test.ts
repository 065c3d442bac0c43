import { describe, expect, it } from 'vitest';
import type { Salon, Service, ServiceCategory } from '@/lib/content/types';
import { additionalServiceLinks } from './additional-services';
import { buildCatalogueBreadcrumbs } from './breadcrumbs';
import { canonicalCataloguePath, catalogueSalonSegment, listCatalogueAliases, listCataloguePaths } from './catalogue-paths';
import { buildCategoryTree } from './category-tree';
import { resolveServiceRoute } from './resolve-service-route';

const category = (id: number, slug: string, parentId: number | null): ServiceCategory => ({ lang: 'en',
  id, slug, name: slug, parentId, order: id, image: null, seoText: null,
});
const service = (id: number, slug: string, categoryIds: number[], additionalServiceIds: number[] = []): Service => ({ lang: 'en',
  id, slug, title: slug, name: slug, order: id, categoryIds, durationMinutes: 60, price: null, salonPrices: [],
  hasParams: false, description: null, seoText: null, image: null, additionalServiceIds,
});
const salon = (id: number, slug: string, serviceIds: number[]): Salon => ({ lang: 'en',
  id, slug, title: slug, order: 0, categoryIds: [], serviceIds, serviceCategoryIds: [], address: '', postcode: null,
  phone: null, email: null, workTime: [], description: null, image: null, mapUrl: null, geo: null,
});

/** The catalogue as WordPress stores it: slugs made unique across the post type and the taxonomy. */
const categories = [
  category(3, 'female', null),
  category(4, 'male', null),
  category(50, 'nails', 3),
  category(55, 'polish-and-design', 50),
  category(106, 'nails-male', 4),
  category(204, 'hair-male', 4),
  category(30, 'hair', 3),
];
const services = [
  service(1201, 'nail-care-application', [3, 50, 55]),
  service(1202, 'gel-removal', [3, 50, 55], [1502]),
  service(1502, 'nail-care-application-2', [4, 106], [1201]),
  service(1503, 'male-manicure', [4, 106]),
  service(1504, 'mens-haircut', [4, 204]),
  service(1505, 'package-2', [4, 106]),
];
const chelsea = salon(500, 'backstage-chelsea', [1201, 1202, 1502, 1503, 1504]);
const tree = buildCategoryTree(categories, services);
const resolve = (path: string) => resolveServiceRoute(path.split('/').filter(Boolean), tree, [chelsea]);

describe('catalogue paths over slugs WordPress made unique', () => {
  it("resolves the paths without WordPress's suffixes", () => {
    expect(resolve('male/nails/nail-care-application')).toMatchObject({ kind: 'service', service: { id: 1502 } });
    expect(resolve('female/nails/polish-and-design/nail-care-application')).toMatchObject({ service: { id: 1201 } });
    expect(resolve('male/hair/mens-haircut')).toMatchObject({ kind: 'service', service: { id: 1504 } });
    expect(resolve('male/nails')).toMatchObject({ kind: 'category', node: { category: { id: 106 } } });
    expect(resolve('male/nails/package-2')).toMatchObject({ kind: 'service', service: { id: 1505 } });
  });

  it('treats the suffixed spellings as no page of their own', () => {
    expect(resolve('male/nails/nail-care-application-2')).toEqual({ kind: 'not-found' });
    expect(resolve('male/hair-male')).toEqual({ kind: 'not-found' });
  });

  it('builds every link, breadcrumb and canonical with the path slugs', () => {
    const route = resolve('male/nails/nail-care-application');
    if (route.kind !== 'service') throw new Error('expected a service');
    expect(canonicalCataloguePath(route, [chelsea])).toBe('/services/male/nails/nail-care-application/');
    expect(buildCatalogueBreadcrumbs(route, 'Home', [chelsea]).map((crumb) => crumb.href)).toEqual([
      '/', '/services/male/', '/services/male/nails/', '/services/male/nails/nail-care-application/',
    ]);
    const gelRemoval = resolve('female/nails/polish-and-design/gel-removal');
    if (gelRemoval.kind !== 'service') throw new Error('expected a service');
    expect(additionalServiceLinks(gelRemoval.service, tree, null, [chelsea]).map((link) => link.href)).toEqual([
      '/services/male/nails/nail-care-application/',
    ]);
    expect(listCataloguePaths(tree, [chelsea]).filter((path) => /-2\/|-male\//.test(path))).toEqual(['/services/male/nails/package-2/']);
  });

  it('lists each suffixed spelling of a page as an alias of its canonical address, with and without the salon', () => {
    const aliases = listCatalogueAliases(tree, [chelsea]);
    expect(aliases.filter((alias) => !alias.from.startsWith('/services/backstage-chelsea/'))).toEqual([
      { from: '/services/male/nails-male/', to: '/services/male/nails/' },
      { from: '/services/male/nails/nail-care-application-2/', to: '/services/male/nails/nail-care-application/' },
      { from: '/services/male/nails-male/nail-care-application/', to: '/services/male/nails/nail-care-application/' },
      { from: '/services/male/nails-male/nail-care-application-2/', to: '/services/male/nails/nail-care-application/' },
      { from: '/services/male/nails-male/male-manicure/', to: '/services/male/nails/male-manicure/' },
      { from: '/services/male/nails-male/package-2/', to: '/services/male/nails/package-2/' },
      { from: '/services/male/hair-male/', to: '/services/male/hair/' },
      { from: '/services/male/hair-male/mens-haircut/', to: '/services/male/hair/mens-haircut/' },
    ]);
    // Under the only salon, each spelling goes in one hop to the plain page, which is canonical.
    expect(aliases).toContainEqual({ from: '/services/backstage-chelsea/male/hair-male/mens-haircut/', to: '/services/male/hair/mens-haircut/' });
    expect(aliases.every((alias) => !alias.to.startsWith('/services/backstage-chelsea/'))).toBe(true);
    const women = buildCategoryTree(categories, [...services, service(1203, 'gel-removal-2', [3, 50])]);
    expect(listCatalogueAliases(women, [salon(500, 'backstage-chelsea', [1203])])).toContainEqual({
      from: '/services/backstage-chelsea/female/nails/gel-removal-2/',
      to: '/services/female/nails/gel-removal/',
    });
    const twoSalons = [salon(500, 'backstage-chelsea', [1203]), salon(501, 'backstage-soho', [1203])];
    expect(listCatalogueAliases(women, twoSalons)).toContainEqual({
      from: '/services/backstage-soho/female/nails/gel-removal-2/',
      to: '/services/backstage-soho/female/nails/gel-removal/',
    });
    expect(listCatalogueAliases(women, [])).toContainEqual({ from: '/services/female/nails/gel-removal-2/', to: '/services/female/nails/gel-removal/' });
  });

  it('has no aliases when no slug carries a suffix', () => {
    const plain = buildCategoryTree([category(4, 'male', null), category(11, 'beard', 4)], [service(1, 'wet-shave', [4, 11])]);
    expect(listCatalogueAliases(plain, [])).toEqual([]);
  });
});

describe('one canonical shape for every catalogue page', () => {
  const soho = salon(501, 'backstage-soho', [1201, 1504]);
  const route = (path: string, salons: Salon[]) => {
    const resolved = resolveServiceRoute(path.split('/').filter(Boolean), tree, salons);
    if (resolved.kind === 'not-found') throw new Error(`no page at ${path}`);
    return resolved;
  };

  it("with one salon, names the plain address for women's and men's pages reached under the salon", () => {
    for (const path of ['backstage-chelsea/female/nails/polish-and-design/gel-removal', 'backstage-chelsea/female/nails', 'backstage-chelsea/male/hair/mens-haircut']) {
      expect(canonicalCataloguePath(route(path, [chelsea]), [chelsea])).toBe(`/services/${path.replace('backstage-chelsea/', '')}/`);
    }
    expect(canonicalCataloguePath(route('backstage-chelsea', [chelsea]), [chelsea])).toBe('/services/backstage-chelsea/');
    expect(catalogueSalonSegment(chelsea, [chelsea])).toBeNull();
  });

  it("with several salons, keeps each salon's selection as a page of its own and the plain page as the whole catalogue", () => {
    const both = [chelsea, soho];
    expect(canonicalCataloguePath(route('backstage-soho/female/nails', both), both)).toBe('/services/backstage-soho/female/nails/');
    expect(canonicalCataloguePath(route('female/nails', both), both)).toBe('/services/female/nails/');
    expect(buildCatalogueBreadcrumbs(route('backstage-soho/male/hair/mens-haircut', both), 'Home', both).map((crumb) => crumb.href)).toEqual([
      '/', '/services/backstage-soho/', '/services/backstage-soho/male/hair/', '/services/backstage-soho/male/hair/mens-haircut/',
    ]);
  });

  it('lists as canonical the plain pages and each salon page, and every answering spelling otherwise', () => {
    const canonical = listCataloguePaths(tree, [chelsea], true);
    expect(canonical).toContain('/services/backstage-chelsea/');
    expect(canonical.filter((path) => path.startsWith('/services/backstage-chelsea/'))).toEqual(['/services/backstage-chelsea/']);
    expect(canonical).toContain('/services/female/nails/polish-and-design/gel-removal/');
    const answering = listCataloguePaths(tree, [chelsea]);
    expect(answering).toContain('/services/backstage-chelsea/female/nails/polish-and-design/gel-removal/');
    expect(answering).toContain('/services/backstage-chelsea/male/hair/mens-haircut/');
    expect(answering).not.toContain('/services/backstage-chelsea/male/nails/package-2/');
    expect(listCataloguePaths(tree, [chelsea, soho], true)).toContain('/services/backstage-soho/male/hair/mens-haircut/');
  });

  it("breadcrumbs of a page reached under the only salon are the plain page's", () => {
    expect(buildCatalogueBreadcrumbs(route('backstage-chelsea/female/nails', [chelsea]), 'Home', [chelsea]).map((crumb) => crumb.href)).toEqual([
      '/', '/services/female/', '/services/female/nails/',
    ]);
  });
});
