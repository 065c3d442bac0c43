import { createAppointmentsHandlers } from '@/lib/booking/site/appointments-handler';
import { getSiteDeps } from '@/lib/booking/site/site-deps';
import { answeringDatabaseOutage } from '@/lib/http/database-outage';

export const dynamic = 'force-dynamic';

export const GET = answeringDatabaseOutage((request: Request) =>
  createAppointmentsHandlers(getSiteDeps()).list(request),
);
export const POST = answeringDatabaseOutage((request: Request) =>
  createAppointmentsHandlers(getSiteDeps()).book(request),
);
