import { describe, expect, it } from 'vitest';
import type { Master } from '@/lib/content/types';
import { buildArticleJsonLd, findAuthorMaster } from './article-json-ld';

const article = {
  lang: 'en' as const,
  title: 'Autumn nail trends for 2026',
  excerpt: 'Deep shades and soft chrome.',
  date: '2026-09-14T10:00:00',
  modified: '2026-09-20 12:00:00',
  author: 'Hannah O’Connell',
  image: { src: '/images/articles/autumn.webp', alt: 'Nails', width: 1200, height: 900, heroSrc: '/images/articles/autumn.webp' },
};

const base = {
  url: 'https://example.co.uk/blog/nails-beauty/autumn-nail-trends-2026/',
  siteUrl: 'https://example.co.uk',
  locale: 'en' as const,
  brandName: 'Backstage',
  authorMaster: null,
  category: 'Nails & beauty',
};

const master = (slug: string, name: string, shown = true) =>
  ({ slug, name, isPublic: shown, isArchived: false }) as Master;

describe('buildArticleJsonLd', () => {
  it('describes the article with ISO dates, its author, an absolute image and the brand as publisher', () => {
    const data = buildArticleJsonLd({ ...base, article });
    expect(data).toMatchObject({
      '@type': 'Article',
      headline: 'Autumn nail trends for 2026',
      datePublished: '2026-09-14',
      dateModified: '2026-09-20',
      author: { '@type': 'Person', name: 'Hannah O’Connell' },
      image: 'https://example.co.uk/images/articles/autumn.webp',
      publisher: { '@type': 'Organization', '@id': 'https://example.co.uk/#organization', name: 'Backstage' },
      mainEntityOfPage: { '@type': 'WebPage', '@id': base.url },
      inLanguage: 'en',
    });
    expect(data.author).not.toHaveProperty('@id');
  });

  it("links a master's article to the master's node and page, in the page's language", () => {
    const hannah = master('hannah-oconnell', 'Hannah O’Connell');
    const data = buildArticleJsonLd({ ...base, locale: 'uk', article, authorMaster: hannah });
    expect(data.author).toEqual({
      '@type': 'Person',
      '@id': 'https://example.co.uk/employees/hannah-oconnell/#person',
      name: 'Hannah O’Connell',
      url: 'https://example.co.uk/ua/employees/hannah-oconnell/',
    });
  });

  it('falls back to the publication date and leaves out what is unknown', () => {
    const data = buildArticleJsonLd({ ...base, article: { ...article, modified: null, author: null, image: null } });
    expect(data.dateModified).toBe('2026-09-14');
    expect(data.author).toBeUndefined();
    expect(data.image).toBeUndefined();
  });
});

describe('findAuthorMaster', () => {
  const masters = [master('hannah-oconnell', 'Hannah O’Connell'), master('guest', 'Ann Guest', false)];
  it('finds the shown master the author names, and no one for a guest or a hidden master', () => {
    expect(findAuthorMaster('Hannah O’Connell', masters)?.slug).toBe('hannah-oconnell');
    expect(findAuthorMaster('Ann Guest', masters)).toBeNull();
    expect(findAuthorMaster('Somebody Else', masters)).toBeNull();
    expect(findAuthorMaster(null, masters)).toBeNull();
  });
  it('names no one when two shown masters share the name', () => {
    expect(findAuthorMaster('Hannah O’Connell', [...masters, master('hannah-2', 'Hannah O’Connell')])).toBeNull();
  });
});
