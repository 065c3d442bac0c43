import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/**
 * The floors of the house: a file of `target` imports nothing of `from` (paths from the
 * project's root). eslint-plugin-import resolves each import first, so `@/lib/...`,
 * `../../server/...` and `./x.mjs` are judged alike, type-only imports included.
 */
const floors = {
  groundUp: {
    target: 'lib',
    from: ['server', 'app', 'features', 'components', 'stores', 'server.mjs', 'proxy.ts', 'instrumentation.ts'],
    message: 'lib/ is the ground floor: it imports nothing of server/, app/, features/, components/ or stores/.',
  },
  componentsUp: {
    target: 'components',
    from: ['features', 'app'],
    message: 'components/ are presentational pieces: they import nothing of features/ or app/.',
  },
  featuresUp: {
    target: 'features',
    from: ['app'],
    message: 'features/ are composed by app/, never the other way round.',
  },
  siteApiNeutral: {
    target: 'lib/site-api',
    from: ['lib/auth', 'lib/favourites', 'lib/booking-routes', 'lib/site-setup'],
    message:
      'lib/site-api is what the routes share: it imports none of them, nor how the deps are made (lib/site-setup).',
  },
  sessionsBelowRoutes: {
    target: ['lib/sessions', 'lib/secrets'],
    from: ['lib/auth', 'lib/favourites', 'lib/booking-routes', 'lib/site-api', 'lib/site-setup'],
    message: 'The session and the server key stand below the site API and its routes.',
  },
  routesBelowSetup: {
    target: ['lib/auth', 'lib/favourites', 'lib/booking-routes'],
    from: ['lib/site-setup'],
    message: 'Routes take SiteDeps (lib/site-api); lib/site-setup makes them and stands above the routes.',
  },
  embeddedBackendAlone: {
    target: 'lib/booking/local',
    from: ['lib/auth', 'lib/sessions', 'lib/site-api', 'lib/booking-routes', 'lib/site-setup', 'lib/favourites'],
    message:
      "The embedded backend stands in for the salon's booking system: it knows nothing of the site's sign-in, sessions or API; the door (lib/booking/booking-system.ts) hands it what it needs.",
  },
  bookingSystemBelowSite: {
    target: ['lib/booking/*', 'lib/booking/!(local)/**'],
    from: ['lib/auth', 'lib/sessions', 'lib/site-api', 'lib/booking-routes', 'lib/site-setup', 'lib/favourites'],
    message: "lib/booking is the booking system: the site's sign-in, sessions and routes stand on it, not under it.",
  },
  throughTheDoor: {
    target: [
      'app/**',
      'components/**',
      'features/**',
      'server/**',
      'stores/**',
      'styles/**',
      'scripts/**',
      'lib/!(booking)/**',
      'lib/*',
      'lib/booking/!(local)/**',
      'lib/booking/!(booking-system).*',
      '*',
    ],
    from: ['lib/booking/local'],
    message: 'The embedded backend is reached only through its door, lib/booking/booking-system.ts.',
  },
  databaseAtTheBottom: {
    target: 'lib/db',
    from: ['lib'],
    except: ['./db', './config.ts', './process-singleton.mjs', './observability'],
    message:
      "lib/db is the ground every store stands on: it imports no other area of lib/ (only the settings, the process-singleton helper and the logger and spans of lib/observability); an area's table types live in lib/db/tables/.",
  },
};

/** Tests and test kits stand beside the floors: they may reach across them, but not above lib/. */
const testFiles = [
  '**/*.test.{ts,tsx,mts}',
  '**/*.spec.ts',
  '**/*-test-kit.ts',
  '**/testing/**',
  'e2e/**',
  'vitest.*.{ts,mts}',
  'playwright.config.ts',
];
const forTests = ['groundUp', 'componentsUp', 'featuresUp'];

const floorRule = (zones) => ({
  'import/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones }],
});

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    name: 'floors',
    files: ['**/*.{js,jsx,mjs,ts,tsx,mts}'],
    ignores: testFiles,
    rules: floorRule(Object.values(floors)),
  },
  {
    name: 'floors/tests',
    files: testFiles,
    rules: floorRule(forTests.map((name) => floors[name])),
  },
  globalIgnores([
    '.tools/**',
    '.next/**',
    '.next-wordpress/**',
    '.next-cluster-*/**',
    '.bench-floor/**',
    'node_modules/**',
    'public/**',
    'test-results/**',
    'playwright-report/**',
    'next-env.d.ts',
  ]),
]);
