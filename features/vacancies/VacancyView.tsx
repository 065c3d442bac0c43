import { ContentImage } from '@/components/ContentImage/ContentImage';
import { getTranslations } from 'next-intl/server';
import { Breadcrumbs } from '@/components/Breadcrumbs/Breadcrumbs';
import { ButtonLink } from '@/components/ButtonLink/ButtonLink';
import type { Vacancy } from '@/lib/content/types';
import { formatDate, isoDate } from '@/lib/format/format-date';
import styles from './Vacancies.module.scss';

/** One vacancy: the facts up front, the full advert, and the way to apply. */
export async function VacancyView({ vacancy, crumbs, applyEmail }: { vacancy: Vacancy; crumbs: { label: string; href: string }[]; applyEmail: string }) {
  const t = await getTranslations('Vacancies');
  const posted = formatDate(vacancy.date);
  const subject = encodeURIComponent(t('applySubject', { title: vacancy.title }));
  return (
    <>
      <Breadcrumbs label={t('breadcrumbs')} crumbs={crumbs} />
      <article className={styles.page}>
        <header className={styles.header}>
          <div>
            <h1 lang={vacancy.lang}>{vacancy.title}</h1>
            {vacancy.summary ? (
              <p className={styles.lead} lang={vacancy.lang}>
                {vacancy.summary}
              </p>
            ) : null}
            <dl className={styles.facts}>
              {vacancy.salary ? (
                <div>
                  <dt>{t('salary')}</dt>
                  <dd lang={vacancy.lang}>{vacancy.salary}</dd>
                </div>
              ) : null}
              {vacancy.employmentType ? (
                <div>
                  <dt>{t('hours')}</dt>
                  <dd>{t(`type.${vacancy.employmentType}`)}</dd>
                </div>
              ) : null}
              {vacancy.location ? (
                <div>
                  <dt>{t('location')}</dt>
                  <dd lang={vacancy.lang}>{vacancy.location}</dd>
                </div>
              ) : null}
              {posted ? (
                <div>
                  <dt>{t('posted')}</dt>
                  <dd>
                    <time dateTime={isoDate(vacancy.date) ?? undefined}>{posted}</time>
                  </dd>
                </div>
              ) : null}
            </dl>
            <ButtonLink href={`mailto:${applyEmail}?subject=${subject}`} external={false}>
              {t('apply')}
            </ButtonLink>
          </div>
          {vacancy.image ? (
            <ContentImage lang={vacancy.lang} className={styles.image} src={vacancy.image.src} alt={vacancy.image.alt} width={vacancy.image.width} height={vacancy.image.height} preload quality={85} sizes="(max-width: 1200px) 100vw, 40vw" />
          ) : null}
        </header>
        <div className="rich-text" lang={vacancy.lang} dangerouslySetInnerHTML={vacancy.body} />
        <p className={styles.applyAgain}>
          {t('applyText')} <a href={`mailto:${applyEmail}?subject=${subject}`}>{applyEmail}</a>
        </p>
      </article>
    </>
  );
}
