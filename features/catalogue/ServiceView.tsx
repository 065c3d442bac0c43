import type { ReactNode } from 'react';
import { ContentImage } from '@/components/ContentImage/ContentImage';
import { getTranslations } from 'next-intl/server';
import { getRequestLocale } from '@/lib/i18n/request-locale';
import { Breadcrumbs } from '@/components/Breadcrumbs/Breadcrumbs';
import { SalonList } from '@/components/SalonList/SalonList';
import { BookButton } from '@/components/BookButton/BookButton';
import { buttonClassName } from '@/components/ButtonLink/ButtonLink';
import { CallbackButton } from '@/components/CallbackButton/CallbackButton';
import { FavouriteToggle } from '@/components/FavouriteToggle/FavouriteToggle';
import { CardList } from '@/components/CardList/CardList';
import { ReviewList } from '@/features/masters/ReviewList';
import { AddToVisitButton } from '@/features/booking/panel/AddToVisitButton';
import { bookableOptions } from '@/lib/booking/site-refs';
import type { Crumb } from '@/lib/catalogue/breadcrumbs';
import type { CategoryNode } from '@/lib/catalogue/category-tree';
import type { PriceSummary, Salon, Service } from '@/lib/content/types';
import { summarizeRatings } from '@/lib/reviews/rating-summary';
import type { Review } from '@/lib/reviews/reviews';
import { isoDuration } from '@/lib/pricing/format-duration';
import { formatPriceRange } from '@/lib/pricing/format-price';
import { getCatalogueFormatters } from './catalogue-words';
import styles from './Catalogue.module.scss';
import { ServiceCardMeta } from './ServiceCardMeta';

type Props = {
  service: Service;
  node: CategoryNode;
  salon: Salon | null;
  price: PriceSummary | null;
  crumbs: Crumb[];
  additional: { service: Service; href: string }[];
  salonsOffering: Salon[];
  /** The service's booking ids (one per price option), which a favourite holds. */
  bookingIds: string[];
  /** The next free time's client leaf, under the booking row. */
  nextFree?: ReactNode;
  /** The reviews of the masters who take the service, newest first. */
  reviews: Review[];
};

/** One service: what it is, its price and time, where it is offered, and the way to book it. */
export async function ServiceView({ service, node, salon, price, crumbs, additional, salonsOffering, bookingIds, nextFree, reviews }: Props) {
  const t = await getTranslations('Catalogue');
  const tReviews = await getTranslations('Reviews');
  const tCallback = await getTranslations('Callback');
  const format = await getCatalogueFormatters();
  const locale = await getRequestLocale();
  const duration = format.duration(service.durationMinutes);
  const variants = (salon ? service.salonPrices.filter((p) => p.salonId === salon.id) : service.salonPrices).flatMap((p) => p.variants);

  return (
    <>
      <Breadcrumbs crumbs={crumbs} label={t('breadcrumbs')} />
      <div className={styles.page}>
        <article className={styles.service}>
          <div className={styles.serviceMedia}>
            {service.image ? (
              <ContentImage lang={service.lang} src={service.image.src} alt={service.image.alt} width={service.image.width} height={service.image.height} preload quality={85} sizes="(max-width: 760px) 100vw, 50vw" />
            ) : null}
          </div>
          <div className={styles.serviceBody}>
            <p className={styles.eyebrow} lang={node.category.lang}>
              {node.category.name}
            </p>
            <h1 lang={service.lang}>{service.title}</h1>
            <dl className={styles.facts}>
              <div>
                <dt>{t('price')}</dt>
                <dd className={styles.price} data-testid="service-price">
                  {format.price(price)}
                  {price?.max ? <span className={styles.muted}> ({formatPriceRange(price.min, price.max)})</span> : null}
                </dd>
              </div>
              {duration && service.durationMinutes ? (
                <div>
                  <dt>{t('duration')}</dt>
                  <dd>
                    <time dateTime={isoDuration(service.durationMinutes)}>{duration}</time>
                  </dd>
                </div>
              ) : null}
            </dl>
            {service.description ? <div className="rich-text" lang={service.lang} dangerouslySetInnerHTML={service.description} /> : null}
            {variants.length > 0 ? (
              <div className={styles.variants}>
                <h2>{t('variantsHeading')}</h2>
                <ul>
                  {variants.map((variant) => (
                    <li key={variant.id}>
                      <span lang={service.lang}>{variant.name}</span>
                      <span className={styles.price}>{formatPriceRange(variant.from, variant.to)}</span>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            <div className={styles.bookRow}>
              <BookButton
                className={buttonClassName('primary')}
                choice={{ kind: 'service', slug: service.slug }}
              >
                {t('bookService')}
              </BookButton>
              <FavouriteToggle kind="services" ids={bookingIds} name={service.title} />
              <CallbackButton label={tCallback('open')} className={buttonClassName('secondary')} />
            </div>
            {nextFree}
          </div>
        </article>
        {additional.length > 0 ? (
          <section className={styles.block} aria-labelledby="additional-services">
            <h2 id="additional-services">{t('additionalHeading')}</h2>
            <CardList
              eagerCount={0}
              items={additional.map(({ service: extra, href }) => ({
                key: extra.id,
                href,
                title: extra.title,
                lang: extra.lang,
                image: extra.image,
                meta: <ServiceCardMeta price={format.price(extra.price)} duration={format.duration(extra.durationMinutes)} minutes={extra.durationMinutes} />,
                // Only a service with one price can join a visit by its slug; one with options is chosen in the panel.
                action:
                  salon && bookableOptions(extra, salon.id).length === 1 ? (
                    <AddToVisitButton
                      slug={extra.slug}
                      label={t('addToVisit', { name: extra.title })}
                      className={buttonClassName('secondary')}
                      fallbackLabel={t('bookNamed', { name: extra.title })}
                    />
                  ) : null,
              }))}
            />
          </section>
        ) : null}
        <ReviewList
          heading={tReviews('serviceHeading')}
          headingId="service-reviews"
          reviews={reviews}
          summary={summarizeRatings(reviews.map((review) => review.rating))}
          namingMasters
          locale={locale}
          className={styles.block}
        />
        {service.seoText ? (
          <section className={`${styles.block} ${styles.seo}`} aria-labelledby="service-about">
            <h2 id="service-about">{t('aboutHeading', { name: service.title })}</h2>
            <div className="rich-text" lang={service.lang} dangerouslySetInnerHTML={service.seoText} />
          </section>
        ) : null}
        <SalonList salons={salonsOffering} heading={t('salonsHeading')} headingId="salons-offering" locale={locale} className={styles.block} />
      </div>
    </>
  );
}
