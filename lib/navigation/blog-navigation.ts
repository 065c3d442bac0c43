import { articlesInCategory, blogArticlePath, blogCategoryPath, categoriesWithArticles, sortNewestFirst } from '@/lib/blog/blog-view';
import type { Article, Term } from '@/lib/content/types';
import type { NavItem } from './nav-item';

type MenuArticle = Pick<Article, 'lang' | 'title' | 'slug' | 'date' | 'categorySlug'>;

/** The blog's menu entries: each category that has articles, with its articles newest first. */
export function blogNavigation(categories: readonly Pick<Term, 'lang' | 'slug' | 'name'>[], articles: readonly MenuArticle[]): NavItem[] {
  return categoriesWithArticles(categories, articles).map((category) => ({
    label: category.name,
    href: blogCategoryPath(category.slug),
    lang: category.lang,
    children: sortNewestFirst(articlesInCategory(articles, category.slug)).map((article) => ({
      label: article.title,
      href: blogArticlePath(article),
      lang: article.lang,
      children: [],
    })),
  }));
}
