import { getTranslations } from 'next-intl/server';
import { CardList } from '@/components/CardList/CardList';
import { getVacancies } from '@/lib/content';
import { getRequestLocale } from '@/lib/i18n/request-locale';
import { vacancyPath } from '@/lib/vacancies/vacancy-paths';

/** The open positions as cards in three columns, or a note that there are none. */
export async function VacancyList() {
  const [vacancies, t] = await Promise.all([getVacancies(await getRequestLocale()), getTranslations('Vacancies')]);
  return (
    <>
      <h2>{t('openPositions')}</h2>
      {vacancies.length > 0 ? (
        <CardList
          items={vacancies.map((vacancy) => ({
            key: vacancy.id,
            lang: vacancy.lang,
            href: vacancyPath(vacancy),
            title: vacancy.title,
            image: vacancy.image,
            meta: (
              <>
                {vacancy.salary ? <span lang={vacancy.lang}>{vacancy.salary}</span> : null}
                {vacancy.employmentType ? <span>{t(`type.${vacancy.employmentType}`)}</span> : null}
              </>
            ),
            text: vacancy.summary,
          }))}
        />
      ) : (
        <p>{t('none')}</p>
      )}
    </>
  );
}
