import { describe, expect, it } from 'vitest';
import { absoluteUrl, buildArticleJsonLd } from './article-json-ld';

const article = {
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
  publisherId: 'https://example.co.uk/#salon',
  category: 'Nails & beauty',
};

describe('buildArticleJsonLd', () => {
  it('describes the article with ISO dates, its author, an absolute image and the salon as publisher', () => {
    const data = buildArticleJsonLd({ ...base, article });
    expect(data).toMatchObject({
      '@type': 'Article',
      headline: 'Autumn nail trends for 2026',
      datePublished: '2026-09-14',
      dateModified: '2026-09-20',
      author: { '@type': 'Person', name: 'Hannah O’Connell' },
      image: 'https://example.co.uk/images/articles/autumn.webp',
      publisher: { '@type': 'BeautySalon', '@id': 'https://example.co.uk/#salon' },
      mainEntityOfPage: { '@type': 'WebPage', '@id': base.url },
    });
  });

  it('falls back to the publication date and leaves out what is unknown', () => {
    const data = buildArticleJsonLd({ ...base, article: { ...article, modified: null, author: null, image: null } });
    expect(data.dateModified).toBe('2026-09-14');
    expect(data.author).toBeUndefined();
    expect(data.image).toBeUndefined();
  });
});

describe('absoluteUrl', () => {
  it('prefixes site paths and keeps absolute addresses', () => {
    expect(absoluteUrl('https://example.co.uk', '/a.webp')).toBe('https://example.co.uk/a.webp');
    expect(absoluteUrl('https://example.co.uk', 'https://cms.example.co.uk/a.webp')).toBe('https://cms.example.co.uk/a.webp');
  });
});
