import { randomUUID } from 'node:crypto';
import { useTranslations } from 'next-intl';
import { signInProblem, type SignInProblem } from '@/features/account/sign-in-problem';
import { getConfig } from '@/lib/config';
import { changeMaster, removeService } from '@/lib/booking/flow/flow-address';
import { flowVisit } from '@/lib/booking/flow/visit-basket';
import { isReady } from '@/lib/booking/flow/visit-selection';
import { ApiError } from '../steps/booking-api';
import { bookingProblem } from '../steps/booking-problem';
import { visitLines } from '../steps/visit-lines';
import { VisitDetails } from '../steps/VisitDetails';
import { SignInView, type SignInField } from '../steps/SignInView';
import { masterLabelFor, type StepProps } from './step-props';
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
 * The sign-in step as a plain form on the server: phone, then the code from the text message
 * (with names for a new client), each posted to the API's handlers through the page's form
 * actions; a sign-in returns to the flow's step, or to `back`.
 */
export function SignInStep({ address, catalogue, path, query, back }: StepProps & { back?: SignInReturn }) {
  const { bookingUrl } = getConfig();
  const phase = queryValue(query, 'signin');
  const said = refusal(query);
  const problem: SignInProblem | null = said
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
  const codePhase = phase === 'code' || phase === 'register';
  const field: SignInField = codePhase
    ? said?.field === 'firstName' || said?.field === 'lastName'
      ? said.field
      : 'code'
    : 'phone';
  return (
    <SignInView
      phase={codePhase ? 'code' : 'phone'}
      registering={phase === 'register'}
      // The form before kept the code (the form handler's cookie) unless the code itself was refused.
      codeKept={phase === 'register' && said?.field !== 'code' && said?.error !== 'wrong_code'}
      ids={{ phone: 'phone', code: 'code', firstName: 'firstName', lastName: 'lastName', problem: 'sign-in-problem' }}
      form={{ method: 'post', action: codePhase ? '/api/booking/page/confirm/' : '/api/booking/page/code/' }}
      hidden={<input type="hidden" name="step" value={back?.step ?? formStep(path, address)} />}
      inputs={{
        phone: { name: 'phone', required: true },
        code: { name: 'code', required: true },
        firstName: { name: 'firstName', required: true },
        lastName: { name: 'lastName', required: true },
      }}
      problem={problem}
      invalid={said ? field : null}
      linkToField
      changePhone={{ href: back?.href ?? stepHref(path, address) }}
    />
  );
}

/** What will be booked (the summary above), and the booking as one form, with its one-time token. */
export function ReviewStep({ address, catalogue, path, query }: StepProps) {
  const t = useTranslations('Booking');
  const said = refusal(query);
  const problem = said ? bookingProblem(said.status, said.error, said.max) : null;
  // The review comes only once every service has its master and the visit its start.
  const visit = flowVisit(address, catalogue.refs).filter(isReady);
  const { lines, currency } = visitLines(catalogue, visit, address.at!);
  return (
    <form className={styles.step} method="post" action="/api/booking/page/book/">
      {/* The panel's review of the visit, with this surface's controls: links to the step that changes it. */}
      <VisitDetails
        lines={lines.map((line, position) => ({ ...line, key: `${line.serviceId}-${position}` }))}
        masterLabel={masterLabelFor(catalogue, t('anyMaster'), t('visit.masterNotChosen'))}
        currency={currency}
        zone={catalogue.location?.timeZone ?? 'Europe/London'}
        location={catalogue.location}
        actions={(position, line) => (
          <>
            <a className={styles.link} href={stepHref(path, changeMaster(address, position))}>
              {t('visit.changeMaster', { service: line.name })}
            </a>
            {lines.length > 1 ? (
              <a className={styles.link} href={stepHref(path, removeService(address, position))}>
                {t('visit.remove', { service: line.name })}
              </a>
            ) : null}
          </>
        )}
      />
      {problem ? (
        <div role="alert" className={styles.error} id="review-problem">
          <p>{t(problem.key, problem.values ?? {})}</p>
          <a className={styles.link} href={stepHref(path, { ...address, at: null })}>
            {t('pickAnotherTime')}
          </a>
        </div>
      ) : null}
      <input type="hidden" name="step" value={formStep(path, address)} />
      {/* Drawn for this form alone: sent again (a double click, a resubmission), it books nothing twice. */}
      <input type="hidden" name="token" value={randomUUID()} />
      <button type="submit" className={styles.primary} aria-describedby={problem ? 'review-problem' : undefined}>
        {t('confirm')}
      </button>
    </form>
  );
}
