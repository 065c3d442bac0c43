/**
 * The site's phone sign-in, whatever booking system is behind it: `POST /api/auth/code`
 * sends a code (`code-handler.ts`), `POST /api/auth/confirm` checks it and signs the visitor
 * in (`confirm-handler.ts`), and `refresh`, `sign-out`, `me` and `widget-token` manage the
 * session (`session-handlers.ts`). Every route that changes state checks the request's
 * origin; tokens travel only in httpOnly cookies, each under the site's tag.
 */
import type { SiteDeps } from '@/lib/site-api/site-deps';
import { createCodeHandler } from './code-handler';
import { createConfirmHandler } from './confirm-handler';
import { createSessionHandlers } from './session-handlers';

export function createAuthHandlers(deps: SiteDeps) {
  return {
    requestCode: createCodeHandler(deps),
    confirm: createConfirmHandler(deps),
    ...createSessionHandlers(deps),
  };
}
