import { describe, expect, it } from 'vitest';
import { buildCategoryTree } from '@/lib/catalogue/category-tree';
import type { Salon, Service, ServiceCategory } from '@/lib/content/types';
import { buildPriceList, countGroups, countRows } from './price-list';

const category = (id: number, slug: string, parentId: number | null): ServiceCategory => ({ lang: 'en', id, slug, name: slug, parentId, order: id, image: null, seoText: null });
const service = (id: number, slug: string, categoryIds: number[], from: number): Service => ({ lang: 'en',
  id, slug, title: slug, name: slug, order: id, categoryIds, durationMinutes: 60, price: { min: from + 1, max: null, isFrom: false },
  salonPrices: [{ salonId: 500, from, to: null, variants: [] }], hasParams: false, description: null, seoText: null, image: null, additionalServiceIds: [],
});
const salon = (serviceIds: number[]): Salon => ({ lang: 'en',
  id: 500, slug: 'backstage-chelsea', title: 'Chelsea', order: 0, categoryIds: [], serviceIds, serviceCategoryIds: [], address: '',
  postcode: null, phone: null, email: null, workTime: [], description: null, image: null, mapUrl: null, geo: null,
});

const tree = buildCategoryTree(
  [category(3, 'female', null), category(30, 'hair', 3), category(31, 'colouring', 30), category(4, 'male', null), category(11, 'beard', 4)],
  [service(1, 'air-touch', [3, 30, 31], 320), service(2, 'root-colour', [3, 30, 31], 95), service(3, 'wet-shave', [4, 11], 45)],
);

describe('buildPriceList', () => {
  it("groups the salon's services by direction and category with the salon's own prices", () => {
    const chelsea = salon([1, 2, 3]);
    const list = buildPriceList(tree.tops, chelsea, [chelsea]);
    expect(list.map((g) => g.name)).toEqual(['female', 'male']);
    const colouring = list[0]!.groups[0]!.groups[0]!;
    expect(colouring.rows.map((r) => [r.title, r.price?.min])).toEqual([['air-touch', 320], ['root-colour', 95]]);
    expect(colouring.rows[0]!.href).toBe('/services/female/hair/colouring/air-touch/');
    expect(list[1]!.groups[0]!.rows[0]!.href).toBe('/services/male/beard/wet-shave/');
    expect(countRows(list)).toBe(3);
    expect(countGroups(list)).toBe(5);
    expect(countGroups(list[0]!.groups)).toBe(2);
  });

  it('leaves out what the salon does not offer, and empty groups with it', () => {
    const chelsea = salon([3]);
    const list = buildPriceList(tree.tops, chelsea, [chelsea]);
    expect(list.map((g) => g.name)).toEqual(['male']);
  });
});
