import { createFreeTimeHandler } from '@/lib/booking/site/free-time-handler';
import { getSiteDeps } from '@/lib/booking/site/site-deps';
import { answeringDatabaseOutage } from '@/lib/http/database-outage';

export const dynamic = 'force-dynamic';

export const GET = answeringDatabaseOutage((request: Request) => createFreeTimeHandler(getSiteDeps())(request));
