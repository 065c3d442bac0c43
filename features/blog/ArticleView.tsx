import { ContentImage } from '@/components/ContentImage/ContentImage';
import { getTranslations } from 'next-intl/server';
import { BlogCardList } from '@/components/BlogCardList/BlogCardList';
import { Breadcrumbs } from '@/components/Breadcrumbs/Breadcrumbs';
import type { Article, Term } from '@/lib/content/types';
import { formatDate, isoDate } from '@/lib/format/format-date';
import styles from './ArticleView.module.scss';

type Props = {
  article: Article;
  categoryName: string;
  crumbs: { label: string; href: string; lang?: string }[];
  related: Article[];
  /** The article categories, to name the related cards' categories. */
  categories: Term[];
};

/** One article: its title in lines, date, author and reading time, picture and text, then related reading. */
export async function ArticleView({ article, categoryName, crumbs, related, categories }: Props) {
  const t = await getTranslations('Blog');
  const shownDate = formatDate(article.date);
  const machineDate = isoDate(article.date);
  const categoryLang = categories.find((category) => category.slug === article.categorySlug)?.lang;
  return (
    <>
      <Breadcrumbs crumbs={crumbs} label={t('breadcrumbs')} />
      <div className={styles.page}>
        <article className={styles.article}>
          <header className={styles.header}>
            <p className={styles.eyebrow} lang={categoryLang}>
              {categoryName}
            </p>
            <h1 className={styles.title} lang={article.lang}>
              {article.titleLines.map((line, index) => (
                <span key={index} className={styles.line}>
                  {index > 0 ? ' ' : null}
                  {line.join(' ')}
                </span>
              ))}
            </h1>
            <p className={styles.meta}>
              {shownDate && machineDate ? <time dateTime={machineDate}>{shownDate}</time> : null}
              {article.author ? <span>{t('author', { author: article.author })}</span> : null}
              {article.readingMinutes ? <span>{t('readingTime', { minutes: article.readingMinutes })}</span> : null}
            </p>
          </header>
          {article.image ? (
            <ContentImage
              className={styles.image}
              src={article.image.src}
              alt={article.image.alt}
              lang={article.lang}
              width={article.image.width}
              height={article.image.height}
              preload
              quality={85}
              sizes="(max-width: 880px) 100vw, 860px"
            />
          ) : null}
          <div className={`rich-text ${styles.body}`} lang={article.lang} dangerouslySetInnerHTML={article.body} />
        </article>
        {related.length > 0 ? (
          <section className={styles.related} aria-labelledby="related-articles">
            <h2 id="related-articles">{t('related')}</h2>
            <BlogCardList articles={related} categories={categories} headingLevel={3} />
          </section>
        ) : null}
      </div>
    </>
  );
}
