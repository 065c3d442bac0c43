import { describe, expect, it } from 'vitest';
import { blogNavigation } from './blog-navigation';

const article = (slug: string, categorySlug: string, date: string) => ({ slug, categorySlug, date, title: slug.toUpperCase() });

describe('blogNavigation', () => {
  it('lists the categories that have articles, each with its articles newest first', () => {
    const nav = blogNavigation(
      [
        { slug: 'hair', name: 'Hair' },
        { slug: 'empty', name: 'Empty' },
        { slug: 'nails', name: 'Nails' },
      ],
      [article('old-cut', 'hair', '2026-01-02T10:00:00'), article('gel', 'nails', '2026-03-01T10:00:00'), article('new-cut', 'hair', '2026-05-02 09:00:00')],
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
      { label: 'Nails', href: '/blog/nails/', lang: 'en', children: [{ label: 'GEL', href: '/blog/nails/gel/', lang: 'en', children: [] }] },
    ]);
  });
});
