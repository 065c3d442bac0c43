/**
 * The booking page's choice steps: each loads on the server what its step needs (with the
 * API's own handlers) and renders the step's shared view with links as its controls, each to
 * the address of the step that follows (a GET, so it works without scripts).
 */
import { useTranslations } from 'next-intl';
import { addService, chooseMaster, chooseService, chooseTime, type FlowAddress } from '@/lib/booking/flow/flow-address';
import { maxVisitItems } from '@/lib/booking/flow/book-param';
import { flowVisit } from '@/lib/booking/flow/visit-basket';
import type { AddServiceControl } from '../steps/AddAnotherService';
import { MasterChoices } from '../steps/MasterChoices';
import { ServiceChoices } from '../steps/ServiceChoices';
import { StepProblem } from '../steps/StepProblem';
import { TimeChoices } from '../steps/TimeChoices';
import { askMasters, askVisitDays, askVisitTimes, type Asked } from './booking-page-data';
import type { StepProps } from './step-props';
import { LinkGrid } from './LinkGrid';
import { stepHref } from './page-href';
import styles from '../Booking.module.scss';

export const problemOf = (answer: Asked<unknown>) => (answer.ok ? null : <StepProblem status={answer.status} />);

/** "Add another service" as a link to the service step, while the visit has room. */
function addAnotherLink(address: FlowAddress, path: string): AddServiceControl | null {
  if (address.items.length >= maxVisitItems) return null;
  return function AddAnotherLink(label, className) {
    return (
      <a className={className} href={stepHref(path, addService(address))}>
        {label}
      </a>
    );
  };
}

/** The services a link can name (a single price), grouped by category, as links to their master step. */
export function ServiceStep({ address, catalogue, path }: StepProps) {
  const t = useTranslations('Booking');
  const only =
    address.items.length === 0 && address.opening.kind === 'category'
      ? new Set(catalogue.refs.categories[address.opening.slug] ?? [])
      : null;
  // Opened from a service's page: that service and its add-ons first, as the panel lists them.
  const leading =
    address.opening.kind === 'service'
      ? [
          ...(catalogue.refs.services[address.opening.slug] ?? []),
          ...(catalogue.refs.additions[address.opening.slug] ?? []),
        ]
      : null;
  const chosen = new Set(address.items.map((item) => item.slug));
  const choices = Object.entries(catalogue.refs.services).flatMap(([slug, ids]) => {
    const service = ids.length === 1 ? catalogue.services.find((entry) => entry.id === ids[0]) : undefined;
    if (!service || chosen.has(slug) || (only && !only.has(service.id))) return [];
    return [{ key: slug, service }];
  });
  return (
    <div className={styles.step}>
      {address.adding ? (
        <p>
          <a className={styles.back} href={stepHref(path, { ...address, adding: false })}>
            {t('back')}
          </a>
        </p>
      ) : null}
      <ServiceChoices
        choices={choices}
        categories={catalogue.categories}
        locationId={catalogue.location?.id}
        order={catalogue.refs.order}
        leading={leading}
        control={({ key }, content) => (
          <a className={styles.choice} href={stepHref(path, chooseService(address, key))}>
            {content}
          </a>
        )}
      />
    </div>
  );
}

/** "Any master" and each master of the site who takes the service. */
export async function MasterStep({ address, catalogue, path }: StepProps) {
  const index = address.choosing ?? 0;
  const item = address.items[index]!;
  const serviceId = catalogue.refs.services[item.slug]?.[0];
  const answer = serviceId ? await askMasters(serviceId) : null;
  // In the API's order, as the panel shows them; a master the site has no page for cannot be linked to.
  const masters = (answer?.ok ? answer.value.employees : []).flatMap((id) =>
    catalogue.refs.masters.filter((master) => master.employeeId === id),
  );
  return (
    <div className={styles.step}>
      <MasterChoices
        problem={answer ? problemOf(answer) : null}
        masters={masters.map((master) => ({
          key: master.slug,
          name: master.name,
          photo: master.photo,
          rating: master.rating,
        }))}
        control={(key, content) => (
          <a
            className={styles.choice}
            href={stepHref(path, chooseMaster(address, index, key))}
            aria-current={item.master === key ? 'true' : undefined}
          >
            {content}
          </a>
        )}
        addAnother={addAnotherLink(address, path)}
      />
    </div>
  );
}

/** The days of two weeks with a time at which the whole visit fits, then the chosen day's times. */
export async function TimeStep({ address, catalogue, path }: StepProps) {
  const visit = flowVisit(address, catalogue.refs).map((entry) => ({
    serviceId: entry.serviceId!,
    employeeId: entry.employeeId ?? 'any',
  }));
  const [days, times] = await Promise.all([
    askVisitDays(visit, null),
    address.day ? askVisitTimes(visit, address.day) : null,
  ]);
  return (
    <div className={styles.step}>
      {problemOf(days)}
      {days.ok ? (
        <TimeChoices
          days={days.value.days}
          day={address.day}
          times={times?.ok ? times.value.times : []}
          selectedTime={address.at}
          timesNote={times && !times.ok ? problemOf(times) : undefined}
          grid={(grid) => (
            <LinkGrid
              grid={grid}
              href={(key) =>
                stepHref(
                  path,
                  grid.kind === 'days' ? { ...address, day: key, at: null } : chooseTime(address, address.day!, key),
                )
              }
            />
          )}
          addAnother={addAnotherLink(address, path)}
        />
      ) : null}
    </div>
  );
}
