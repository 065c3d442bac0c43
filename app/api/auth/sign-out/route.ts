import { createAuthHandlers } from '@/lib/auth/auth-handlers';
import { getSiteDeps } from '@/lib/site-setup/create-site-deps';

export const dynamic = 'force-dynamic';

export const POST = (request: Request) => createAuthHandlers(getSiteDeps()).signOut(request);
