import { createAppointmentsHandlers } from '@/lib/booking/site/appointments-handler';
import { getSiteDeps } from '@/lib/booking/site/site-deps';

export const dynamic = 'force-dynamic';

export const GET = (request: Request) => createAppointmentsHandlers(getSiteDeps()).list(request);
export const POST = (request: Request) => createAppointmentsHandlers(getSiteDeps()).book(request);
