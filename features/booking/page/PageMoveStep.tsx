import { getTranslations } from 'next-intl/server';
import { isDay } from '@/lib/booking/flow/flow-address';
import { AppointmentDetails, type AppointmentNames } from '@/features/account/AppointmentDetails';
import type { ListedAppointment } from '../steps/booking-api';
import { TimeChoices } from '../steps/TimeChoices';
import { askVisitDays, askVisitTimes } from './booking-page-data';
import { ChangeRefusal } from './ChangeRefusal';
import { LinkGrid } from './LinkGrid';
import { problemOf } from './PageChoiceSteps';
import { moveHref, myBookingsHref, myBookingsStep, type PageQuery, queryValue } from './page-href';
import { refusal } from './PageFormSteps';
import styles from '../Booking.module.scss';

type Props = {
  appointment: ListedAppointment;
  names: AppointmentNames;
  /** The salon's window: how many hours before its start a visit can be changed online. */
  hours: number;
  locale: string;
  path: string;
  query: PageQuery;
};

/**
 * Moving a booked visit on the booking page, without scripts, as the panel moves it: the
 * days on which the same visit (its services in order, with the same masters) fits, each a
 * link; the chosen day's times, each a link; then one form that moves it, posted to the
 * page's `move` action. The address keeps each choice (`?mine&move=<id>&day=...&to=...`), so
 * Back and reload work. A time taken meanwhile comes back here with the visit unchanged.
 */
export async function MoveStep({ appointment, names, hours, locale, path, query }: Props) {
  const t = await getTranslations({ locale, namespace: 'Account' });
  const day = queryValue(query, 'day');
  const chosenDay = day && isDay(day) ? day : null;
  const visit = appointment.services.map((entry) => ({ serviceId: entry.serviceId, employeeId: entry.employeeId }));
  const [days, times] = await Promise.all([
    askVisitDays(visit, null),
    chosenDay ? askVisitTimes(visit, chosenDay) : null,
  ]);
  const free = times?.ok ? times.value.times : [];
  const to = queryValue(query, 'to');
  const chosen = free.find((entry) => entry.start === to) ?? null;
  const refused = refusal(query);
  return (
    <div className={styles.step}>
      <h3 className={styles.groupTitle}>{t('moveTitle')}</h3>
      <AppointmentDetails appointment={appointment} names={names} />
      {refused ? <ChangeRefusal status={refused.status} error={refused.error} hours={hours} /> : null}
      {problemOf(days)}
      {days.ok ? (
        <TimeChoices
          days={days.value.days}
          day={chosenDay}
          times={free}
          selectedTime={chosen?.start ?? null}
          timesNote={times && !times.ok ? problemOf(times) : undefined}
          grid={(grid) => (
            <LinkGrid
              grid={grid}
              href={(key) =>
                grid.kind === 'days'
                  ? moveHref(path, appointment.id, { day: key })
                  : moveHref(path, appointment.id, { day: chosenDay!, to: key })
              }
            />
          )}
        />
      ) : null}
      {chosen ? (
        <form method="post" action="/api/booking/page/move/">
          <input type="hidden" name="step" value={myBookingsStep(path)} />
          <input type="hidden" name="id" value={appointment.id} />
          <input type="hidden" name="start" value={chosen.start} />
          <input type="hidden" name="day" value={chosenDay!} />
          <button type="submit" className={styles.primary}>
            {t('moveConfirm')}
          </button>
        </form>
      ) : null}
      <a className={styles.link} href={myBookingsHref(path)}>
        {t('moveKeep')}
      </a>
    </div>
  );
}
