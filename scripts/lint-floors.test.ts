/**
 * The floors of the house, as eslint.config.mjs keeps them: for each boundary, an import
 * that crosses it fails `npm run lint` (in both spellings, `@/...` and relative, and as a
 * type-only import), and one that keeps to it passes. Each case lints a line of code as if
 * it stood in a file at `file` (which need not exist); what it imports does exist.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const repo = path.resolve(__dirname, '..');
const rule = 'import/no-restricted-paths';

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: repo });
});

/** The floor rule's messages for `code` standing in `file`. */
async function floorErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\n\nexport const probe = 1;\n`, { filePath: path.join(repo, file) });
  return result!.messages.filter((message) => message.ruleId === rule).map((message) => message.message);
}

type Case = { file: string; code: string };
type Boundary = { name: string; wrong: Case[]; right: Case[] };

const boundaries: Boundary[] = [
  {
    name: 'lib/ never imports server/, app/, features/, components/ or stores/',
    wrong: [
      { file: 'lib/health/probe.ts', code: "import { createResponseFilter } from '@/server/response-filter.mjs';" },
      { file: 'lib/health/probe.ts', code: "import { createResponseFilter } from '../../server/response-filter.mjs';" },
      { file: 'lib/health/probe.ts', code: "import type { ByteBoundedCache } from '@/server/byte-bounded-cache.mjs';" },
      { file: 'lib/health/probe.ts', code: "import { GET } from '@/app/api/health/live/route';" },
      { file: 'lib/format/probe.ts', code: "import { formatDay } from '../../features/booking/steps/booking-format';" },
      { file: 'lib/images/probe.ts', code: "import Logo from '@/components/Logo/Logo';" },
      { file: 'lib/booking/probe.ts', code: "import { useSessionStore } from '@/stores/session-store';" },
      // Tests of lib/ stay below lib/'s ceiling too.
      { file: 'lib/health/probe.test.ts', code: "import { guardRequest } from '@/server/request-guard.mjs';" },
    ],
    right: [
      { file: 'lib/health/probe.ts', code: "import { getConfig } from '@/lib/config';" },
      { file: 'server/probe.mjs', code: "import { processRedis } from '../lib/redis/shared-redis.mjs';" },
    ],
  },
  {
    name: 'components/ never import features/ or app/',
    wrong: [
      { file: 'components/Logo/Probe.tsx', code: "import { formatDay } from '@/features/booking/steps/booking-format';" },
      { file: 'components/Logo/Probe.tsx', code: "import { GET } from '../../app/api/health/live/route';" },
    ],
    right: [{ file: 'components/Logo/Probe.tsx', code: "import { formatMoney } from '@/lib/format/format-money';" }],
  },
  {
    name: 'features/ never import app/',
    wrong: [
      { file: 'features/booking/probe.ts', code: "import { GET } from '@/app/api/health/live/route';" },
      { file: 'features/booking/probe.ts', code: "import { GET } from '../../app/api/health/live/route';" },
    ],
    right: [{ file: 'features/booking/probe.ts', code: "import Logo from '../../components/Logo/Logo';" }],
  },
  {
    name: 'the neutral site API imports no route of sign-in, favourites or booking',
    wrong: [
      { file: 'lib/site-api/probe.ts', code: "import { createAuthHandlers } from '@/lib/auth/auth-handlers';" },
      {
        file: 'lib/site-api/probe.ts',
        code: "import { createFavouritesStore } from '../favourites/favourites-store';",
      },
      { file: 'lib/site-api/probe.ts', code: "import type { ListName } from '@/lib/booking-routes/list-routes';" },
      { file: 'lib/site-api/probe.ts', code: "import { getSiteDeps } from '@/lib/site-setup/create-site-deps';" },
    ],
    right: [
      { file: 'lib/site-api/probe.ts', code: "import type { BookingFailure } from '@/lib/booking/result';" },
      { file: 'lib/auth/probe.ts', code: "import type { SiteDeps } from '@/lib/site-api/site-deps';" },
    ],
  },
  {
    name: "the embedded backend imports nothing of the site's sign-in, sessions or API",
    wrong: [
      { file: 'lib/booking/local/probe.ts', code: "import { createSignInStore } from '@/lib/auth/sign-in-store';" },
      { file: 'lib/booking/local/probe.ts', code: "import { createCookieTags } from '../../sessions/cookie-tags';" },
      {
        file: 'lib/booking/local/probe.ts',
        code: "import { failureResponse } from '@/lib/site-api/failure-response';",
      },
    ],
    right: [
      { file: 'lib/booking/local/probe.ts', code: "import type { KeySource } from '@/lib/secrets/server-key';" },
      { file: 'lib/booking/local/probe.ts', code: "import { createCodeStore } from './code-store';" },
    ],
  },
  {
    name: 'the embedded backend is reached only through its door',
    wrong: [
      { file: 'lib/health/probe.ts', code: "import { createLocalBookingBackend } from '@/lib/booking/local/backend';" },
      { file: 'lib/booking/probe.ts', code: "import { createLocalBookingBackend } from './local/backend';" },
      { file: 'lib/booking/client/probe.ts', code: "import type { BookingHandler } from '../local/backend';" },
      {
        file: 'app/api/probe/route.ts',
        code: "import { startSmsWorker } from '../../../lib/booking/local/sms-worker';",
      },
      { file: 'probe.ts', code: "import { startSmsWorker } from './lib/booking/local/sms-worker';" },
      {
        file: 'lib/booking-routes/probe.ts',
        code: "import type { BookingHandler } from '@/lib/booking/local/backend';",
      },
    ],
    right: [
      { file: 'probe.ts', code: "import { startSmsWorker } from './lib/booking/booking-system';" },
      { file: 'lib/booking/booking-system.ts', code: "import { createLocalBookingBackend } from './local/backend';" },
      { file: 'lib/booking/local/api/probe.ts', code: "import { createCodeStore } from '../code-store';" },
      // Tests and test kits may build an embedded backend of their own.
      {
        file: 'lib/health/probe.test.ts',
        code: "import { createEmbeddedKit } from '@/lib/booking/local/embedded-test-kit';",
      },
      {
        file: 'lib/site-setup/probe-test-kit.ts',
        code: "import type { BookingHandler } from '@/lib/booking/local/backend';",
      },
    ],
  },
  {
    name: 'lib/db imports no other area of lib/',
    wrong: [
      { file: 'lib/db/probe.ts', code: "import { createSignInStore } from '@/lib/auth/sign-in-store';" },
      { file: 'lib/db/tables/probe.ts', code: "import type { Limiter } from '../../rate-limit/limit';" },
      { file: 'lib/db/migrations/probe.ts', code: "import { toE164 } from '@/lib/phone/phone-number';" },
    ],
    right: [
      { file: 'lib/db/probe.ts', code: "import type { Database } from './schema';" },
      { file: 'lib/db/probe.ts', code: "import { getConfig } from '@/lib/config';" },
      { file: 'lib/db/probe.ts', code: "import { processSingleton } from '../process-singleton.mjs';" },
    ],
  },
  {
    name: 'the session and the server key stand below the site API, and the routes below the setup',
    wrong: [
      { file: 'lib/sessions/probe.ts', code: "import { createSignInStore } from '@/lib/auth/sign-in-store';" },
      { file: 'lib/secrets/probe.ts', code: "import type { SiteDeps } from '../site-api/site-deps';" },
      { file: 'lib/auth/probe.ts', code: "import { getSiteDeps } from '@/lib/site-setup/create-site-deps';" },
      { file: 'lib/booking/client/probe.ts', code: "import { asClient } from '@/lib/sessions/client-session';" },
    ],
    right: [
      { file: 'lib/auth/probe.ts', code: "import { asClient } from '@/lib/sessions/client-session';" },
      {
        file: 'lib/sessions/probe.ts',
        code: "import type { BookingClient } from '@/lib/booking/client/booking-client';",
      },
      // A route's test builds its handlers with the setup's test kit.
      { file: 'lib/auth/probe.test.ts', code: "import { createSiteKit } from '@/lib/site-setup/site-test-kit';" },
    ],
  },
];

// Linting resolves every import on disk; on a busy machine that takes seconds, not milliseconds.
describe.each(boundaries)('$name', { timeout: 120_000 }, ({ wrong, right }) => {
  it.each(wrong)('fails: $file: $code', async ({ file, code }) => {
    expect(await floorErrors(file, code)).toEqual([expect.stringContaining('imported in restricted zone')]);
  });

  it.each(right)('passes: $file: $code', async ({ file, code }) => {
    expect(await floorErrors(file, code)).toEqual([]);
  });
});
