import { createFreeTimeHandler } from '@/lib/booking/site/free-time-handler';
import { getSiteDeps } from '@/lib/booking/site/site-deps';

export const dynamic = 'force-dynamic';

export const GET = (request: Request) => createFreeTimeHandler(getSiteDeps())(request);
