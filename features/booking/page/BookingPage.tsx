import { getTranslations } from 'next-intl/server';
import { bookingUrl as externalBookingUrl } from '@/lib/booking/booking-url';
import { flowStep, removeService, settleOptions } from '@/lib/booking/flow/flow-address';
import { flowVisit, visitBasket } from '@/lib/booking/flow/visit-basket';
import { myBookingsQuery } from '@/lib/booking/booking-paths';
import { getConfig } from '@/lib/config';
import { StepHeader } from '../steps/StepHeader';
import { VisitSummary } from '../steps/VisitSummary';
import { loadBookingCatalogue, myAppointmentIn, readPageSession } from './booking-page-data';
import { masterLabelFor, type StepProps } from './step-props';
import { DoneStep } from './PageDoneStep';
import { MasterStep, ServiceStep, TimeStep } from './PageChoiceSteps';
import { ReviewStep, SignInStep } from './PageFormSteps';
import { MineStep } from './PageMineStep';
import { formStep, myBookingsHref, myBookingsStep, queryValue, stepHref } from './page-href';
import styles from '../Booking.module.scss';
import pageStyles from './BookingPage.module.scss';

/**
 * The site's own booking page: every step of the panel's flow as plain HTML, the choices as
 * links (each step has an address), sign-in and booking as forms posted to the API's own
 * handlers. The visit's summary is on every step. My bookings (`?mine`) is a step of its own.
 * "Booked" (`done=<id>`) is said only when the signed-in client's own appointment of that id is
 * booked; otherwise the address's step is shown as if `done` were not there. Signed in (or
 * lapsed), a Sign out form ends the session without JavaScript, for a shared computer.
 */
export async function BookingPage({ address: asked, locale, path, query }: Omit<StepProps, 'catalogue'>) {
  const t = await getTranslations({ locale, namespace: 'Booking' });
  const account = await getTranslations({ locale, namespace: 'Account' });
  const catalogue = await loadBookingCatalogue();
  const address = settleOptions(asked, catalogue.refs.services);
  const { bookingUrl } = getConfig();
  const mine = query[myBookingsQuery] !== undefined;
  // Booked, from the facts: the client's own appointment of the address's id, booked.
  const done = mine ? null : ((await myAppointmentIn(queryValue(query, 'done'), 'booked'))?.id ?? null);
  // The page reads the session from its own copy of the cookies; a lapsed one still books,
  // since the booking's handler (under /api) refreshes it and checks it.
  const signedIn = (await readPageSession()) !== 'signed-out';
  const signedOut = !signedIn && queryValue(query, 'signedout') !== null;
  const step = done || mine ? null : flowStep(address, { signedIn });
  const zone = catalogue.location?.timeZone ?? 'Europe/London';
  const basket = visitBasket({
    visit: flowVisit(address, catalogue.refs),
    services: catalogue.services,
    locationId: catalogue.location?.id,
    start: address.at,
  });
  const props: StepProps = { address, catalogue, locale, path, query };
  const opening = address.items[0]?.slug ?? (address.opening.kind === 'service' ? address.opening.slug : undefined);
  const masterLabel = masterLabelFor(catalogue, t('anyMaster'), t('visit.masterNotChosen'));

  return (
    <div className={`${styles.flow} ${pageStyles.page}`}>
      <h1>{t('title')}</h1>
      <p>
        {mine ? (
          <a className={styles.link} href={`${path}#step`}>
            {t('page.bookAgain')}
          </a>
        ) : (
          <a className={styles.link} href={myBookingsHref(path)}>
            {account('myBookings')}
          </a>
        )}
      </p>
      {signedIn ? (
        <form method="post" action="/api/booking/page/signout/">
          <input type="hidden" name="step" value={mine ? myBookingsStep(path) : formStep(path, address)} />
          <button type="submit" className={styles.secondary}>
            {account('signOut')}
          </button>
        </form>
      ) : null}
      {signedOut ? (
        <p role="status" className={styles.success}>
          {account('signedOutNotice')}
        </p>
      ) : null}
      {mine ? (
        <h2 id="step" tabIndex={-1} className={styles.stepTitle}>
          {account('myBookings')}
        </h2>
      ) : (
        <StepHeader step={step ?? 'done'} level={2} id="step" />
      )}
      {!catalogue.available ? (
        <p role="alert" className={styles.error}>
          {t('errors.unavailable')}
        </p>
      ) : null}
      {catalogue.available && !mine ? (
        <VisitSummary
          basket={basket}
          masterLabel={masterLabel}
          locale={locale}
          zone={zone}
          id="visit-summary"
          remove={(position, name) =>
            done ? null : (
              <a className={styles.link} href={stepHref(path, removeService(address, position))}>
                {t('visit.remove', { service: name })}
              </a>
            )
          }
        />
      ) : null}
      {catalogue.available && step === 'service' ? <ServiceStep {...props} /> : null}
      {catalogue.available && step === 'master' ? <MasterStep {...props} /> : null}
      {catalogue.available && step === 'time' ? <TimeStep {...props} /> : null}
      {catalogue.available && step === 'sign-in' ? <SignInStep {...props} /> : null}
      {catalogue.available && step === 'review' ? <ReviewStep {...props} /> : null}
      {done && !mine ? <DoneStep {...props} appointmentId={done} /> : null}
      {catalogue.available && mine ? <MineStep {...props} masterLabel={masterLabel} /> : null}
      <p className={styles.external}>
        <a href={externalBookingUrl(bookingUrl, { service: opening })} target="_blank" rel="noopener noreferrer">
          {t('external')} <span className="visually-hidden">{t('opensNewTab')}</span>
        </a>
      </p>
    </div>
  );
}
