import { originalLanguage, type ContentLanguage } from '../content-language';
import type { WpArticle } from '../raw/article';
import type { WpVacancy } from '../raw/vacancy';
import type { Article, Vacancy } from '../types';
import { toImage } from './image';
import { plainText, safeHtml } from './text';

export function toArticle(raw: WpArticle, lang: ContentLanguage = originalLanguage): Article {
  const title = plainText(raw.title.rendered);
  const titleLines = (raw.acf.title ?? [])
    .map((line) => line.items.map((item) => plainText(item.text)).filter(Boolean))
    .filter((line) => line.length > 0);
  return {
    lang,
    id: raw.id,
    slug: raw.slug,
    date: raw.date,
    modified: raw.modified ?? null,
    categorySlug: raw.category_slug,
    categoryIds: raw.articles_categories,
    title,
    titleLines: titleLines.length > 0 ? titleLines : [[title]],
    excerpt: plainText(raw.excerpt?.rendered ?? ''),
    body: safeHtml(raw.content.rendered) ?? { __html: '' },
    image: toImage(raw.acf.preview_image, title),
    author: raw.acf.author,
    readingMinutes: raw.acf.reading_minutes,
  };
}

export function toVacancy(raw: WpVacancy, lang: ContentLanguage = originalLanguage): Vacancy {
  const title = plainText(raw.title.rendered);
  const { salary_min: min, salary_max: max } = raw.acf;
  return {
    lang,
    id: raw.id,
    slug: raw.slug,
    date: raw.date,
    order: raw.menu_order ?? 0,
    title,
    summary: plainText(raw.excerpt?.rendered ?? ''),
    body: safeHtml(raw.content.rendered) ?? { __html: '' },
    salary: raw.acf.salary,
    salaryRange: min !== null && max !== null ? { min, max } : null,
    employmentType: raw.acf.employment_type,
    location: raw.acf.location,
    image: toImage(raw.acf.preview_image, title),
    applyEmail: raw.acf.apply_email,
  };
}
