import { createAppointmentsHandlers } from '@/lib/booking/site/appointments-handler';
import { getSiteDeps } from '@/lib/booking/site/site-deps';
import { answeringDatabaseOutage } from '@/lib/http/database-outage';

export const dynamic = 'force-dynamic';

export const DELETE = answeringDatabaseOutage(
  async (request: Request, context: { params: Promise<{ id: string }> }) => {
    const { id } = await context.params;
    return createAppointmentsHandlers(getSiteDeps()).cancel(request, id);
  },
);

export const PUT = answeringDatabaseOutage(async (request: Request, context: { params: Promise<{ id: string }> }) => {
  const { id } = await context.params;
  return createAppointmentsHandlers(getSiteDeps()).move(request, id);
});
