/** The query of `GET /api/booking/next-free`: `service` (a booking id) and `employee` (an id or `any`, the default). */
import { z } from 'zod';
import { employeeQueryField, serviceQueryField } from './booking-fields';

export const nextFreeQuerySchema = z.object({
  service: serviceQueryField,
  employee: employeeQueryField,
});
