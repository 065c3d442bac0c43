'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import type { Appointment } from '@/lib/booking/types';
import type { BookingRefs } from '@/lib/booking/site-refs';
import { SignInForm } from '@/features/account/SignInForm';
import { useSessionStore } from '@/stores/session-store';
import type { BookingChoice } from '@/stores/booking-store';
import { DoneStep } from './DoneStep';
import { MasterStep } from './MasterStep';
import { ReviewStep } from './ReviewStep';
import { ServiceStep } from './ServiceStep';
import { TimeStep } from './TimeStep';
import { useBookingCatalogue } from './use-booking-data';
import { ErrorNote } from './ErrorNote';
import styles from './Booking.module.scss';

export type Selection = {
  serviceId: string | null;
  /** A master's booking id, or "any". */
  employeeId: string | null;
  date: string | null;
  start: string | null;
};
export type Step = 'service' | 'master' | 'time' | 'sign-in' | 'review' | 'done';
const steps: Step[] = ['service', 'master', 'time', 'sign-in', 'review'];

/** Where the panel starts for what it was opened on, with what is already chosen. */
export function startFrom(choice: BookingChoice, refs: BookingRefs | null) {
  const empty: Selection = { serviceId: null, employeeId: null, date: null, start: null };
  if (!refs || choice.kind === 'all') return { step: 'service' as Step, selection: empty, only: null, master: null };
  if (choice.kind === 'service') {
    const ids = refs.services[choice.slug] ?? [];
    if (ids.length === 1) return { step: 'master' as Step, selection: { ...empty, serviceId: ids[0]! }, only: null, master: null };
    return { step: 'service' as Step, selection: empty, only: ids.length > 0 ? ids : null, master: null };
  }
  if (choice.kind === 'category') {
    const ids = refs.categories[choice.slug] ?? [];
    return { step: 'service' as Step, selection: empty, only: ids.length > 0 ? ids : null, master: null };
  }
  const master = refs.masters.find((entry) => entry.slug === choice.slug)?.employeeId ?? null;
  return { step: 'service' as Step, selection: { ...empty, employeeId: master }, only: null, master };
}

/** The salon's own booking steps: service, master, day and time, sign-in, review, done. */
export function BookingFlow({ choice }: { choice: BookingChoice }) {
  const t = useTranslations('Booking');
  const catalogue = useBookingCatalogue();
  if (catalogue.pending) return <p role="status">{t('loading')}</p>;
  if (catalogue.error) return <ErrorNote error={catalogue.error} onRetry={catalogue.retry} />;
  return <Steps catalogue={catalogue} start={startFrom(choice, catalogue.refs)} />;
}

function Steps({
  catalogue,
  start,
}: {
  catalogue: ReturnType<typeof useBookingCatalogue>;
  start: ReturnType<typeof startFrom>;
}) {
  const t = useTranslations('Booking');
  const [step, setStep] = useState<Step>(start.step);
  const [selection, setSelection] = useState<Selection>(start.selection);
  const [booked, setBooked] = useState<Appointment | null>(null);
  const status = useSessionStore((state) => state.status);
  const check = useSessionStore((state) => state.check);
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);

  useEffect(() => {
    void check(true);
  }, [check]);
  useEffect(() => {
    // Each new step is announced by moving focus to its heading (not on opening: the panel focuses itself).
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);

  const choose = (changes: Partial<Selection>, next: Step) => {
    setSelection((current) => ({ ...current, ...changes }));
    setStep(next === 'sign-in' && status === 'signed-in' ? 'review' : next);
  };
  const index = steps.indexOf(step);
  const back = index > 0 ? () => setStep(steps[index - 1] === 'sign-in' && status === 'signed-in' ? 'time' : steps[index - 1]!) : null;

  return (
    <div className={styles.flow}>
      {step !== 'done' ? (
        <ol className={styles.progress} aria-label={t('progress')}>
          {steps.map((name, position) => (
            <li key={name} aria-current={name === step ? 'step' : undefined} data-done={position < index || undefined}>
              {t(`steps.${name}`)}
            </li>
          ))}
        </ol>
      ) : null}
      <h3 ref={heading} tabIndex={-1} className={styles.stepTitle}>
        {step === 'done' ? t('done.title') : t('stepTitle', { number: index + 1, count: steps.length, name: t(`steps.${step}`) })}
      </h3>
      {back && step !== 'done' ? (
        <button type="button" className={styles.back} onClick={back}>
          {t('back')}
        </button>
      ) : null}
      {step === 'service' ? (
        <ServiceStep catalogue={catalogue} only={start.only} selected={selection.serviceId} onChoose={(serviceId) => choose({ serviceId, start: null }, 'master')} />
      ) : null}
      {step === 'master' && selection.serviceId ? (
        <MasterStep
          catalogue={catalogue}
          serviceId={selection.serviceId}
          preferred={selection.employeeId}
          onChoose={(employeeId) => choose({ employeeId, start: null }, 'time')}
        />
      ) : null}
      {step === 'time' && selection.serviceId && selection.employeeId ? (
        <TimeStep
          catalogue={catalogue}
          serviceId={selection.serviceId}
          employeeId={selection.employeeId}
          initialDate={selection.date}
          onChoose={(date, startAt) => choose({ date, start: startAt }, 'sign-in')}
        />
      ) : null}
      {step === 'sign-in' ? <SignInForm onSignedIn={() => setStep('review')} /> : null}
      {step === 'review' && selection.serviceId && selection.employeeId && selection.start ? (
        <ReviewStep
          catalogue={catalogue}
          selection={selection as Required<{ [K in keyof Selection]: string }>}
          onBooked={(appointment) => {
            setBooked(appointment);
            setStep('done');
          }}
          onChangeTime={(date, startAt) => setSelection((current) => ({ ...current, date, start: startAt }))}
          onPickAnotherDay={() => setStep('time')}
          onSignedOut={() => setStep('sign-in')}
        />
      ) : null}
      {step === 'done' && booked ? <DoneStep catalogue={catalogue} appointment={booked} /> : null}
    </div>
  );
}
