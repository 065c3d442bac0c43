import { describe, expect, it } from 'vitest';
import type { Salon, Service, ServiceCategory } from '@/lib/content/types';
import { buildCategoryTree } from './category-tree';
import { resolveServiceRoute } from './resolve-service-route';

const category = (id: number, slug: string, parentId: number | null): ServiceCategory => ({ lang: 'en',
  id, slug, name: slug, parentId, order: id, image: null, seoText: null,
});
const service = (id: number, slug: string, categoryIds: number[]): Service => ({ lang: 'en',
  id, slug, title: slug, name: slug, order: id, categoryIds, durationMinutes: 60, price: null, salonPrices: [],
  hasParams: false, description: null, seoText: null, image: null, additionalServiceIds: [],
});
const salon = (id: number, slug: string, serviceIds: number[]): Salon => ({ lang: 'en',
  id, slug, title: slug, order: 0, categoryIds: [], serviceIds, serviceCategoryIds: [], address: '', postcode: null,
  phone: null, email: null, workTime: [], description: null, image: null, mapUrl: null, geo: null,
});

const tree = buildCategoryTree(
  [
    category(3, 'female', null),
    category(4, 'male', null),
    category(30, 'hair', 3),
    category(31, 'colouring', 30),
    category(33, 'styling', 30),
    category(50, 'nails', 3),
    category(55, 'polish-and-design', 50),
    category(197, 'facial-treatments', 3),
    category(204, 'hair', 4),
    category(106, 'nails', 4),
    category(11, 'beard', 4),
  ],
  [
    service(1001, 'air-touch', [3, 30, 31]),
    service(1002, 'root-colour', [3, 30, 31]),
    service(1003, 'bridal-style', [3, 30, 33]),
    service(1201, 'nail-care-application', [3, 50, 55]),
    service(1401, 'signature-facial', [3, 197]),
    service(1501, 'mens-haircut-scissors', [4, 204]),
    service(1502, 'nail-care-application', [4, 106]),
    service(1503, 'wet-shave', [4, 11]),
  ],
);
const chelsea = salon(500, 'backstage-chelsea', [1001, 1003, 1201, 1401, 1501, 1502, 1503]);
const salons = [chelsea];
const resolve = (path: string) => resolveServiceRoute(path.split('/').filter(Boolean), tree, salons);

describe('resolveServiceRoute', () => {
  it('resolves a top level, a direction and a category', () => {
    expect(resolve('male')).toMatchObject({ kind: 'category', salon: null, node: { slugs: ['male'] } });
    expect(resolve('female/hair')).toMatchObject({ kind: 'category', node: { level: 'direction', slugs: ['female', 'hair'] } });
    const colouring = resolve('female/hair/colouring');
    expect(colouring).toMatchObject({ kind: 'category', node: { level: 'category' } });
    expect(colouring.kind === 'category' && colouring.services.map((s) => s.slug)).toEqual(['air-touch', 'root-colour']);
  });

  it('resolves a service under a category, and straight under a direction', () => {
    expect(resolve('female/hair/colouring/air-touch')).toMatchObject({ kind: 'service', service: { id: 1001 }, node: { slugs: ['female', 'hair', 'colouring'] } });
    expect(resolve('male/beard/wet-shave')).toMatchObject({ kind: 'service', service: { id: 1503 } });
    expect(resolve('female/facial-treatments/signature-facial')).toMatchObject({ kind: 'service', service: { id: 1401 } });
  });

  it('tells repeated slugs apart by their parent chain', () => {
    expect(resolve('male/hair')).toMatchObject({ kind: 'category', node: { category: { id: 204 } } });
    expect(resolve('female/nails/polish-and-design/nail-care-application')).toMatchObject({ service: { id: 1201 } });
    expect(resolve('male/nails/nail-care-application')).toMatchObject({ service: { id: 1502 } });
  });

  it('with a salon first, shows only what the salon offers', () => {
    const colouring = resolve('backstage-chelsea/female/hair/colouring');
    expect(colouring).toMatchObject({ kind: 'category', salon: { slug: 'backstage-chelsea' } });
    expect(colouring.kind === 'category' && colouring.services.map((s) => s.slug)).toEqual(['air-touch']);
    expect(resolve('backstage-chelsea/female/hair/colouring/air-touch')).toMatchObject({ kind: 'service', salon: { id: 500 } });
    expect(resolve('backstage-chelsea/female/hair/colouring/root-colour')).toEqual({ kind: 'not-found' });
    expect(resolve('backstage-chelsea/male/beard/wet-shave')).toMatchObject({ kind: 'service', service: { id: 1503 } });
    const salonRoot = resolve('backstage-chelsea');
    expect(salonRoot.kind === 'salon' && salonRoot.tops.map((t) => t.category.slug)).toEqual(['female', 'male']);
  });

  it('hides categories with nothing on offer at the salon', () => {
    const lonely = salon(501, 'elsewhere', [1503]);
    const route = resolveServiceRoute(['elsewhere', 'female'], tree, [lonely]);
    expect(route).toEqual({ kind: 'not-found' });
    const male = resolveServiceRoute(['elsewhere', 'male'], tree, [lonely]);
    expect(male.kind === 'category' && male.children.map((c) => c.category.slug)).toEqual(['beard']);
  });

  it.each([
    ['', 'nothing'],
    ['unisex', 'an unknown top level'],
    ['female/colouring', 'a category in the wrong place'],
    ['female/hair/air-touch', 'a service one level too high'],
    ['male/hair/colouring', "a women's category under the men's direction"],
    ['female/hair/colouring/air-touch/extra', 'a segment after a service'],
    ['female/hair/colouring/no-such-service', 'an unknown service'],
    ['male/beard/wet-shave/wet-shave', 'a service twice'],
    ['backstage-chelsea/backstage-chelsea/female', 'a salon twice'],
    ['female/backstage-chelsea', 'a salon in the wrong place'],
  ])('misses %s (%s)', (path) => {
    expect(resolve(path)).toEqual({ kind: 'not-found' });
  });
});
