import { describe, expect, it } from 'vitest';
import type { Service, ServiceCategory } from '@/lib/content/types';
import { servicesNavigation } from '@/lib/navigation/services-navigation';
import { buildCategoryTree, categoryPath, servicesUnder } from './category-tree';

const category = (id: number, slug: string, parentId: number | null, order = 0): ServiceCategory => ({ lang: 'en',
  id, slug, name: slug, parentId, order, image: null, seoText: null,
});
const service = (id: number, slug: string, categoryIds: number[], order = 0): Service => ({ lang: 'en',
  id, slug, title: slug, name: slug, order, categoryIds, durationMinutes: 60, price: null, salonPrices: [],
  hasParams: false, description: null, seoText: null, image: null, additionalServiceIds: [],
});

const categories = [
  category(4, 'male', null, 1),
  category(3, 'female', null, 0),
  category(30, 'hair', 3),
  category(31, 'colouring', 30),
  category(204, 'hair', 4),
  category(197, 'facial-treatments', 3),
  category(999, 'too-deep', 31),
];
const services = [
  service(1, 'air-touch', [3, 30, 31]),
  service(2, 'mens-haircut-scissors', [4, 204]),
  service(3, 'hydrating-facial', [3, 197]),
  service(4, 'orphan', [12345]),
  service(5, 'inconsistent', [4, 31]),
];

describe('buildCategoryTree', () => {
  const tree = buildCategoryTree(categories, services);

  it('orders the top levels and nests directions and categories under them', () => {
    expect(tree.tops.map((t) => t.category.slug)).toEqual(['female', 'male']);
    const female = tree.tops[0]!;
    expect(female.children.map((c) => c.category.slug)).toEqual(['hair', 'facial-treatments']);
    expect(female.children[0]!.children[0]!.slugs).toEqual(['female', 'hair', 'colouring']);
    expect(tree.byId.get(31)!.level).toBe('category');
  });

  it('keeps repeated slugs apart by their parent', () => {
    expect(tree.byId.get(30)!.slugs).toEqual(['female', 'hair']);
    expect(tree.byId.get(204)!.slugs).toEqual(['male', 'hair']);
  });

  it('hangs each service on the deepest node of a consistent chain, straight under a direction when it has no category', () => {
    expect(tree.byId.get(31)!.services.map((s) => s.slug)).toEqual(['air-touch']);
    expect(tree.byId.get(204)!.services.map((s) => s.slug)).toEqual(['mens-haircut-scissors']);
    expect(tree.byId.get(197)!.services.map((s) => s.slug)).toEqual(['hydrating-facial']);
    expect(tree.byId.get(4)!.services.map((s) => s.slug)).toEqual(['inconsistent']);
  });

  it('stops at three levels', () => {
    expect(tree.byId.has(999)).toBe(false);
  });

  it('collects services under a node and builds its path', () => {
    expect(servicesUnder(tree.tops[0]!).map((s) => s.slug).sort()).toEqual(['air-touch', 'hydrating-facial']);
    expect(categoryPath(tree.byId.get(31)!)).toBe('/services/female/hair/colouring/');
  });

  it('turns the tree into menu entries down to the services', () => {
    const nav = servicesNavigation(tree);
    expect(nav[1]).toMatchObject({ label: 'male', href: '/services/male/' });
    expect(nav[1]!.children[0]).toMatchObject({ href: '/services/male/hair/' });
    const [hair] = nav[0]!.children;
    expect(hair!.children.map((c) => c.href)).toEqual(['/services/female/hair/colouring/']);
    expect(hair!.children[0]!.children).toEqual([{ label: 'air-touch', href: '/services/female/hair/colouring/air-touch/', lang: 'en', children: [] }]);
  });

  it('lists the services of a direction without categories directly under it', () => {
    const nav = servicesNavigation(tree);
    expect(nav[0]!.children[1]).toMatchObject({ href: '/services/female/facial-treatments/', children: [{ href: '/services/female/facial-treatments/hydrating-facial/' }] });
    expect(nav[1]!.children[0]!.children.map((c) => c.label)).toEqual(['mens-haircut-scissors']);
  });
});
