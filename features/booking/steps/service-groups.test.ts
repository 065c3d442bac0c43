import { describe, expect, it } from 'vitest';
import type { BookingService } from '@/lib/booking/types';
import { firstChoices, groupServiceChoices, type ServiceChoice } from './service-groups';

const choice = (id: string, name: string, categoryId: string | null): ServiceChoice => ({
  key: id,
  service: {
    id,
    categoryId,
    name,
    durationMinutes: 30,
    gender: null,
    description: null,
    prices: [],
    currency: 'GBP',
  } satisfies BookingService,
});
// Listed alphabetically, as the booking system sends them.
const choices = [
  choice('1', '1-to-1 Makeup Course', '31'),
  choice('2', 'Add-On for Long Nails', '21'),
  choice('3', 'Classic Gel Manicure', '21'),
  choice('4', 'Classic Pedicure', '22'),
  choice('5', 'Gift card', null),
];
const categories = [
  { id: '20', name: 'Nails', parentId: null },
  { id: '21', name: 'Manicure', parentId: '20' },
  { id: '22', name: 'Pedicure', parentId: '20' },
  { id: '30', name: 'Makeup', parentId: null },
  { id: '31', name: 'Courses', parentId: '30' },
];
const labels = { favourites: 'Your favourites', other: 'Other services' };
// The catalogue's order: nails (manicure, then pedicure) before makeup.
const order = ['3', '2', '4', '1'];
const shape = (groups: ReturnType<typeof groupServiceChoices>) =>
  groups.map((group) => [group.label, group.choices.map((entry) => entry.service.name)]);

describe('groupServiceChoices', () => {
  it("lists categories and their services in the catalogue's order, what it does not place last", () => {
    expect(shape(groupServiceChoices(choices, { categories, order, labels }))).toEqual([
      ['Nails › Manicure', ['Classic Gel Manicure', 'Add-On for Long Nails']],
      ['Nails › Pedicure', ['Classic Pedicure']],
      ['Makeup › Courses', ['1-to-1 Makeup Course']],
      ['Other services', ['Gift card']],
    ]);
  });

  it("puts the page's own service and its add-ons first, in that order, then favourites, each once", () => {
    const groups = groupServiceChoices(choices, {
      categories,
      order,
      labels,
      leading: { label: 'For this service', ids: ['3', '2'] },
      favourites: ['2', '4'],
    });
    expect(shape(groups)).toEqual([
      ['For this service', ['Classic Gel Manicure', 'Add-On for Long Nails']],
      ['Your favourites', ['Classic Pedicure']],
      ['Makeup › Courses', ['1-to-1 Makeup Course']],
      ['Other services', ['Gift card']],
    ]);
  });

  it('leaves out a leading group none of whose services is offered', () => {
    const groups = groupServiceChoices(choices, {
      categories,
      order,
      labels,
      leading: { label: 'For this service', ids: ['99'] },
    });
    expect(groups[0]!.label).toBe('Nails › Manicure');
  });

  it('cuts the groups after the first services in all, for the first frame', () => {
    const groups = groupServiceChoices(choices, { categories, order, labels });
    expect(shape(firstChoices(groups, 3))).toEqual([
      ['Nails › Manicure', ['Classic Gel Manicure', 'Add-On for Long Nails']],
      ['Nails › Pedicure', ['Classic Pedicure']],
    ]);
  });
});
