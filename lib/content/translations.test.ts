import { describe, expect, it } from 'vitest';
import { overlayTranslation, translationOf, translationsById } from './translations';

const original = {
  id: 1202,
  slug: 'classic-gel-manicure',
  title: { rendered: 'Classic Gel Manicure' },
  acf: {
    description: '<p>Shape, cuticles and gel polish.</p>',
    preview_image: { url: '/images/a.webp', alt: 'Hands', sizes: { large: '/images/a.webp' } },
    params: [{ crm_id: 'short', name: 'Short nails', price_from: 40 }, { crm_id: 'long', name: 'Long nails', price_from: 45 }],
    hero: { buttons: [{ label: 'Book', link: '/book/' }] },
    email: 'hello@example.com',
  },
};

describe('overlayTranslation', () => {
  it('takes the translation’s words and keeps the original’s data', () => {
    const translation = {
      id: 101202,
      slug: 'klasychnyi-manikiur',
      lang: 'uk',
      translation_of: 1202,
      title: { rendered: 'Класичний манікюр з гель-лаком' },
      acf: {
        description: '<p>Форма, кутикула і гель-лак.</p>',
        preview_image: { url: '/images/other.webp', alt: 'Руки', sizes: { large: '/images/other.webp' } },
        params: [{ crm_id: 'other', name: 'Короткі нігті', price_from: 1 }],
        hero: { buttons: [{ label: 'Записатися', link: '/elsewhere/' }] },
        email: 'other@example.com',
      },
    };
    expect(overlayTranslation(original, translation)).toEqual({
      ...original,
      title: { rendered: 'Класичний манікюр з гель-лаком' },
      acf: {
        ...original.acf,
        description: '<p>Форма, кутикула і гель-лак.</p>',
        preview_image: { ...original.acf.preview_image, alt: 'Руки' },
        params: [{ crm_id: 'short', name: 'Короткі нігті', price_from: 40 }, original.acf.params[1]],
        hero: { buttons: [{ label: 'Записатися', link: '/book/' }] },
      },
    });
  });

  it('keeps the original’s words where the translation leaves a field empty or has none', () => {
    const translated = overlayTranslation(original, { title: { rendered: '  ' }, acf: { description: false } });
    expect(translated).toEqual(original);
    expect(translated).not.toBe(original);
    expect(overlayTranslation(original, null)).toEqual(original);
  });
});

describe('translationOf and translationsById', () => {
  it('read the original’s id, as a number or a numeric string, the first translation of an id winning', () => {
    expect(translationOf({ translation_of: 5 })).toBe(5);
    expect(translationOf({ translation_of: '5' })).toBe(5);
    for (const none of [{}, { translation_of: 0 }, { translation_of: 'x' }, { translation_of: null }, null, 'x']) expect(translationOf(none)).toBeNull();
    const first = { translation_of: 5, title: 'a' };
    expect(translationsById([first, { translation_of: 5, title: 'b' }, { title: 'c' }])).toEqual(new Map([[5, first]]));
  });
});
