import { getTranslations } from 'next-intl/server';
import { addService, chooseMaster, chooseService, chooseTime, type FlowAddress } from '@/lib/booking/flow/flow-address';
import { maxVisitItems } from '@/lib/booking/flow/book-param';
import { flowVisit } from '@/lib/booking/flow/visit-basket';
import { servicePrice } from '@/lib/booking/flow/visit-basket';
import { formatDay, formatMoney } from '../booking-format';
import { askMasters, askVisitDays, askVisitTimes, type Asked } from './booking-page-data';
import type { StepProps } from './BookingPage';
import { stepHref } from './page-href';
import styles from '../Booking.module.scss';

async function Unavailable({ locale, answer }: { locale: string; answer: Asked<unknown> }) {
  const t = await getTranslations({ locale, namespace: 'Booking' });
  if (answer.ok) return null;
  const key =
    answer.status === 429 ? 'errors.tooManyQuestions' : answer.status >= 500 ? 'errors.unavailable' : 'errors.refused';
  return (
    <p role="alert" className={styles.error}>
      {t(key)}
    </p>
  );
}

async function AddAnother({ address, path, locale }: { address: FlowAddress; path: string; locale: string }) {
  const t = await getTranslations({ locale, namespace: 'Booking' });
  if (address.items.length >= maxVisitItems) return null;
  return (
    <p>
      <a className={styles.secondary} href={stepHref(path, addService(address))}>
        {t('visit.add')}
      </a>
    </p>
  );
}

/** The services a link can name (a single price), with duration and price, as links to their master step. */
export async function ServiceStep({ address, catalogue, locale, path }: StepProps) {
  const t = await getTranslations({ locale, namespace: 'Booking' });
  const only =
    address.items.length === 0 && address.opening.kind === 'category'
      ? new Set(catalogue.refs.categories[address.opening.slug] ?? [])
      : null;
  const chosen = new Set(address.items.map((item) => item.slug));
  const offered = Object.entries(catalogue.refs.services).flatMap(([slug, ids]) => {
    const service = ids.length === 1 ? catalogue.services.find((entry) => entry.id === ids[0]) : undefined;
    if (!service || chosen.has(slug) || (only && !only.has(service.id))) return [];
    return [{ slug, service }];
  });
  return (
    <div className={styles.step}>
      {address.adding ? (
        <p>
          <a className={styles.back} href={stepHref(path, { ...address, adding: false })}>
            {t('back')}
          </a>
        </p>
      ) : null}
      <ul className={styles.choices} aria-label={t('steps.service')}>
        {offered.map(({ slug, service }) => {
          const price = servicePrice(service, catalogue.location?.id);
          return (
            <li key={slug}>
              <a className={styles.choice} href={stepHref(path, chooseService(address, slug))}>
                <span className={styles.choiceName} lang="en">
                  {service.name}
                </span>
                <span className={styles.choiceMeta}>
                  {t('minutes', { count: service.durationMinutes })}
                  {price !== null ? ` · ${formatMoney(price, service.currency, locale)}` : ''}
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** "Any master" and each master of the site who takes the service. */
export async function MasterStep({ address, catalogue, locale, path }: StepProps) {
  const t = await getTranslations({ locale, namespace: 'Booking' });
  const index = address.choosing ?? 0;
  const item = address.items[index]!;
  const serviceId = catalogue.refs.services[item.slug]?.[0];
  const answer = serviceId ? await askMasters(serviceId) : null;
  const takes = new Set(answer?.ok ? answer.value.employees : []);
  const masters = catalogue.refs.masters.filter((master) => takes.has(master.employeeId));
  const options = [
    { slug: 'any', name: t('anyMaster'), hint: t('anyMasterHint') },
    ...masters.map((m) => ({ slug: m.slug, name: m.name, hint: null })),
  ];
  return (
    <div className={styles.step}>
      {answer ? <Unavailable locale={locale} answer={answer} /> : null}
      <ul className={styles.choices} aria-label={t('steps.master')}>
        {options.map((option) => (
          <li key={option.slug}>
            <a
              className={styles.choice}
              href={stepHref(path, chooseMaster(address, index, option.slug))}
              aria-current={item.master === option.slug ? 'true' : undefined}
            >
              <span className={styles.choiceName} lang={option.hint ? undefined : 'en'}>
                {option.name}
              </span>
              {option.hint ? <span className={styles.choiceMeta}>{option.hint}</span> : null}
            </a>
          </li>
        ))}
      </ul>
      <AddAnother address={address} path={path} locale={locale} />
    </div>
  );
}

/** The days of two weeks with a time at which the whole visit fits, then that day's times. */
export async function TimeStep({ address, catalogue, locale, path }: StepProps) {
  const t = await getTranslations({ locale, namespace: 'Booking' });
  const visit = flowVisit(address, catalogue.refs).map((entry) => ({
    serviceId: entry.serviceId!,
    employeeId: entry.employeeId ?? 'any',
  }));
  const days = await askVisitDays(visit, null);
  const times = address.day ? await askVisitTimes(visit, address.day) : null;
  return (
    <div className={styles.step}>
      <Unavailable locale={locale} answer={days} />
      {days.ok ? (
        <ul id="days" className={styles.choices} aria-label={t('days')}>
          {days.value.days.map((day) => (
            <li key={day.date}>
              {day.free > 0 ? (
                <a
                  className={styles.choice}
                  href={stepHref(path, { ...address, day: day.date, at: null })}
                  aria-current={address.day === day.date ? 'date' : undefined}
                >
                  {formatDay(day.date, locale)}
                </a>
              ) : (
                <span className={styles.choiceMeta}>
                  {formatDay(day.date, locale)}: {t('noFreeTimes')}
                </span>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {days.ok && days.value.days.every((day) => day.free === 0) ? <p>{t('noDaysFree')}</p> : null}
      {address.day && times ? (
        <section aria-labelledby="times">
          <h3 id="times">{t('times', { day: formatDay(address.day, locale) })}</h3>
          <Unavailable locale={locale} answer={times} />
          <ul id="time-list" className={styles.choices} aria-labelledby="times">
            {times.ok
              ? times.value.times.map((time) => (
                  <li key={time.start}>
                    <a className={styles.choice} href={stepHref(path, chooseTime(address, address.day!, time.start))}>
                      {time.time}
                    </a>
                  </li>
                ))
              : null}
          </ul>
        </section>
      ) : null}
      <AddAnother address={address} path={path} locale={locale} />
    </div>
  );
}
