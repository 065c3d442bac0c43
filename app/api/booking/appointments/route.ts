import { createAppointmentsHandlers } from '@/lib/booking-routes/appointments-handler';
import { answeringDatabaseOutage } from '@/lib/http/database-outage';
import { getSiteDeps } from '@/lib/site-setup/create-site-deps';

export const dynamic = 'force-dynamic';

export const GET = answeringDatabaseOutage((request: Request) =>
  createAppointmentsHandlers(getSiteDeps()).list(request),
);
export const POST = answeringDatabaseOutage((request: Request) =>
  createAppointmentsHandlers(getSiteDeps()).book(request),
);
