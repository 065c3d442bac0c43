import { getTranslations } from 'next-intl/server';
import { signInProblem } from '@/features/account/sign-in-problem';
import {
  AppointmentDetails,
  appointmentWhen,
  CalendarLink,
  type AppointmentNames,
} from '@/features/account/AppointmentDetails';
import { ApiError } from '../booking-api';
import type { StepProps } from './BookingPage';
import { askMyAppointments, readPageSession } from './booking-page-data';
import { ChangeRefusal } from './ChangeRefusal';
import { MoveStep } from './PageMoveStep';
import { refusal, SignInStep } from './PageFormSteps';
import { moveHref, myBookingsHref, myBookingsStep, queryValue } from './page-href';
import lists from '@/features/account/AccountLists.module.scss';
import styles from '../Booking.module.scss';

/**
 * My bookings on the booking page: the signed-in client's upcoming visits, each as the account
 * panel shows it, with its `.ics` and, while the salon's window allows, a link that moves it
 * (its own step: PageMoveStep) and a form that cancels it (or the panel's words for why it
 * cannot be changed online). After a cancel or a move the page says so, or says why the
 * booking system refused. Signed out, the page's sign-in form, which comes
 * back here. A lapsed session (the access cookie gone, the refresh cookie not) is renewed by a
 * form posted to the API, since the page cannot set cookies while it renders.
 */
export async function MineStep(props: StepProps & { masterLabel: (employeeId: string) => string }) {
  const { catalogue, locale, path, query, masterLabel } = props;
  const t = await getTranslations({ locale, namespace: 'Account' });
  const session = await readPageSession();
  // Called rather than nested: the sign-in step is async, and this step stays one resolved tree.
  if (session === 'signed-out')
    return SignInStep({ ...props, back: { step: myBookingsStep(path), href: myBookingsHref(path) } });
  const listed = session === 'signed-in' ? await askMyAppointments() : null;

  if (!listed || (!listed.ok && listed.status === 401)) {
    const said = refusal(query);
    const problem = said
      ? signInProblem(new ApiError(said.status, said.error, { retryAfterSeconds: said.retryAfterSeconds }))
      : null;
    return (
      <form className={styles.step} method="post" action="/api/booking/page/refresh/">
        <p>{t('sessionLapsed')}</p>
        {problem ? (
          <p role="alert" className={styles.error} id="renew-problem">
            {t(`problems.${problem.key}`, problem.values ?? {})}
          </p>
        ) : null}
        <input type="hidden" name="step" value={myBookingsStep(path)} />
        <button type="submit" className={styles.primary} aria-describedby={problem ? 'renew-problem' : undefined}>
          {t('showMyBookings')}
        </button>
      </form>
    );
  }
  if (!listed.ok)
    return (
      <p role="alert" className={styles.error}>
        {t('problems.unavailable')}
      </p>
    );

  const names: AppointmentNames = {
    service: (id) => catalogue.services.find((service) => service.id === id)?.name ?? id,
    master: masterLabel,
    zone: catalogue.location?.timeZone ?? 'Europe/London',
    currency: catalogue.services[0]?.currency ?? 'GBP',
  };
  const { upcoming, cancellationHours: hours } = listed.value;
  // Moving one of them (still booked and inside the window): its own step, until it is moved or left as it is.
  const moveId = queryValue(query, 'move');
  const moving = upcoming.find(
    (appointment) => appointment.id === moveId && appointment.state === 'booked' && appointment.cancellable,
  );
  if (moving) return MoveStep({ appointment: moving, names, hours, locale, path, query });

  const cancelled = queryValue(query, 'cancelled');
  const moved = upcoming.find((appointment) => appointment.id === queryValue(query, 'moved'));
  const refused = refusal(query);
  return (
    <div className={styles.step}>
      {cancelled ? (
        <p role="status" className={styles.success}>
          {t('cancelledNotice')}
        </p>
      ) : null}
      {moved ? (
        <p role="status" className={styles.success}>
          {t('moved', { when: appointmentWhen(moved, names.zone, locale) })}
        </p>
      ) : null}
      {refused ? <ChangeRefusal status={refused.status} error={refused.error} hours={hours} /> : null}
      <h3 className={styles.groupTitle}>{t('upcoming')}</h3>
      {upcoming.length === 0 ? <p>{t('noUpcoming')}</p> : null}
      <ul className={lists.appointments}>
        {upcoming.map((appointment) => (
          <li key={appointment.id} className={lists.appointment} data-state={appointment.state}>
            <AppointmentDetails appointment={appointment} names={names} />
            {appointment.state === 'booked' ? (
              <div className={lists.actions}>
                <CalendarLink appointmentId={appointment.id} />
                {appointment.cancellable ? (
                  <a
                    className={styles.secondary}
                    href={moveHref(path, appointment.id)}
                    aria-label={t('moveLabel', { when: appointmentWhen(appointment, names.zone, locale) })}
                  >
                    {t('move')}
                  </a>
                ) : null}
                {appointment.cancellable ? (
                  <form method="post" action="/api/booking/page/cancel/">
                    <input type="hidden" name="step" value={myBookingsStep(path)} />
                    <input type="hidden" name="id" value={appointment.id} />
                    <button
                      type="submit"
                      className={styles.secondary}
                      aria-label={t('cancelLabel', { when: appointmentWhen(appointment, names.zone, locale) })}
                    >
                      {t('cancel')}
                    </button>
                  </form>
                ) : (
                  <p className={styles.note}>{t('cannotCancel', { hours })}</p>
                )}
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
