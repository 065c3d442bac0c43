import { getTranslations } from 'next-intl/server';
import { signInProblem } from '@/features/account/sign-in-problem';
import { getConfig } from '@/lib/config';
import { ApiError } from '../booking-api';
import { bookingProblem } from '../booking-problem';
import type { StepProps } from './BookingPage';
import { formStep, queryValue, stepHref } from './page-href';
import styles from '../Booking.module.scss';

const numberOf = (value: string | null) => (value !== null && /^\d{1,9}$/.test(value) ? Number(value) : undefined);

/** The refusal the form handler sent the visitor back with, read from the step's address. */
export function refusal(query: StepProps['query']) {
  const error = queryValue(query, 'error');
  if (!error || !/^[a-z_]{1,40}$/.test(error)) return null;
  return {
    status: numberOf(queryValue(query, 'status')) ?? 400,
    error,
    field: queryValue(query, 'field') ?? undefined,
    attemptsLeft: numberOf(queryValue(query, 'left')),
    retryAfterSeconds: numberOf(queryValue(query, 'wait')),
    max: numberOf(queryValue(query, 'max')),
  };
}

/** Where a sign-in form sends the visitor back to: the step's address for the form, and its link (change the phone). */
export type SignInReturn = { step: string; href: string };

/**
 * Phone, then the code from the text message (with names for a new client), each a form
 * posted to the API's handlers; a sign-in returns to the flow's step, or to `back`.
 */
export async function SignInStep({
  address,
  catalogue,
  locale,
  path,
  query,
  back,
}: StepProps & { back?: SignInReturn }) {
  const t = await getTranslations({ locale, namespace: 'Account' });
  const { bookingUrl } = getConfig();
  const phase = queryValue(query, 'signin');
  const said = refusal(query);
  const problem = said
    ? signInProblem(
        new ApiError(said.status, said.error, {
          field: said.field,
          attemptsLeft: said.attemptsLeft,
          retryAfterSeconds: said.retryAfterSeconds,
          bookingUrl:
            said.error === 'sign_in_unavailable' || said.error === 'text_budget_spent' ? bookingUrl : undefined,
          salonPhone: catalogue.location?.phone ?? undefined,
        }),
      )
    : phase === 'register'
      ? { key: 'registration' }
      : null;
  const step = back?.step ?? formStep(path, address);
  const field =
    phase === 'code' || phase === 'register'
      ? said?.field === 'firstName' || said?.field === 'lastName' || said?.field === 'email'
        ? said.field
        : 'code'
      : 'phone';
  const message = problem ? (
    <p id="sign-in-problem" role={said ? 'alert' : 'status'} className={said ? styles.error : styles.note}>
      {said ? (
        <a href={`#${field}`}>{t(`problems.${problem.key}`, problem.values ?? {})}</a>
      ) : (
        t(`problems.${problem.key}`)
      )}
      {'salonPhone' in problem && problem.salonPhone && said?.error !== 'wrong_code' ? (
        <>
          {' '}
          <a href={`tel:${problem.salonPhone.replace(/[^+\d]/g, '')}`}>
            {t('callSalon', { phone: problem.salonPhone })}
          </a>
        </>
      ) : null}
    </p>
  ) : null;
  const invalid = (name: string) =>
    said && field === name ? { 'aria-invalid': true, 'aria-describedby': 'sign-in-problem' } : {};

  if (phase !== 'code' && phase !== 'register') {
    return (
      <form className={styles.step} method="post" action="/api/booking/page/code/">
        <p>{t('signInIntro')}</p>
        {message}
        <input type="hidden" name="step" value={step} />
        <label className={styles.field} htmlFor="phone">
          <span>{t('phone')}</span>
        </label>
        <input
          id="phone"
          name="phone"
          className={styles.input}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          required
          {...invalid('phone')}
        />
        <button type="submit" className={styles.primary}>
          {t('sendCode')}
        </button>
      </form>
    );
  }
  return (
    <form className={styles.step} method="post" action="/api/booking/page/confirm/">
      <p>{t('codeSentToPhone')}</p>
      {message}
      <input type="hidden" name="step" value={step} />
      <label className={styles.field} htmlFor="code">
        <span>{t('code')}</span>
      </label>
      <input
        id="code"
        name="code"
        className={styles.input}
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        {...invalid('code')}
      />
      {phase === 'register' ? (
        <>
          <label className={styles.field} htmlFor="firstName">
            <span>{t('firstName')}</span>
          </label>
          <input
            id="firstName"
            name="firstName"
            className={styles.input}
            autoComplete="given-name"
            required
            {...invalid('firstName')}
          />
          <label className={styles.field} htmlFor="lastName">
            <span>{t('lastName')}</span>
          </label>
          <input
            id="lastName"
            name="lastName"
            className={styles.input}
            autoComplete="family-name"
            required
            {...invalid('lastName')}
          />
        </>
      ) : null}
      <button type="submit" className={styles.primary}>
        {phase === 'register' ? t('register') : t('confirmCode')}
      </button>
      <a className={styles.link} href={back?.href ?? stepHref(path, address)}>
        {t('changePhone')}
      </a>
    </form>
  );
}

/** What will be booked (the summary above), and the booking as one form. */
export async function ReviewStep({ address, catalogue, locale, path, query }: StepProps) {
  const t = await getTranslations({ locale, namespace: 'Booking' });
  const said = refusal(query);
  const problem = said ? bookingProblem(said.status, said.error, said.max) : null;
  const address_ = catalogue.location
    ? [catalogue.location.name, catalogue.location.street].filter(Boolean).join(', ')
    : null;
  return (
    <form className={styles.step} method="post" action="/api/booking/page/book/">
      {problem ? (
        <div role="alert" className={styles.error} id="review-problem">
          <p>{t(problem.key, problem.values ?? {})}</p>
          <a className={styles.link} href={stepHref(path, { ...address, at: null })}>
            {t('pickAnotherTime')}
          </a>
        </div>
      ) : null}
      {address_ ? (
        <p>
          {t('summary.address')}: {address_}
        </p>
      ) : null}
      <input type="hidden" name="step" value={formStep(path, address)} />
      <button type="submit" className={styles.primary} aria-describedby={problem ? 'review-problem' : undefined}>
        {t('confirm')}
      </button>
    </form>
  );
}
