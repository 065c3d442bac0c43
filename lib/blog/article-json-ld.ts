/** One blog article as schema.org `Article`, published by the salon (the BeautySalon node). */
import type { Article } from '@/lib/content/types';
import { isoDate } from '@/lib/format/format-date';

/** Site-relative image paths made absolute; absolute ones (a CMS host) kept as they are. */
export function absoluteUrl(siteUrl: string, src: string): string {
  return /^https?:\/\//i.test(src) ? src : `${siteUrl}${src.startsWith('/') ? '' : '/'}${src}`;
}

export function buildArticleJsonLd(input: {
  article: Pick<Article, 'title' | 'excerpt' | 'date' | 'modified' | 'author' | 'image'>;
  /** The article's canonical address. */
  url: string;
  siteUrl: string;
  publisherId: string;
  category: string;
}) {
  const { article } = input;
  const published = isoDate(article.date) ?? undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: article.excerpt || undefined,
    articleSection: input.category,
    datePublished: published,
    dateModified: (article.modified ? isoDate(article.modified) : null) ?? published,
    author: article.author ? { '@type': 'Person', name: article.author } : undefined,
    image: article.image ? absoluteUrl(input.siteUrl, article.image.src) : undefined,
    publisher: { '@type': 'BeautySalon', '@id': input.publisherId },
    mainEntityOfPage: { '@type': 'WebPage', '@id': input.url },
    url: input.url,
  };
}
