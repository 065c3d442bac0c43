import { createAvailabilityHandler } from '@/lib/booking-routes/availability-handler';
import { answeringDatabaseOutage } from '@/lib/http/database-outage';
import { getSiteDeps } from '@/lib/site-setup/create-site-deps';

export const dynamic = 'force-dynamic';

export const GET = answeringDatabaseOutage((request: Request) => createAvailabilityHandler(getSiteDeps())(request));
