import { ContentImage } from '@/components/ContentImage/ContentImage';
import type { ReactNode } from 'react';
import { CardGrid } from '@/components/CardGrid/CardGrid';
import type { Image as ImageData } from '@/lib/content/types';
import { Link } from '@/lib/i18n/navigation';
import styles from './CardList.module.scss';

export type CardItem = {
  key: string | number;
  href: string;
  title: string;
  /** The language of the title (and of `text`, unless `textLang` says otherwise): the item's. */
  lang?: string;
  image: ImageData | null;
  /** Lines under the title: price, duration, date... */
  meta?: ReactNode;
  text?: string | null;
  /** The language of `text` when it is not the title's, e.g. the page's for opening hours. */
  textLang?: string;
  /** A control beside the card's link (a link cannot hold a button), e.g. "Add to my visit". */
  action?: ReactNode;
};

/**
 * Cards in three columns for services, categories, vacancies and articles; titles and texts
 * come from the content feed, each marked with its item's language. The first row's
 * images load eagerly; the rest lazily as they near the viewport.
 */
export function CardList({
  items,
  headingLevel = 3,
  eagerCount = 3,
}: {
  items: CardItem[];
  headingLevel?: 2 | 3;
  eagerCount?: number;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <CardGrid items={items} itemKey={(item) => item.key}>
      {(item, index) => (
        <>
          <Link href={item.href} className={styles.card}>
            <div className={styles.media}>
              {item.image ? (
                // Decorative here: the card's title already names the link the image sits in.
                <ContentImage
                  src={item.image.src}
                  alt=""
                  fill
                  quality={85}
                  loading={index < eagerCount ? 'eager' : 'lazy'}
                  sizes="(max-width: 760px) 100vw, (max-width: 1200px) 50vw, 420px"
                />
              ) : null}
            </div>
            <div className={styles.body}>
              <Heading className={styles.title} lang={item.lang}>
                {item.title}
              </Heading>
              {item.meta ? <div className={styles.meta}>{item.meta}</div> : null}
              {item.text ? (
                <p className={styles.text} lang={item.textLang ?? item.lang}>
                  {item.text}
                </p>
              ) : null}
            </div>
          </Link>
          {item.action ? <div className={styles.action}>{item.action}</div> : null}
        </>
      )}
    </CardGrid>
  );
}
