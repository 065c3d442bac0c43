import { createAuthHandlers } from '@/lib/auth/auth-handlers';
import { getSiteDeps } from '@/lib/booking/site/site-deps';

export const dynamic = 'force-dynamic';

export const POST = (request: Request) => createAuthHandlers(getSiteDeps()).widgetToken(request);
