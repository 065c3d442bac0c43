import { getTranslations } from 'next-intl/server';
import { blogCategoryPath, blogPath } from '@/lib/blog/blog-view';
import type { Term } from '@/lib/content/types';
import { Link } from '@/lib/i18n/navigation';
import styles from './Blog.module.scss';

/** Links to every category with articles, and "All"; the page being shown is marked current. */
export async function CategoryNav({ categories, current }: { categories: Pick<Term, 'id' | 'slug' | 'name' | 'lang'>[]; current: string | null }) {
  const t = await getTranslations('Blog');
  return (
    <nav className={styles.categories} aria-label={t('categoriesLabel')}>
      <Link href={blogPath} aria-current={current === null ? 'page' : undefined}>
        {t('all')}
      </Link>
      {categories.map((category) => (
        <Link
          key={category.id}
          href={blogCategoryPath(category.slug)}
          aria-current={current === category.slug ? 'page' : undefined}
          lang={category.lang}
        >
          {category.name}
        </Link>
      ))}
    </nav>
  );
}
