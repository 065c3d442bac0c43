import { createAppointmentsHandlers } from '@/lib/booking-routes/appointments-handler';
import { answeringDatabaseOutage } from '@/lib/http/database-outage';
import { getSiteDeps } from '@/lib/site-setup/create-site-deps';

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
