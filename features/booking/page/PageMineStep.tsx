import { getTranslations } from 'next-intl/server';
import { signInProblem } from '@/features/account/sign-in-problem';
import {
  AppointmentDetails,
  appointmentWhen,
  CalendarLink,
  type AppointmentNames,
} from '@/features/account/AppointmentDetails';
import { ApiError } from '../steps/booking-api';
import type { StepProps } from './step-props';
import { askMyAppointments, readPageSession } from './booking-page-data';
import { ChangeRefusal } from './ChangeRefusal';
import { MoveStep } from './PageMoveStep';
import { refusal, SignInStep } from './PageFormSteps';
import { cancelHref, moveHref, myBookingsHref, myBookingsStep, queryValue } from './page-href';
import lists from '@/features/account/AccountLists.module.scss';
import styles from '../Booking.module.scss';

/**
 * My bookings on the booking page: the signed-in client's upcoming visits, each as the account
 * panel shows it, with its `.ics` and, while the salon's window allows, a link that moves it
 * (its own step: PageMoveStep) and a link that cancels it (or the panel's words for why it
 * cannot be changed online). Cancelling asks first: its own step (`cancel=<id>`) asks, states
 * the salon's cancellation window, and holds the form that cancels, with a link that keeps the
 * booking. Cancelled visits are listed under "Cancelled". After a cancel or a move the page
 * says so only when the client's own appointment of the address's id is in that state (never
 * from the address alone), or says why the booking system refused. Signed out, the page's sign-in form, which comes
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
  const past = listed.value.past ?? [];
  // Moving one of them (still booked and inside the window): its own step, until it is moved or left as it is.
  const moveId = queryValue(query, 'move');
  const moving = upcoming.find(
    (appointment) => appointment.id === moveId && appointment.state === 'booked' && appointment.cancellable,
  );
  if (moving) return MoveStep({ appointment: moving, names, hours, locale, path, query });
  // Cancelling one of them: asked first, on a step of its own.
  const asked = upcoming.find(
    (appointment) =>
      appointment.id === queryValue(query, 'cancel') && appointment.state === 'booked' && appointment.cancellable,
  );
  if (asked) {
    const when = appointmentWhen(asked, names.zone, locale);
    return (
      <form className={styles.step} method="post" action="/api/booking/page/cancel/" aria-labelledby="cancel-ask">
        <p id="cancel-ask">{t('cancelAsk', { when })}</p>
        <AppointmentDetails appointment={asked} names={names} />
        <p className={styles.note}>{t('cancelWindow', { hours })}</p>
        <input type="hidden" name="step" value={myBookingsStep(path)} />
        <input type="hidden" name="id" value={asked.id} />
        <div className={lists.actions}>
          <button type="submit" className={styles.primary}>
            {t('cancelYes')}
          </button>
          <a className={styles.secondary} href={myBookingsHref(path)}>
            {t('cancelKeep')}
          </a>
        </div>
      </form>
    );
  }

  // Said from the facts: the client's own appointment of that id, in that state.
  const cancelledId = queryValue(query, 'cancelled');
  const cancelled = [...upcoming, ...past].find(
    (appointment) => appointment.id === cancelledId && appointment.state === 'canceled',
  );
  const movedId = queryValue(query, 'moved');
  const moved = upcoming.find((appointment) => appointment.id === movedId && appointment.state === 'booked');
  const cancelledList = past.filter((appointment) => appointment.state === 'canceled');
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
                  <a
                    className={styles.secondary}
                    href={cancelHref(path, appointment.id)}
                    aria-label={t('cancelLabel', { when: appointmentWhen(appointment, names.zone, locale) })}
                  >
                    {t('cancel')}
                  </a>
                ) : (
                  <p className={styles.note}>{t('cannotCancel', { hours })}</p>
                )}
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      {cancelledList.length > 0 ? (
        <>
          <h3 className={styles.groupTitle}>{t('cancelledGroup')}</h3>
          <ul className={lists.appointments}>
            {cancelledList.map((appointment) => (
              <li key={appointment.id} className={lists.appointment} data-state={appointment.state}>
                <AppointmentDetails appointment={appointment} names={names} />
                <p className={styles.note}>{t('cancelled')}</p>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
