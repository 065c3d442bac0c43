/** One blog article as schema.org `Article`, published by the brand, its author linked to their master page. */
import type { Article, Master } from '@/lib/content/types';
import { isoDate } from '@/lib/format/format-date';
import type { Locale } from '@/lib/i18n/routing';
import { isShownMaster } from '@/lib/masters/shown-masters';
import { absoluteUrl, organizationRef, personRef } from '@/lib/seo/site-json-ld';

/**
 * The master who wrote an article. The feed names an article's author as text, with no link to
 * a master, so the author is the shown master of the same language whose name is exactly that
 * text; none when no master has it (a guest author) or two do.
 */
export function findAuthorMaster(author: string | null, masters: readonly Master[]): Master | null {
  if (!author) return null;
  const named = masters.filter((master) => isShownMaster(master) && master.name.trim() === author.trim());
  return named.length === 1 ? named[0]! : null;
}

export function buildArticleJsonLd(input: {
  article: Pick<Article, 'lang' | 'title' | 'excerpt' | 'date' | 'modified' | 'author' | 'image'>;
  /** The article's canonical address. */
  url: string;
  siteUrl: string;
  locale: Locale;
  brandName: string;
  /** The master who wrote it (`findAuthorMaster`), if a master did. */
  authorMaster: Master | null;
  category: string;
}) {
  const { article, siteUrl, locale } = input;
  const published = isoDate(article.date) ?? undefined;
  const author = input.authorMaster
    ? personRef({ siteUrl, locale, master: input.authorMaster })
    : article.author
      ? { '@type': 'Person', name: article.author }
      : undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: article.excerpt || undefined,
    articleSection: input.category,
    datePublished: published,
    dateModified: (article.modified ? isoDate(article.modified) : null) ?? published,
    author,
    image: article.image ? absoluteUrl(siteUrl, article.image.src) : undefined,
    publisher: organizationRef(input),
    mainEntityOfPage: { '@type': 'WebPage', '@id': input.url },
    url: input.url,
    inLanguage: article.lang,
  };
}
