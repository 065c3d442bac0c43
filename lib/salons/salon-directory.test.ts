import { describe, expect, it } from 'vitest';
import type { Salon, SalonCategory } from '@/lib/content/types';
import { resolveSalonDirectory, salonsInCategory } from './salon-directory';

const category = (id: number, slug: string, parentId: number | null, externalUrl: string | null = null): SalonCategory => ({ lang: 'en',
  id, slug, name: slug, parentId, order: id, externalUrl,
});
const salon = (id: number, slug: string, categoryIds: number[]): Salon => ({ lang: 'en',
  id, slug, title: slug, order: 0, categoryIds, serviceIds: [], serviceCategoryIds: [], address: '', postcode: null,
  phone: null, email: null, workTime: [], description: null, image: null, mapUrl: null, geo: null,
});

const categories = [category(600, 'london', null, 'https://example.co.uk/'), category(601, 'chelsea', 600), category(602, 'soho', 600)];
const salons = [salon(500, 'backstage-chelsea', [601]), salon(501, 'backstage-soho', [602])];
const resolve = (path: string) => resolveSalonDirectory(path.split('/').filter(Boolean), salons, categories);

describe('resolveSalonDirectory', () => {
  it('finds a salon by its own slug', () => {
    expect(resolve('backstage-chelsea')).toMatchObject({ kind: 'salon', salon: { id: 500 }, category: null });
  });
  it('finds a category with its sub-categories and the salons in all of them', () => {
    const london = resolve('london');
    expect(london).toMatchObject({ kind: 'category', category: { slug: 'london' } });
    expect(london.kind === 'category' && london.subcategories.map((c) => c.slug)).toEqual(['chelsea', 'soho']);
    expect(london.kind === 'category' && london.salons.map((s) => s.slug)).toEqual(['backstage-chelsea', 'backstage-soho']);
  });
  it('finds a salon within its category or a parent category', () => {
    expect(resolve('chelsea/backstage-chelsea')).toMatchObject({ kind: 'salon', salon: { id: 500 }, category: { slug: 'chelsea' } });
    expect(resolve('london/backstage-soho')).toMatchObject({ kind: 'salon', salon: { id: 501 } });
  });
  it.each(['nowhere', 'chelsea/backstage-soho', 'backstage-chelsea/backstage-chelsea', 'chelsea/backstage-chelsea/extra', ''])('misses %s', (path) => {
    expect(resolve(path)).toEqual({ kind: 'not-found' });
  });
  it('lists the salons of a category including its descendants', () => {
    expect(salonsInCategory(categories[1]!, salons, categories).map((s) => s.id)).toEqual([500]);
  });
});
