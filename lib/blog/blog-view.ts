/** What the blog pages show: articles by category, newest first, and related reading. */
import type { Article, Term } from '@/lib/content/types';
import { isoDate } from '@/lib/format/format-date';

type Dated = Pick<Article, 'date'>;

/** Newest first by the calendar day; undated articles go last, ties keep the feed's order. */
export function sortNewestFirst<T extends Dated>(articles: readonly T[]): T[] {
  const day = (article: T) => isoDate(article.date) ?? '';
  return [...articles].sort((a, b) => day(b).localeCompare(day(a)));
}

export function articlesInCategory<T extends Pick<Article, 'categorySlug'>>(articles: readonly T[], categorySlug: string): T[] {
  return articles.filter((article) => article.categorySlug === categorySlug);
}

/** The categories worth a page or a link: those with at least one article, in their own order. */
export function categoriesWithArticles<C extends Pick<Term, 'slug'>>(categories: readonly C[], articles: readonly Pick<Article, 'categorySlug'>[]): C[] {
  const used = new Set(articles.map((article) => article.categorySlug));
  return categories.filter((category) => used.has(category.slug));
}

/** Up to `count` other articles: the same category's newest first, then the rest newest first. */
export function relatedArticles<T extends Pick<Article, 'id' | 'date' | 'categorySlug'>>(article: T, articles: readonly T[], count = 3): T[] {
  const others = sortNewestFirst(articles.filter((candidate) => candidate.id !== article.id));
  const sameCategory = others.filter((candidate) => candidate.categorySlug === article.categorySlug);
  const elsewhere = others.filter((candidate) => candidate.categorySlug !== article.categorySlug);
  return [...sameCategory, ...elsewhere].slice(0, Math.max(0, count));
}

/** The category's display name for an article, falling back to its slug. */
export function categoryNameOf(categories: readonly Pick<Term, 'slug' | 'name'>[], categorySlug: string): string {
  return categories.find((category) => category.slug === categorySlug)?.name ?? categorySlug;
}

/** The blog's addresses (cards link to /blog/{category}/{slug}/). */
export const blogPath = '/blog/';

export function blogCategoryPath(categorySlug: string): string {
  return `/blog/${categorySlug}/`;
}

export function blogArticlePath(article: Pick<Article, 'categorySlug' | 'slug'>): string {
  return `/blog/${article.categorySlug}/${article.slug}/`;
}
