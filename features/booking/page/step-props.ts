/**
 * What every step of the booking page is drawn from, and the one way it names a master: apart
 * from the page itself, so that the steps do not import the page that imports them.
 */
import type { FlowAddress } from '@/lib/booking/flow/flow-address';
import type { PageCatalogue } from './booking-page-data';
import type { PageQuery } from './page-href';

export type StepProps = {
  address: FlowAddress;
  catalogue: PageCatalogue;
  locale: string;
  path: string;
  query: PageQuery;
};

/** A master's name as the booking shows it: the site's name, the booking system's, "any" or "not chosen". */
export function masterLabelFor(catalogue: PageCatalogue, any: string, none: string) {
  return (employeeId: string | null) =>
    employeeId === null
      ? none
      : employeeId === 'any'
        ? any
        : (catalogue.refs.masters.find((master) => master.employeeId === employeeId)?.name ??
          catalogue.employees.find((employee) => employee.id === employeeId)?.name ??
          employeeId);
}
