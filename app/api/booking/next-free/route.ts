import { createNextFreeHandler } from '@/lib/booking-routes/next-free-handler';
import { answeringDatabaseOutage } from '@/lib/http/database-outage';
import { getSiteDeps } from '@/lib/site-setup/create-site-deps';

export const dynamic = 'force-dynamic';

/** The next free time of a service, with any master or one (`?service=&employee=`); kept a minute. */
export const GET = answeringDatabaseOutage((request: Request) => createNextFreeHandler(getSiteDeps())(request));
