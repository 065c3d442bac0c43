import { createAppointmentsHandlers } from '@/lib/booking/site/appointments-handler';
import { getSiteDeps } from '@/lib/booking/site/site-deps';

export const dynamic = 'force-dynamic';

export async function DELETE(request: Request, context: { params: Promise<{ id: string }> }) {
  const { id } = await context.params;
  return createAppointmentsHandlers(getSiteDeps()).cancel(request, id);
}
