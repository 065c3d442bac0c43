import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseItems } from '@/lib/content/parse-items';
import { wpEmployee } from '@/lib/content/raw/employee';
import { wpService, wpServiceCategory } from '@/lib/content/raw/service';
import { toMaster } from '@/lib/content/reshape/people';
import { toService, toServiceCategory } from '@/lib/content/reshape/service';
import { buildCategoryTree } from '@/lib/catalogue/category-tree';
import { createBundledSource } from '@/lib/content/source/bundled-source';
import type { Master, Service } from '@/lib/content/types';
import { createEmbeddedKit, type EmbeddedKit } from './local/embedded-test-kit';
import { bookableOptions, bookingEmployeeId, buildBookingRefs, buildCatalogueOrder, optionKeys } from './site-refs';

let kit: EmbeddedKit;
let services: Service[];
let masters: Master[];

beforeAll(async () => {
  kit = await createEmbeddedKit('2026-01-05T08:00:00Z');
  const source = createBundledSource();
  services = parseItems('services', await source.collection('services'), wpService).map((raw) => toService(raw));
  masters = parseItems('employees', await source.collection('employees'), wpEmployee).map((raw) => toMaster(raw));
});
afterAll(() => kit.close());

describe('site references into the booking system', () => {
  it('books a service with options per option, and one without under its own id', () => {
    const airTouch = services.find((service) => service.slug === 'air-touch')!;
    expect(bookableOptions(airTouch, 500).map((option) => option.bookingServiceId)).toEqual([
      'air-touch-short',
      'air-touch-medium',
      'air-touch-long',
    ]);
    const rootColour = services.find((service) => service.slug === 'root-colour')!;
    expect(bookableOptions(rootColour, 500)).toEqual([{ bookingServiceId: '1002', name: null }]);
  });

  it('finds every bundled service and every shown master in the embedded booking system', async () => {
    const bookingServices = await kit.client.services();
    const serviceIds = new Set(bookingServices.ok ? bookingServices.value.map((service) => service.id) : []);
    for (const service of services) {
      for (const option of bookableOptions(service, 500))
        expect(serviceIds.has(option.bookingServiceId), service.slug).toBe(true);
    }
    const employees = await kit.client.employees();
    const employeeIds = new Set(employees.ok ? employees.value.map((employee) => employee.id) : []);
    for (const master of masters.filter((entry) => entry.isPublic && !entry.isArchived)) {
      expect(employeeIds.has(bookingEmployeeId(master)!), master.slug).toBe(true);
    }
  });
});

describe('buildBookingRefs', () => {
  it('maps service and category slugs to booking ids, and lists shown masters by booking id', () => {
    const refs = buildBookingRefs({
      services,
      categories: [
        { id: 31, slug: 'colouring' },
        { id: 999, slug: 'empty' },
      ],
      masters,
      salonId: 500,
    });
    expect(refs.services['air-touch']).toEqual(['air-touch-short', 'air-touch-medium', 'air-touch-long']);
    expect(refs.services['root-colour']).toEqual(['1002']);
    // Each price option also under its own key, so that an address can name one.
    expect(refs.services['air-touch-short']).toEqual(['air-touch-short']);
    expect(refs.services['1002']).toBeUndefined();
    expect(refs.categories.colouring).toEqual(expect.arrayContaining(['1002', 'air-touch-long']));
    expect(refs.categories.empty).toEqual([]);
    const amelia = refs.masters.find((master) => master.name === 'Amelia Hart');
    expect(amelia).toMatchObject({ employeeId: '40012', slug: expect.any(String) });
    expect(refs.masters.every((master) => master.employeeId)).toBe(true);
    expect(refs.masters.length).toBe(masters.filter((m) => m.isPublic && !m.isArchived && m.crmId).length);
  });
});

describe('optionKeys', () => {
  it('keys each price option by its booking id, unless that is not slug-shaped or is a service slug', () => {
    const airTouch = services.find((service) => service.slug === 'air-touch')!;
    const rootColour = services.find((service) => service.slug === 'root-colour')!;
    const variant = (id: string) => ({ id, name: id, from: 1, to: null });
    const odd: Service = {
      ...airTouch,
      slug: 'odd',
      salonPrices: [{ salonId: 500, from: 1, to: null, variants: [variant('Upper Case'), variant('root-colour'), variant('odd-long')] }],
    };
    const keys = optionKeys([airTouch, rootColour, odd], 500);
    expect(Object.fromEntries(keys)).toEqual({
      'air-touch-short': 'air-touch-short',
      'air-touch-medium': 'air-touch-medium',
      'air-touch-long': 'air-touch-long',
      'odd-long': 'odd-long',
    });
  });
});

describe('buildCatalogueOrder', () => {
  it("lists booking ids in the catalogue tree's order, and each service's add-ons as booking ids", async () => {
    const source = createBundledSource();
    const categories = parseItems(
      'services_categories',
      await source.collection('services_categories'),
      wpServiceCategory,
    ).map((raw) => toServiceCategory(raw));
    const tree = buildCategoryTree(categories, services);
    const { order, additions } = buildCatalogueOrder(tree, services, 500);
    const walked = tree.tops.flatMap(function walk(node): string[] {
      return [
        ...node.services.flatMap((service) => bookableOptions(service, 500).map((option) => option.bookingServiceId)),
        ...node.children.flatMap(walk),
      ];
    });
    expect(order).toEqual([...new Set(walked)]);
    // Women's services come before men's, as the catalogue lists them.
    expect(order.indexOf('1202')).toBeLessThan(order.indexOf('1501'));
    // Classic Gel Manicure's page suggests Spa Treatment (two options) and Simple Nail Art (two).
    const spa = services.find((service) => service.id === 1223)!;
    const art = services.find((service) => service.id === 1230)!;
    expect(additions['classic-gel-manicure']).toEqual([
      ...bookableOptions(spa, 500).map((option) => option.bookingServiceId),
      ...bookableOptions(art, 500).map((option) => option.bookingServiceId),
    ]);
  });
});
