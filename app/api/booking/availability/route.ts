import { createAvailabilityHandler } from '@/lib/booking/site/availability-handler';
import { getSiteDeps } from '@/lib/booking/site/site-deps';

export const dynamic = 'force-dynamic';

export const GET = (request: Request) => createAvailabilityHandler(getSiteDeps())(request);
