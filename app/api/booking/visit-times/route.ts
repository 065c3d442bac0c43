import { createVisitHandlers } from '@/lib/booking-routes/visit-handler';
import { answeringDatabaseOutage } from '@/lib/http/database-outage';
import { getSiteDeps } from '@/lib/site-setup/create-site-deps';

export const dynamic = 'force-dynamic';

export const GET = answeringDatabaseOutage((request: Request) => createVisitHandlers(getSiteDeps()).times(request));
