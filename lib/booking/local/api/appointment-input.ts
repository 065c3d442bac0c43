/**
 * What the embedded backend's appointment routes read, as zod schemas: the bodies of
 * `POST /appointments`, `POST /appointments/services` and `PUT /appointments/{id}` (a change
 * of state, or a move of its services), and the query of `GET /appointments`. The routes
 * read them where the booking system judges them: what only the stored appointment can
 * answer (is it the client's, is it booked, is it in the cancellation window, which of its
 * services an entry names) comes first where it did, and each move entry is read in turn.
 */
import { DateTime } from 'luxon';
import { z } from 'zod';
import { positiveIntId } from './http';

/** A service's or a master's id: a string, or a (finite) JSON number, read as text. */
const idText = (message: string) => z.union([z.string(), z.number()], { error: message }).transform(String);

const startMessage = 'The start must be an ISO date and time';

/** An ISO date with a time (`T` then hours and minutes), read with its offset, as an instant in milliseconds. */
const startField = z
  .string({ error: startMessage })
  .regex(/T\d{2}:\d{2}/)
  .transform((text, context) => {
    const start = DateTime.fromISO(text, { setZone: true });
    if (start.isValid) return start.toMillis();
    context.addIssue({ code: 'custom', message: startMessage });
    return z.NEVER;
  });

/** `POST /appointments`: a draft at `location`. `client`, when given, is compared with the signed-in client by the route. */
export const createAppointmentBody = z.object({
  location: positiveIntId('A location id is required'),
  client: z.unknown().optional(),
});

/** `POST /appointments/services`, once its `appointment` is known to be the client's and not cancelled. */
export const addServiceBody = z.object({
  service: idText('A service id is required'),
  professional: idText('An employee id is required'),
  start: startField,
});

/** `PUT /appointments/{id}`: a new `state`, or `services` to move (read by `moveServicesBody`), not both. */
export const updateAppointmentBody = z
  .object({
    state: z.enum(['booked', 'canceled'], { error: 'The state must be booked or canceled' }).optional(),
    services: z.unknown().optional(),
  })
  .refine((body) => body.state === undefined || body.services === undefined, {
    path: ['state'],
    error: 'Move an appointment or change its state, not both at once',
  });

const servicesMessage = 'The services to move are required';

/**
 * The `services` of a move, once the appointment may be moved: 1 to `most` entries (its own
 * number of services). An entry that is not an object names none of them.
 */
export const moveServicesBody = (most: number) =>
  z.object({
    services: z
      .array(z.unknown(), { error: servicesMessage })
      .min(1)
      .max(most)
      .pipe(z.array(z.record(z.string(), z.unknown()).catch({}))),
  });

/** One entry of a move, once its `id` has named one of the appointment's services: the new `start`, and `professional`, when it is an id, the new master. */
export const serviceMoveEntry = z.object({
  start: startField,
  professional: z.union([z.string(), z.number()]).transform(String).optional().catch(undefined),
});

/** `GET /appointments?client=`: whose appointments (the signed-in client's own, as the route checks). */
export const listAppointmentsQuery = z.object({ client: z.string({ error: 'A client id is required' }).min(1) });
