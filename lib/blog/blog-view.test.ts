import { describe, expect, it } from 'vitest';
import { articlesInCategory, blogArticlePath, blogCategoryPath, categoriesWithArticles, categoryNameOf, relatedArticles, sortNewestFirst } from './blog-view';

type Item = { id: number; slug: string; date: string; categorySlug: string };

const item = (id: number, categorySlug: string, date: string): Item => ({ id, slug: `article-${id}`, date, categorySlug });

const articles: Item[] = [
  item(1, 'hair', '2026-03-12T10:00:00'),
  item(2, 'hair', '2026-06-02 08:30:00'),
  item(3, 'nails', '2026-09-14T10:00:00'),
  item(4, 'hair', '2026-05-21T11:30:00'),
  item(5, 'life', '2026-10-27T16:00:00'),
  item(6, 'nails', '2026-04-23T14:00:00'),
];

const ids = (list: Item[]) => list.map((a) => a.id);

describe('sortNewestFirst', () => {
  it('orders by the calendar day, whichever separator the date uses', () => {
    expect(ids(sortNewestFirst(articles))).toEqual([5, 3, 2, 4, 6, 1]);
  });

  it('puts articles with an unreadable date last and leaves the input alone', () => {
    const input = [item(1, 'hair', 'garbage'), item(2, 'hair', '2026-01-01T00:00:00')];
    expect(ids(sortNewestFirst(input))).toEqual([2, 1]);
    expect(ids(input)).toEqual([1, 2]);
  });

  it('keeps the feed order for articles of the same day', () => {
    const input = [item(1, 'hair', '2026-01-01T09:00:00'), item(2, 'hair', '2026-01-01 18:00:00')];
    expect(ids(sortNewestFirst(input))).toEqual([1, 2]);
  });
});

describe('articlesInCategory', () => {
  it('keeps only the category asked for', () => {
    expect(ids(articlesInCategory(articles, 'nails'))).toEqual([3, 6]);
    expect(articlesInCategory(articles, 'no-such-category')).toEqual([]);
  });
});

describe('categoriesWithArticles', () => {
  it('drops empty categories and keeps the categories order', () => {
    const categories = [
      { slug: 'life', name: 'Salon life' },
      { slug: 'empty', name: 'Empty' },
      { slug: 'hair', name: 'Hair' },
    ];
    expect(categoriesWithArticles(categories, articles).map((c) => c.slug)).toEqual(['life', 'hair']);
  });
});

describe('relatedArticles', () => {
  it('gives the same category newest first, then the others newest first, never the article itself', () => {
    const current = articles[0]!;
    expect(ids(relatedArticles(current, articles))).toEqual([2, 4, 5]);
    expect(ids(relatedArticles(current, articles, 5))).toEqual([2, 4, 5, 3, 6]);
  });

  it('fills from other categories when its own has no other article', () => {
    expect(ids(relatedArticles(articles[4]!, articles, 2))).toEqual([3, 2]);
  });

  it('gives nothing when the article is the only one', () => {
    expect(relatedArticles(articles[0]!, [articles[0]!])).toEqual([]);
  });
});

describe('categoryNameOf', () => {
  it('names the category, or falls back to the slug', () => {
    const categories = [{ slug: 'hair', name: 'Hair' }];
    expect(categoryNameOf(categories, 'hair')).toBe('Hair');
    expect(categoryNameOf(categories, 'nails')).toBe('nails');
  });
});

describe('blog paths', () => {
  it('end in a slash and put the article under its category', () => {
    expect(blogCategoryPath('hair')).toBe('/blog/hair/');
    expect(blogArticlePath({ categorySlug: 'hair', slug: 'balayage-or-air-touch' })).toBe('/blog/hair/balayage-or-air-touch/');
  });
});
