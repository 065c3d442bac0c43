'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import type { Appointment } from '@/lib/booking/types';
import type { SiteRefs } from '@/lib/booking/site-refs';
import { SignInForm } from '@/features/account/SignInForm';
import { useSessionStore } from '@/stores/session-store';
import { maxVisitItems, useBookingStore, type BookingChoice } from '@/stores/booking-store';
import { flowSteps } from '@/lib/booking/flow/flow-address';
import { visitBasket } from '@/lib/booking/flow/visit-basket';
import { DoneStep } from './DoneStep';
import { MasterStep, masterName } from './MasterStep';
import { ReviewStep } from './ReviewStep';
import { ServiceStep } from './ServiceStep';
import { TimeStep } from './TimeStep';
import type { AddServiceControl } from '../steps/AddAnotherService';
import { useBookingCatalogue } from './use-booking-data';
import { ErrorNote } from '../steps/ErrorNote';
import { StepHeader } from '../steps/StepHeader';
import { VisitSummary } from '../steps/VisitSummary';
import {
  isReady,
  visitFromLink,
  visitToLink,
  type ReadyVisitEntry,
  type VisitEntry,
} from '@/lib/booking/flow/visit-selection';
import styles from '../Booking.module.scss';

export type Selection = {
  /** The visit's services in order, each with its master (a booking id or "any"). */
  visit: VisitEntry[];
  /** Which service of the visit the service and master steps are choosing. */
  editing: number;
  date: string | null;
  start: string | null;
};
export type Step = 'service' | 'master' | 'time' | 'sign-in' | 'review' | 'done';
/** The flow's steps in order, as the booking page has them. */
const steps: readonly Step[] = flowSteps;

/**
 * Where the panel starts for what it was opened on, with what is already chosen; `only` is a
 * category's services (shown alone until the visitor asks for all), `leading` a service page's
 * own service and its add-ons (listed first).
 */
export function startFrom(choice: BookingChoice, refs: SiteRefs | null) {
  const fresh = (entry: VisitEntry): Selection => ({ visit: [entry], editing: 0, date: null, start: null });
  const blank = fresh({ serviceId: null, employeeId: null });
  const opening = { only: null as string[] | null, leading: null as string[] | null, master: null as string | null };
  if (!refs || choice.kind === 'all') return { step: 'service' as Step, selection: blank, ...opening };
  if (choice.kind === 'visit') {
    const visit = visitFromLink(choice.items, refs);
    if (visit.length === 0) return { step: 'service' as Step, selection: blank, ...opening };
    return { step: 'time' as Step, selection: { ...blank, visit }, ...opening };
  }
  if (choice.kind === 'service') {
    const ids = refs.services[choice.slug] ?? [];
    const leading = ids.length > 0 ? [...ids, ...(refs.additions[choice.slug] ?? [])] : null;
    if (ids.length === 1)
      return { step: 'master' as Step, selection: fresh({ serviceId: ids[0]!, employeeId: null }), ...opening, leading };
    return { step: 'service' as Step, selection: blank, ...opening, leading };
  }
  if (choice.kind === 'category') {
    const ids = refs.categories[choice.slug] ?? [];
    return { step: 'service' as Step, selection: blank, ...opening, only: ids.length > 0 ? ids : null };
  }
  const master = refs.masters.find((entry) => entry.slug === choice.slug)?.employeeId ?? null;
  return { step: 'service' as Step, selection: fresh({ serviceId: null, employeeId: master }), ...opening, master };
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
  const locale = useLocale();
  const summaryId = useId();
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

  const setVisit = useBookingStore((state) => state.setVisit);
  useEffect(() => {
    // What "add to my visit" extends; a booked visit is done with.
    setVisit(step === 'done' ? [] : visitToLink(selection.visit, catalogue.refs));
  }, [step, selection.visit, catalogue.refs, setVisit]);

  const afterTime: Step = status === 'signed-in' ? 'review' : 'sign-in';
  const entry = selection.visit[selection.editing] ?? { serviceId: null, employeeId: null };
  const ready = selection.visit.every(isReady) ? (selection.visit as ReadyVisitEntry[]) : null;
  const edit = (changes: VisitEntry) =>
    setSelection((current) => ({
      ...current,
      visit: current.visit.map((item, position) => (position === current.editing ? changes : item)),
      start: null,
    }));
  const index = steps.indexOf(step);
  const adding = selection.editing > 0 && !isReady(entry);
  const back = () => {
    if (step === 'service' && adding) {
      // Leaving "add another service": the visit goes back to what it was.
      setSelection((current) => ({ ...current, visit: current.visit.filter(isReady), editing: 0 }));
      setStep(selection.start ? 'review' : 'time');
      return;
    }
    const previous = steps[index - 1]!;
    setStep(previous === 'sign-in' && status === 'signed-in' ? 'time' : previous);
  };
  const addService = () => {
    setSelection((current) => ({
      ...current,
      // A service whose master was not chosen yet keeps "any master".
      visit: [
        ...current.visit.map((item) => (item.serviceId && !item.employeeId ? { ...item, employeeId: 'any' } : item)),
        { serviceId: null, employeeId: null },
      ],
      editing: current.visit.length,
    }));
    setStep('service');
  };
  const removeService = (position: number) => {
    const rest = selection.visit.filter((item, at) => at !== position && item.serviceId !== null);
    setSelection((current) => ({
      ...current,
      visit: rest.length > 0 ? rest : [{ serviceId: null, employeeId: null }],
      editing: 0,
      start: null,
    }));
    setStep(rest.length === 0 ? 'service' : rest.every(isReady) ? 'time' : 'master');
  };
  const changeMaster = (position: number) => {
    setSelection((current) => ({ ...current, editing: position }));
    setStep('master');
  };

  const basket = visitBasket({
    visit: selection.visit,
    services: catalogue.services,
    locationId: catalogue.location?.id,
    start: step === 'sign-in' ? selection.start : null,
  });
  const canAdd = selection.visit.length < maxVisitItems && entry.serviceId !== null;
  const addAnother: AddServiceControl | null = canAdd
    ? (label, className) => (
        <button type="button" className={className} onClick={addService}>
          {label}
        </button>
      )
    : null;

  return (
    <div className={styles.flow}>
      <StepHeader step={step} level={3} ref={heading} />
      {index > 0 || adding ? (
        <button type="button" className={styles.back} onClick={back}>
          {t('back')}
        </button>
      ) : null}
      {step !== 'review' && step !== 'done' ? (
        <VisitSummary
          basket={basket}
          masterLabel={(id) =>
            id === null ? t('visit.masterNotChosen') : id === 'any' ? t('anyMaster') : masterName(catalogue, id)
          }
          locale={locale}
          zone={catalogue.location?.timeZone ?? 'Europe/London'}
          id={summaryId}
          remove={(position, name) => (
            <button type="button" className={styles.link} onClick={() => removeService(position)}>
              {t('visit.remove', { service: name })}
            </button>
          )}
        />
      ) : null}
      {step === 'service' ? (
        <ServiceStep
          catalogue={catalogue}
          only={selection.editing === 0 ? start.only : null}
          leading={start.leading}
          selected={entry.serviceId}
          onChoose={(serviceId) => {
            edit({ serviceId, employeeId: entry.employeeId });
            setStep('master');
          }}
        />
      ) : null}
      {step === 'master' && entry.serviceId ? (
        <MasterStep
          catalogue={catalogue}
          serviceId={entry.serviceId}
          preferred={entry.employeeId}
          addAnother={addAnother}
          onChoose={(employeeId) => {
            edit({ serviceId: entry.serviceId, employeeId });
            setStep('time');
          }}
        />
      ) : null}
      {step === 'time' && ready ? (
        <TimeStep
          catalogue={catalogue}
          visit={ready}
          initialDate={selection.date}
          addAnother={addAnother}
          onChoose={(date, startAt) => {
            setSelection((current) => ({ ...current, date, start: startAt, editing: 0 }));
            setStep(afterTime);
          }}
        />
      ) : null}
      {step === 'sign-in' ? <SignInForm onSignedIn={() => setStep('review')} /> : null}
      {step === 'review' && ready && selection.date && selection.start ? (
        <ReviewStep
          catalogue={catalogue}
          visit={ready}
          date={selection.date}
          start={selection.start}
          onBooked={(appointment) => {
            setBooked(appointment);
            setStep('done');
          }}
          onChangeTime={(date, startAt) => setSelection((current) => ({ ...current, date, start: startAt }))}
          onPickAnotherDay={() => setStep('time')}
          onSignedOut={() => setStep('sign-in')}
          onAddService={addService}
          onRemoveService={removeService}
          onChangeMaster={changeMaster}
        />
      ) : null}
      {step === 'done' && booked ? <DoneStep catalogue={catalogue} appointment={booked} /> : null}
    </div>
  );
}
