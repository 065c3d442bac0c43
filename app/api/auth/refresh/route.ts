import { createAuthHandlers } from '@/lib/auth/auth-handlers';
import { getSiteDeps } from '@/lib/booking/site/site-deps';
import { answeringDatabaseOutage } from '@/lib/http/database-outage';

export const dynamic = 'force-dynamic';

export const POST = answeringDatabaseOutage((request: Request) => createAuthHandlers(getSiteDeps()).refresh(request));
