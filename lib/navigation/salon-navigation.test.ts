import { describe, expect, it } from 'vitest';
import type { Salon, SalonCategory } from '@/lib/content/types';
import { salonsNavigation } from './salon-navigation';

const category = (id: number, slug: string, parentId: number | null, externalUrl: string | null = null): SalonCategory => ({
  lang: 'en', id, slug, name: slug.toUpperCase(), parentId, order: id, externalUrl,
});
const salon = (id: number, slug: string, categoryIds: number[]): Salon => ({
  lang: 'en', id, slug, title: slug, order: id, categoryIds, serviceIds: [], serviceCategoryIds: [], address: '', postcode: null,
  phone: null, email: null, workTime: [], description: null, image: null, mapUrl: null, geo: null,
});

describe('salonsNavigation', () => {
  it('nests sub-categories and salons under each top category; a category with its own site links there', () => {
    const nav = salonsNavigation(
      [category(602, 'soho', 600), category(600, 'london', null, 'https://london.example/'), category(601, 'chelsea', 600), category(700, 'paris', null)],
      [salon(501, 'backstage-soho', [602]), salon(500, 'backstage-chelsea', [601]), salon(502, 'backstage-paris', [700])],
    );
    expect(nav).toEqual([
      {
        label: 'LONDON',
        href: 'https://london.example/', lang: 'en',
        external: true,
        children: [
          { label: 'CHELSEA', href: '/salons/chelsea/', lang: 'en', children: [{ label: 'backstage-chelsea', href: '/salons/backstage-chelsea/', lang: 'en', children: [] }] },
          { label: 'SOHO', href: '/salons/soho/', lang: 'en', children: [{ label: 'backstage-soho', href: '/salons/backstage-soho/', lang: 'en', children: [] }] },
        ],
      },
      { label: 'PARIS', href: '/salons/paris/', lang: 'en', children: [{ label: 'backstage-paris', href: '/salons/backstage-paris/', lang: 'en', children: [] }] },
    ]);
  });
});
