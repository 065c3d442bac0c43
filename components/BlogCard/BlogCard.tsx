import { ContentImage } from '@/components/ContentImage/ContentImage';
import { blogArticlePath } from '@/lib/blog/blog-view';
import type { Article } from '@/lib/content/types';
import { formatDate, isoDate } from '@/lib/format/format-date';
import { Link } from '@/lib/i18n/navigation';
import styles from './BlogCard.module.scss';

export type BlogCardArticle = Pick<
  Article,
  'lang' | 'slug' | 'categorySlug' | 'date' | 'titleLines' | 'excerpt' | 'image'
>;

type Props = {
  article: BlogCardArticle;
  categoryName: string;
  /** The language of the category's name, when known (it may be translated apart from the article). */
  categoryLang?: string;
  headingLevel?: 2 | 3;
  /** Load the image at once (the first row of a list); otherwise it loads lazily. */
  eager?: boolean;
};

/** An article as a card: picture, category and date, the title in its lines, the excerpt. */
export function BlogCard({ article, categoryName, categoryLang, headingLevel = 3, eager = false }: Props) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const shownDate = formatDate(article.date);
  const machineDate = isoDate(article.date);
  return (
    <Link href={blogArticlePath(article)} className={styles.card}>
      <div className={styles.media}>
        {article.image ? (
          // Decorative here: the card's title already names the link the image sits in.
          <ContentImage
            src={article.image.src}
            alt=""
            fill
            quality={85}
            loading={eager ? 'eager' : 'lazy'}
            sizes="(max-width: 760px) 100vw, (max-width: 1200px) 50vw, 420px"
          />
        ) : null}
      </div>
      <div className={styles.body}>
        <Heading className={styles.title} lang={article.lang}>
          {article.titleLines.map((line, index) => (
            <span key={index} className={styles.line}>
              {index > 0 ? ' ' : null}
              {line.join(' ')}
            </span>
          ))}
        </Heading>
        <p className={styles.meta}>
          <span className={styles.category} lang={categoryLang}>
            {categoryName}
          </span>
          {shownDate && machineDate ? <time dateTime={machineDate}>{shownDate}</time> : null}
        </p>
        {article.excerpt ? (
          <p className={styles.excerpt} lang={article.lang}>
            {article.excerpt}
          </p>
        ) : null}
      </div>
    </Link>
  );
}
