import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { JsonLd } from '@/components/JsonLd/JsonLd';
import { ArticleView } from '@/features/blog/ArticleView';
import { buildArticleJsonLd, findAuthorMaster } from '@/lib/blog/article-json-ld';
import { blogArticlePath, blogCategoryPath, blogPath, categoryNameOf, relatedArticles } from '@/lib/blog/blog-view';
import { getConfig } from '@/lib/config';
import { getArticleCategories, getArticles, getEmployees } from '@/lib/content';
import { isoDate } from '@/lib/format/format-date';
import { isLocale } from '@/lib/i18n/routing';
import { buildBreadcrumbJsonLd } from '@/lib/seo/json-ld';
import { buildPageMetadata, localisedUrl } from '@/lib/seo/page-metadata';
import { firstFitting } from '@/lib/seo/page-words';

export const revalidate = 3600;

type Props = { params: Promise<{ locale: string; category: string; slug: string }> };

export async function generateStaticParams() {
  return (await getArticles('en')).map((article) => ({ category: article.categorySlug, slug: article.slug }));
}

async function load(params: Props['params']) {
  const { locale, category, slug } = await params;
  if (!isLocale(locale)) notFound();
  const [articles, categories] = await Promise.all([getArticles(locale), getArticleCategories(locale)]);
  const article = articles.find((candidate) => candidate.slug === slug);
  // An article is found only under its own category; any other category is a wrong address.
  if (!article || article.categorySlug !== category) notFound();
  return { locale, article, articles, categories, categoryName: categoryNameOf(categories, article.categorySlug) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, article, categoryName } = await load(params);
  const metadata = await buildPageMetadata({
    locale,
    path: blogArticlePath(article),
    title: firstFitting([`${article.title} | ${categoryName} | ${getConfig().brandName}`, `${article.title} | ${getConfig().brandName}`, article.title]),
    description: article.excerpt || article.title,
    image: article.image,
    type: 'article',
  });
  const published = isoDate(article.date);
  return {
    ...metadata,
    authors: article.author ? [{ name: article.author }] : undefined,
    openGraph: {
      ...metadata.openGraph,
      type: 'article',
      publishedTime: published ?? undefined,
      modifiedTime: (article.modified ? isoDate(article.modified) : null) ?? published ?? undefined,
      authors: article.author ? [article.author] : undefined,
      section: categoryName,
    },
  };
}

export default async function BlogArticlePage({ params }: Props) {
  const { locale, article, articles, categories, categoryName } = await load(params);
  setRequestLocale(locale);
  const t = await getTranslations('Blog');
  const { siteUrl, brandName } = getConfig();
  const authorMaster = findAuthorMaster(article.author, await getEmployees(locale));
  const crumbs = [
    { label: t('home'), href: '/' },
    { label: t('blog'), href: blogPath },
    { label: categoryName, href: blogCategoryPath(article.categorySlug), lang: categories.find((c) => c.slug === article.categorySlug)?.lang },
    { label: article.title, href: blogArticlePath(article), lang: article.lang },
  ];
  const url = localisedUrl(siteUrl, locale, blogArticlePath(article));
  return (
    <>
      <JsonLd data={buildArticleJsonLd({ article, url, siteUrl, locale, brandName, authorMaster, category: categoryName })} />
      <JsonLd data={buildBreadcrumbJsonLd(crumbs.map((c) => ({ label: c.label, url: localisedUrl(siteUrl, locale, c.href) })))} />
      <ArticleView article={article} categoryName={categoryName} crumbs={crumbs} related={relatedArticles(article, articles)} categories={categories} />
    </>
  );
}
