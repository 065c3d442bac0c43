import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { BlogListView } from '@/features/blog/BlogListView';
import { blogPath, categoriesWithArticles, sortNewestFirst } from '@/lib/blog/blog-view';
import { getConfig } from '@/lib/config';
import { getArticleCategories, getArticles, getPage } from '@/lib/content';
import { isLocale } from '@/lib/i18n/routing';
import { buildPageMetadata } from '@/lib/seo/page-metadata';

export const revalidate = 3600;

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const [page, t] = await Promise.all([getPage('blog', locale), getTranslations({ locale, namespace: 'Blog' })]);
  const { brandName: brand } = getConfig();
  return buildPageMetadata({
    locale,
    path: blogPath,
    title: page?.seo.title ?? t('metaTitle', { brand }),
    description: page?.seo.description || page?.summary || t('metaDescription', { brand }),
    image: page?.hero?.image ?? null,
  });
}

export default async function BlogPage({ params }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const [page, articles, categories] = await Promise.all([getPage('blog', locale), getArticles(locale), getArticleCategories(locale)]);
  return (
    <BlogListView
      page={page}
      category={null}
      articles={sortNewestFirst(articles)}
      categories={categoriesWithArticles(categories, articles)}
      crumbs={null}
    />
  );
}
