import { getTranslations } from 'next-intl/server';
import { signInProblem } from '@/features/account/sign-in-problem';
import { AppointmentDetails, CalendarLink, type AppointmentNames } from '@/features/account/AppointmentDetails';
import { ApiError } from '../booking-api';
import type { StepProps } from './BookingPage';
import { askMyAppointments, readPageSession } from './booking-page-data';
import { refusal, SignInStep } from './PageFormSteps';
import { myBookingsHref, myBookingsStep } from './page-href';
import lists from '@/features/account/AccountLists.module.scss';
import styles from '../Booking.module.scss';

/**
 * My bookings on the booking page: the signed-in client's upcoming visits, each as the account
 * panel shows it, with its `.ics`. Signed out, the page's sign-in form, which comes back here.
 * A lapsed session (the access cookie gone, the refresh cookie not) is renewed by a form
 * posted to the API, since the page cannot set cookies while it renders.
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
  const { upcoming } = listed.value;
  return (
    <div className={styles.step}>
      <h3 className={styles.groupTitle}>{t('upcoming')}</h3>
      {upcoming.length === 0 ? <p>{t('noUpcoming')}</p> : null}
      <ul className={lists.appointments}>
        {upcoming.map((appointment) => (
          <li key={appointment.id} className={lists.appointment} data-state={appointment.state}>
            <AppointmentDetails appointment={appointment} names={names} />
            {appointment.state === 'booked' ? <CalendarLink appointmentId={appointment.id} /> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
