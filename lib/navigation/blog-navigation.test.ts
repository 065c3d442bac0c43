import { describe, expect, it } from 'vitest';
import { blogNavigation } from './blog-navigation';

const article = (slug: string, categorySlug: string, date: string, lang: 'en' | 'uk' = 'en') => ({ lang, slug, categorySlug, date, title: slug.toUpperCase() });

describe('blogNavigation', () => {
  it('lists the categories that have articles, each with its articles newest first', () => {
    const nav = blogNavigation(
      [
        { lang: 'en', slug: 'hair', name: 'Hair' },
        { lang: 'en', slug: 'empty', name: 'Empty' },
        { lang: 'uk', slug: 'nails', name: 'Nails' },
      ],
      [article('old-cut', 'hair', '2026-01-02T10:00:00'), article('gel', 'nails', '2026-03-01T10:00:00', 'uk'), article('new-cut', 'hair', '2026-05-02 09:00:00')],
    );
    expect(nav).toEqual([
      {
        label: 'Hair',
        href: '/blog/hair/', lang: 'en',
        children: [
          { label: 'NEW-CUT', href: '/blog/hair/new-cut/', lang: 'en', children: [] },
          { label: 'OLD-CUT', href: '/blog/hair/old-cut/', lang: 'en', children: [] },
        ],
      },
      { label: 'Nails', href: '/blog/nails/', lang: 'uk', children: [{ label: 'GEL', href: '/blog/nails/gel/', lang: 'uk', children: [] }] },
    ]);
  });
});
