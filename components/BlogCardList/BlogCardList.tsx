import { BlogCard, type BlogCardArticle } from '@/components/BlogCard/BlogCard';
import { CardGrid } from '@/components/CardGrid/CardGrid';
import { categoryNameOf } from '@/lib/blog/blog-view';
import type { Term } from '@/lib/content/types';

type Props = {
  articles: (BlogCardArticle & { id: number })[];
  /** The article categories, to name each card's category. */
  categories: Pick<Term, 'slug' | 'name' | 'lang'>[];
  headingLevel?: 2 | 3;
  /** How many leading cards load their image at once (the first row above the fold). */
  eagerCount?: number;
};

/** Blog cards in three columns (index modulo 3), two on tablets and one on phones. */
export function BlogCardList({ articles, categories, headingLevel = 3, eagerCount = 0 }: Props) {
  return (
    <CardGrid items={articles} itemKey={(article) => article.id}>
      {(article, index) => (
        <BlogCard
          article={article}
          categoryName={categoryNameOf(categories, article.categorySlug)}
          categoryLang={categories.find((category) => category.slug === article.categorySlug)?.lang}
          headingLevel={headingLevel}
          eager={index < eagerCount}
        />
      )}
    </CardGrid>
  );
}
