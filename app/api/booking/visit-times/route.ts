import { getSiteDeps } from '@/lib/booking/site/site-deps';
import { createVisitHandlers } from '@/lib/booking/site/visit-handler';
import { answeringDatabaseOutage } from '@/lib/http/database-outage';

export const dynamic = 'force-dynamic';

export const GET = answeringDatabaseOutage((request: Request) => createVisitHandlers(getSiteDeps()).times(request));
