import { describe, expect, it } from 'vitest';
import { wpArticle } from '../raw/article';
import { wpEmployee } from '../raw/employee';
import { wpPage } from '../raw/page';
import { wpService, wpServiceCategory } from '../raw/service';
import { toArticle } from './article';
import { toContacts, toPage } from './page';
import { toMaster } from './people';
import { toService, toServiceCategory } from './service';
import { plainText, safeHtml } from './text';

const rawService = {
  id: 1001,
  slug: 'air-touch',
  menu_order: 2,
  title: { rendered: 'Air Touch &amp; Gloss' },
  services_categories: [3, 30, 31],
  duration: 180,
  pricesInNativeCurrency: { 'Short hair': 320, 'Long hair': 420 },
  acf: {
    title: false,
    duration: '180',
    preview_image: { url: '/images/services/air-touch.webp', alt: '', width: 1200, height: 900, sizes: { '2048x2048': '/images/services/air-touch-2048.webp' } },
    seo_text: '<p onclick="steal()">Soft, <strong>seamless</strong> colour.</p><script>alert(1)</script>',
    description: '',
    additional_services: { list: [1009] },
    params: [
      { crm_id: 'short', name: 'Short hair', price_from: '320', price_to: false },
      { crm_id: 'long', name: 'Long hair', price_from: 420, price_to: '' },
    ],
    salons_prices: [{ salon: 500, with_params: true, params: false, price_from: 320, price_to: 420 }],
  },
};

describe('service schema and reshaping', () => {
  it('reads a service, turning ACF empties into nulls and numeric strings into numbers', () => {
    const service = toService(wpService.parse(rawService));
    expect(service).toMatchObject({
      id: 1001,
      title: 'Air Touch & Gloss',
      durationMinutes: 180,
      categoryIds: [3, 30, 31],
      hasParams: true,
      price: { min: 320, max: 420, isFrom: true },
      additionalServiceIds: [1009],
      description: null,
    });
    expect(service.image).toEqual({
      src: '/images/services/air-touch.webp',
      alt: 'Air Touch & Gloss',
      width: 1200,
      height: 900,
      heroSrc: '/images/services/air-touch-2048.webp',
    });
  });

  it('sanitises CMS HTML to the allowlist', () => {
    const service = toService(wpService.parse(rawService));
    expect(service.seoText?.__html).toBe('<p>Soft, <strong>seamless</strong> colour.</p>');
  });

  it('rejects items without the fields the site cannot do without', () => {
    expect(wpService.safeParse({ ...rawService, services_categories: [] }).success).toBe(false);
    expect(wpService.safeParse({ ...rawService, title: 'Air Touch' }).success).toBe(false);
    expect(wpService.safeParse({ id: 'x' }).success).toBe(false);
  });

  it('accepts an ACF group sent as an empty array', () => {
    const category = toServiceCategory(wpServiceCategory.parse({ id: 3, name: 'Women', slug: 'female', parent: 0, acf: [] }));
    expect(category).toMatchObject({ id: 3, parentId: null, image: null, seoText: null });
  });
});

describe('other reshaping', () => {
  it('builds an article title from its lines, falling back to the rendered title', () => {
    const base = {
      id: 1, slug: 'a', date: '2026-06-02 08:30:00', category_slug: 'hair', title: { rendered: 'Balayage or Air Touch?' },
      content: { rendered: '<p>Body</p>' }, articles_categories: [1800],
    };
    const withLines = toArticle(wpArticle.parse({ ...base, acf: { title: [{ items: [{ text: 'Balayage' }, { text: 'or' }] }, { items: [{ text: 'Air Touch?' }] }] } }));
    expect(withLines.titleLines).toEqual([['Balayage', 'or'], ['Air Touch?']]);
    const without = toArticle(wpArticle.parse({ ...base, acf: false }));
    expect(without.titleLines).toEqual([['Balayage or Air Touch?']]);
  });

  it('keeps a master unrated when the rating is missing, and clamps it to 0-5', () => {
    const base = { id: 9, slug: 'm', title: { rendered: 'Amelia Hart' }, acf: { photo: false } };
    expect(toMaster(wpEmployee.parse(base)).rating).toBeNull();
    expect(toMaster(wpEmployee.parse({ ...base, rating: '4.8' })).rating).toBe(4.8);
    expect(toMaster(wpEmployee.parse({ ...base, rating: 7 })).rating).toBe(5);
    expect(toMaster(wpEmployee.parse(base))).toMatchObject({ isPublic: true, isArchived: false });
  });

  it('reads the contacts page and falls back to the defaults field by field', () => {
    const defaults = { phone: '+44 20 0000 0000', address: 'Default address', year: 2024, workTime: 'Mon 9AM-5PM' };
    const page = wpPage.parse({
      id: 1, slug: 'contacts', title: { rendered: 'Contacts' }, content: { rendered: '' },
      acf: { contacts: [{ item: '+44 20 7946 0958', type: 'phone' }], year: '2026', socials: [{ name: 'Instagram', link: 'https://instagram.com/x' }] },
    });
    expect(toContacts(page, defaults)).toMatchObject({
      phones: ['+44 20 7946 0958'], address: 'Default address', year: 2026, workTime: [{ days: ['Monday'], opens: '09:00', closes: '17:00' }],
      socials: [{ name: 'Instagram', url: 'https://instagram.com/x' }],
    });
    expect(toContacts(null, defaults)).toMatchObject({ phones: ['+44 20 0000 0000'], year: 2024, socials: [], directions: [] });
    const withStops = wpPage.parse({
      id: 1, slug: 'contacts', title: { rendered: 'Contacts' }, content: { rendered: '' },
      acf: { directions: [{ place: 'Sloane Square &amp; station', how: 'District line' }, { place: ' ', how: 'nowhere' }] },
    });
    expect(toContacts(withStops, defaults).directions).toEqual([{ place: 'Sloane Square & station', how: 'District line' }]);
    expect(toPage(page).hero).toBeNull();
  });

  it('decodes entities and drops tags in plain text', () => {
    expect(plainText('Roots Touch-Up &amp; Blow-Dry &#8211; <em>new</em>')).toBe('Roots Touch-Up & Blow-Dry – new');
    expect(safeHtml('<p><a href="javascript:alert(1)">x</a><a href="https://example.com">y</a></p>')?.__html).toBe(
      '<p><a>x</a><a href="https://example.com" target="_blank" rel="noopener noreferrer">y</a></p>',
    );
    expect(safeHtml('   ')).toBeNull();
  });
});
