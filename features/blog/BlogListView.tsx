import { getTranslations } from 'next-intl/server';
import { BlogCardList } from '@/components/BlogCardList/BlogCardList';
import { Breadcrumbs } from '@/components/Breadcrumbs/Breadcrumbs';
import { Hero } from '@/components/Hero/Hero';
import type { Article, Page, Term } from '@/lib/content/types';
import styles from './Blog.module.scss';
import { CategoryNav } from './CategoryNav';

type Props = {
  /** The CMS page `blog`, for the hero. */
  page: Page | null;
  /** The category being shown, or null for the whole blog. */
  category: Term | null;
  /** The articles to list, already in their order. */
  articles: Article[];
  /** Categories that have articles, for the navigation and the cards. */
  categories: Term[];
  crumbs: { label: string; href: string }[] | null;
};

/** The blog, or one of its categories: hero, category links and the articles as cards. */
export async function BlogListView({ page, category, articles, categories, crumbs }: Props) {
  const t = await getTranslations('Blog');
  const blogTitle = page?.hero?.title ?? page?.title ?? t('title');
  // The CMS page's words are in its language; the interface's fallback is in the page's and needs no mark.
  const blogTitleLang = page?.hero?.title || page?.title ? page.lang : undefined;
  return (
    <>
      <Hero
        title={category ? category.name : blogTitle}
        eyebrow={category ? <span lang={blogTitleLang}>{blogTitle}</span> : null}
        text={category ? t('articleCount', { count: articles.length }) : (page?.hero?.text ?? t('intro'))}
        titleLang={category ? category.lang : blogTitleLang}
        textLang={!category && page?.hero?.text ? page.lang : undefined}
        imageLang={page?.lang}
        image={page?.hero?.image}
        buttons={page?.hero?.buttons}
      />
      {crumbs ? <Breadcrumbs crumbs={crumbs} label={t('breadcrumbs')} /> : null}
      <div className={styles.page}>
        <CategoryNav categories={categories} current={category?.slug ?? null} />
        <BlogCardList articles={articles} categories={categories} headingLevel={2} />
      </div>
    </>
  );
}
