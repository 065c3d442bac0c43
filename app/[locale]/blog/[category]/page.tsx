import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { JsonLd } from '@/components/JsonLd/JsonLd';
import { BlogListView } from '@/features/blog/BlogListView';
import { articlesInCategory, blogCategoryPath, blogPath, categoriesWithArticles, sortNewestFirst } from '@/lib/blog/blog-view';
import { getConfig } from '@/lib/config';
import { getArticleCategories, getArticles, getPage } from '@/lib/content';
import { isLocale } from '@/lib/i18n/routing';
import { buildBreadcrumbJsonLd } from '@/lib/seo/json-ld';
import { buildPageMetadata, localisedUrl } from '@/lib/seo/page-metadata';

export const revalidate = 3600;

type Props = { params: Promise<{ locale: string; category: string }> };

export async function generateStaticParams() {
  const [articles, categories] = await Promise.all([getArticles('en'), getArticleCategories('en')]);
  return categoriesWithArticles(categories, articles).map((category) => ({ category: category.slug }));
}

async function load(params: Props['params']) {
  const { locale, category: slug } = await params;
  if (!isLocale(locale)) notFound();
  const [page, allArticles, allCategories] = await Promise.all([getPage('blog', locale), getArticles(locale), getArticleCategories(locale)]);
  const categories = categoriesWithArticles(allCategories, allArticles);
  const category = categories.find((candidate) => candidate.slug === slug);
  if (!category) notFound();
  return { locale, page, category, categories, articles: sortNewestFirst(articlesInCategory(allArticles, category.slug)) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, category, page } = await load(params);
  const t = await getTranslations({ locale, namespace: 'Blog' });
  const { brandName: brand } = getConfig();
  return buildPageMetadata({
    locale,
    path: blogCategoryPath(category.slug),
    title: t('categoryMetaTitle', { category: category.name, brand }),
    description: t('categoryMetaDescription', { category: category.name, brand }),
    image: page?.hero?.image ?? null,
  });
}

export default async function BlogCategoryPage({ params }: Props) {
  const { locale, page, category, categories, articles } = await load(params);
  setRequestLocale(locale);
  const t = await getTranslations('Blog');
  const { siteUrl } = getConfig();
  const crumbs = [
    { label: t('home'), href: '/' },
    { label: t('blog'), href: blogPath },
    { label: category.name, href: blogCategoryPath(category.slug), lang: category.lang },
  ];
  return (
    <>
      <JsonLd data={buildBreadcrumbJsonLd(crumbs.map((c) => ({ label: c.label, url: localisedUrl(siteUrl, locale, c.href) })))} />
      <BlogListView page={page} category={category} articles={articles} categories={categories} crumbs={crumbs} />
    </>
  );
}
