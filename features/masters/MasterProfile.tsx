import type { ReactNode } from 'react';
import { ContentImage } from '@/components/ContentImage/ContentImage';
import { SalonList } from '@/components/SalonList/SalonList';
import { getTranslations } from 'next-intl/server';
import { getRequestLocale } from '@/lib/i18n/request-locale';
import { Breadcrumbs } from '@/components/Breadcrumbs/Breadcrumbs';
import { BookButton } from '@/components/BookButton/BookButton';
import { buttonClassName } from '@/components/ButtonLink/ButtonLink';
import { CallbackButton } from '@/components/CallbackButton/CallbackButton';
import { FavouriteToggle } from '@/components/FavouriteToggle/FavouriteToggle';
import { StarRating } from '@/components/StarRating/StarRating';
import type { Master, Salon } from '@/lib/content/types';
import type { SkillGroup } from '@/lib/masters/master-view';
import type { RatingSummary } from '@/lib/reviews/rating-summary';
import type { Review } from '@/lib/reviews/reviews';
import { getRatingWords } from './rating-words';
import { ReviewList } from './ReviewList';
import styles from './MasterProfile.module.scss';

type Props = {
  master: Master;
  crumbs: { label: string; href: string }[];
  skillGroups: SkillGroup[];
  salons: Salon[];
  /** The master's rating as the site shows it everywhere (`masterRating`). */
  rating: RatingSummary | null;
  /** The feedbacks about the master, newest first (none when the booking system did not answer). */
  reviews: Review[];
  /** The next free time's client leaf, when the master has a service to ask it for. */
  nextFree?: ReactNode;
};

/** One master: portrait, name, position, rating, experience, bio, booking and the next free time, skills by category, reviews, salons. */
export async function MasterProfile({ master, crumbs, skillGroups, salons, rating, reviews, nextFree }: Props) {
  const t = await getTranslations('Masters');
  const tCallback = await getTranslations('Callback');
  const ratingWords = (await getRatingWords())(rating);
  const locale = await getRequestLocale();

  return (
    <>
      <Breadcrumbs crumbs={crumbs} label={t('breadcrumbs')} />
      <div className={styles.page}>
        <article className={styles.profile}>
          <div className={styles.photo}>
            {master.photo ? (
              <ContentImage
                src={master.photo.src}
                alt={master.photo.alt}
                lang={master.lang}
                width={master.photo.width}
                height={master.photo.height}
                preload
                quality={85}
                sizes="(max-width: 760px) 100vw, (max-width: 1200px) 45vw, 520px"
              />
            ) : null}
          </div>
          <div className={styles.body}>
            {master.position ? (
              <p className={styles.position} lang={master.lang}>
                {master.position}
              </p>
            ) : null}
            <h1 className={styles.name} lang={master.lang}>
              {master.name}
            </h1>
            <dl className={styles.facts}>
              <div>
                <dt>{t('rating')}</dt>
                <dd className={styles.rating}>
                  <StarRating
                    rating={rating?.average}
                    label={ratingWords.label}
                    caption={ratingWords.caption ?? undefined}
                    size="large"
                  />
                </dd>
              </div>
              {master.experienceYears ? (
                <div>
                  <dt>{t('experience')}</dt>
                  <dd>{t('experienceYears', { count: master.experienceYears })}</dd>
                </div>
              ) : null}
            </dl>
            {master.bio ? <div className={`rich-text ${styles.bio}`} lang={master.lang} dangerouslySetInnerHTML={master.bio} /> : null}
            <div className={styles.bookRow}>
              <BookButton
                className={buttonClassName('primary')}
                choice={{ kind: 'master', slug: master.slug }}
              >
                {t('bookWith', { name: master.name })}
              </BookButton>
              {master.crmId ? <FavouriteToggle kind="employees" ids={[master.crmId]} name={master.name} /> : null}
              <CallbackButton label={tCallback('open')} className={buttonClassName('secondary')} />
            </div>
            {nextFree}
          </div>
        </article>

        {skillGroups.length > 0 ? (
          <section className={styles.block} aria-labelledby="master-skills">
            <h2 id="master-skills">{t('skillsHeading')}</h2>
            <div className={styles.skillGroups}>
              {skillGroups.map((group) => (
                <div key={group.category.id} className={styles.skillGroup}>
                  <h3 lang={group.category.lang}>{group.category.name}</h3>
                  <ul className={styles.skills}>
                    {group.skills.map((skill) => (
                      <li key={skill.id} lang={skill.lang}>
                        {skill.title}
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          </section>
        ) : null}

        <ReviewList
          heading={t('reviewsHeading')}
          headingId="master-reviews"
          reviews={reviews}
          summary={rating}
          locale={locale}
          className={styles.block}
        />

        <SalonList salons={salons} heading={t('salonsHeading', { name: master.name })} headingId="master-salons" locale={locale} className={styles.block} />
      </div>
    </>
  );
}
