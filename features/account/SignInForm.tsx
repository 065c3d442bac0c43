'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useDialogOpen } from '@/components/Dialog/dialog-open';
import { normalisePhone } from '@/lib/phone/phone-schema';
import { ApiError, bookingApi } from '@/features/booking/booking-api';
import { useSessionStore } from '@/stores/session-store';
import styles from '@/features/booking/Booking.module.scss';
import { signInProblem, type SignInProblem } from './sign-in-problem';
import { useWebOtp } from './use-web-otp';

export { signInProblem, type SignInProblem } from './sign-in-problem';

type Phase = 'phone' | 'code';

/** Answers after which this sign-in is over: the visitor starts again from the phone number. */
const endsSignIn = (error: unknown) =>
  error instanceof ApiError &&
  (error.code === 'code_expired' ||
    error.code === 'too_many_wrong_codes' ||
    (error.code === 'wrong_code' && error.details.attemptsLeft === 0));

/**
 * Phone sign-in: the phone number, then the code from the text message. A phone the salon
 * does not know yet asks for a first and last name to register, keeping the code typed.
 * Where the browser can read the text message for the site (WebOTP), the code fills itself
 * in; the field's `one-time-code` autocomplete lets other phones offer it from the keyboard.
 */
export function SignInForm({ onSignedIn }: { onSignedIn?: () => void }) {
  const t = useTranslations('Account');
  const signedIn = useSessionStore((state) => state.signedIn);
  const [phase, setPhase] = useState<Phase>('phone');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [names, setNames] = useState<{ firstName: string; lastName: string } | null>(null);
  const [problem, setProblem] = useState<SignInProblem | null>(null);
  const [sending, setSending] = useState(false);
  const codeInput = useRef<HTMLInputElement>(null);
  const firstNameInput = useRef<HTMLInputElement>(null);
  const ids = { phone: useId(), code: useId(), first: useId(), last: useId(), problem: useId() };
  const panelOpen = useDialogOpen();
  // The code from the text message, read by the browser: asked for only while the code step is on screen.
  useWebOtp(phase === 'code' && panelOpen, setCode);

  // The next field takes the focus as it appears: the code once sent, the name when registering.
  useEffect(() => {
    if (phase === 'code') codeInput.current?.focus();
  }, [phase]);
  const registering = names !== null;
  useEffect(() => {
    if (registering) firstNameInput.current?.focus();
  }, [registering]);

  async function run(work: () => Promise<void>) {
    setSending(true);
    setProblem(null);
    try {
      await work();
    } catch (error) {
      setProblem(signInProblem(error));
      if (endsSignIn(error)) setPhase('phone');
    } finally {
      setSending(false);
    }
  }

  function sendCode(event: FormEvent) {
    event.preventDefault();
    if (!normalisePhone(phone)) return setProblem({ key: 'phoneInvalid' });
    void run(async () => {
      await bookingApi.requestCode(phone);
      setPhase('code');
      setCode('');
    });
  }

  function confirm(event: FormEvent) {
    event.preventDefault();
    if (!/^\d{4,8}$/.test(code.trim())) return setProblem({ key: 'codeInvalid' });
    if (names && (!names.firstName.trim() || !names.lastName.trim())) return setProblem({ key: 'nameMissing' });
    void run(async () => {
      try {
        const { client } = await bookingApi.confirm({ code: code.trim(), ...(names ?? {}) });
        if (!client) throw new ApiError(503, 'booking_unavailable');
        await signedIn(client);
        onSignedIn?.();
      } catch (error) {
        if (error instanceof ApiError && error.code === 'registration_required') {
          setNames({ firstName: '', lastName: '' });
          setProblem({ key: 'registration' });
          return;
        }
        throw error;
      }
    });
  }

  const message = problem ? (
    <p
      id={ids.problem}
      role={problem.key === 'registration' ? 'status' : 'alert'}
      className={problem.key === 'registration' ? styles.note : styles.error}
    >
      {t(`problems.${problem.key}`, problem.values ?? {})}
      {problem.salonPhone ? (
        <>
          {' '}
          <a href={`tel:${problem.salonPhone.replace(/[^+\d]/g, '')}`}>
            {t('callSalon', { phone: problem.salonPhone })}
          </a>
        </>
      ) : null}
      {problem.bookingUrl ? (
        <>
          {' '}
          <a href={problem.bookingUrl} target="_blank" rel="noopener noreferrer">
            {t('bookingSite')} <span className="visually-hidden">{t('opensNewTab')}</span>
          </a>
        </>
      ) : null}
    </p>
  ) : null;

  if (phase === 'phone') {
    return (
      <form className={styles.step} onSubmit={sendCode} noValidate>
        <p>{t('signInIntro')}</p>
        <label className={styles.field} htmlFor={ids.phone}>
          <span>{t('phone')}</span>
        </label>
        <input
          id={ids.phone}
          className={styles.input}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          value={phone}
          aria-invalid={problem?.key === 'phoneInvalid' || problem?.key === 'phoneNotMobile' || undefined}
          aria-describedby={problem ? ids.problem : undefined}
          onChange={(event) => setPhone(event.target.value)}
        />
        {message}
        <button type="submit" className={styles.primary} disabled={sending}>
          {sending ? t('sending') : t('sendCode')}
        </button>
      </form>
    );
  }

  return (
    <form className={styles.step} onSubmit={confirm} noValidate>
      <p>{t('codeSent', { phone })}</p>
      <label className={styles.field} htmlFor={ids.code}>
        <span>{t('code')}</span>
      </label>
      <input
        id={ids.code}
        ref={codeInput}
        className={styles.input}
        type="text"
        autoComplete="one-time-code"
        inputMode="numeric"
        value={code}
        aria-invalid={problem?.key === 'wrongCode' || problem?.key === 'codeInvalid' || undefined}
        aria-describedby={problem ? ids.problem : undefined}
        onChange={(event) => setCode(event.target.value)}
      />
      {names ? (
        <>
          <label className={styles.field} htmlFor={ids.first}>
            <span>{t('firstName')}</span>
          </label>
          <input
            id={ids.first}
            ref={firstNameInput}
            className={styles.input}
            autoComplete="given-name"
            value={names.firstName}
            onChange={(event) => setNames({ ...names, firstName: event.target.value })}
          />
          <label className={styles.field} htmlFor={ids.last}>
            <span>{t('lastName')}</span>
          </label>
          <input
            id={ids.last}
            className={styles.input}
            autoComplete="family-name"
            value={names.lastName}
            onChange={(event) => setNames({ ...names, lastName: event.target.value })}
          />
        </>
      ) : null}
      {message}
      <button type="submit" className={styles.primary} disabled={sending}>
        {sending ? t('sending') : names ? t('register') : t('confirmCode')}
      </button>
      <button type="button" className={styles.link} onClick={() => setPhase('phone')}>
        {t('changePhone')}
      </button>
    </form>
  );
}
