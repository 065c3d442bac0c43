import { defineConfig, devices } from '@playwright/test';
import { e2eDataDir, revalidateSecret } from './e2e/site';

/**
 * End-to-end tests against the production build (`npm run build` first), served by the
 * production server in Debian's Chromium; Playwright never downloads a browser here.
 * A second server runs the same build against a WordPress address where nothing answers,
 * to check what visitors see when the content feed is down.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
const downPort = port + 1;
// A server of the same build whose budget of sign-in texts is one an hour, for the page that says it is spent.
const budgetPort = port + 3;
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};
// Visitors in these tests have accepted the cookie notice already, so it covers nothing they
// click; e2e/cookie-notice.spec.ts starts without the cookie to test the notice itself.
const cookiesAccepted = {
  cookies: [
    {
      name: 'cookiesAccepted',
      value: 'true',
      domain: 'localhost',
      path: '/',
      expires: -1,
      httpOnly: false,
      secure: false,
      sameSite: 'Lax' as const,
    },
  ],
  origins: [],
};
const desktop = { ...devices['Desktop Chrome'], launchOptions: chromium };
// SMS_OUTBOX_ONLY: no SMS gateway here; the tests read sign-in codes from the outbox.
const serverEnv = {
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
  REVALIDATE_SECRET: revalidateSecret,
  SMS_OUTBOX_ONLY: '1',
  // The booking system these servers speak to is the embedded one, on the same machine: past
  // the deployed 8 s, a wait for it is the machine's load, which no test is about (a panel
  // then shows fewer choices, as a visitor would on a slow system). A hang guard here.
  BOOKING_TIMEOUT_MS: '60000',
  // Every visitor of these tests comes from 127.0.0.1, so one address's allowance of questions
  // about free times is the whole suite's, two workers booking at once: on a fast machine the
  // booking tests asked more than 30 in a minute and the panel said "too many questions". The
  // limit of 30 itself is tested on the route (lib/booking-routes).
  BOOKING_QUESTIONS_PER_MINUTE: '600',
  // Every visitor of these tests is one network (127.0.0.0/24), which may spend a tenth of the
  // budget of sign-in texts: at the default 40 an hour that is 4 codes for the whole suite. The
  // network's share is tested on the route (lib/auth) and the spent budget on its own server.
  SMS_BUDGET_PER_HOUR: '10000',
  SMS_BUDGET_PER_DAY: '100000',
};

export default defineConfig({
  testDir: 'e2e',
  // Playwright's tests; e2e/wordpress holds the Vitest suite against a real WordPress.
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: 'list',
  // Sized for a busy 2-core machine (the suite must pass while other work loads it): these
  // are hang guards, not speed checks. Every wait is for a state (web-first assertions), so a
  // passing test takes no longer for them.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    // Recording a trace costs every test about a third more CPU (a screencast and a DOM
    // snapshot at each step), so it is recorded when a failed test runs again (CI retries
    // once); elsewhere run the failing spec again with `--trace on`.
    trace: 'on-first-retry',
    storageState: cookiesAccepted,
  },
  projects: [
    { name: 'desktop', use: desktop, grepInvert: /@mobile/, testIgnore: /feed-down|text-budget|\.nojs\./ },
    // The site's own booking page as a browser without JavaScript meets it.
    { name: 'no-js', use: { ...desktop, javaScriptEnabled: false }, testMatch: /\.nojs\.spec\.ts/ },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], launchOptions: chromium },
      grep: /@mobile/,
      testIgnore: /feed-down/,
    },
    {
      name: 'feed-down',
      use: { ...desktop, baseURL: `http://localhost:${downPort}` },
      testMatch: /feed-down\.spec\.ts/,
    },
    {
      name: 'text-budget',
      use: { ...desktop, baseURL: `http://localhost:${budgetPort}` },
      testMatch: /text-budget\.spec\.ts/,
    },
  ],
  webServer: [
    {
      // A fresh database folder each run (the booking tests sign in and book).
      command: `rm -rf '${e2eDataDir(port)}' && node server.mjs`,
      env: { ...serverEnv, PORT: String(port), DATA_DIR: e2eDataDir(port) },
      url: `http://localhost:${port}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
    {
      // The feed-down server's WordPress: fails as the test tells it to (error, hang, reset).
      command: 'node e2e/servers/failing-feed.mjs',
      env: { PORT: String(downPort + 1) },
      url: `http://127.0.0.1:${downPort + 1}/__mode`,
      reuseExistingServer: !process.env.CI,
    },
    {
      command: `rm -rf '${e2eDataDir(downPort)}' && node server.mjs`,
      // Its WordPress never serves content, so it never has a snapshot of it.
      env: {
        ...serverEnv,
        PORT: String(downPort),
        DATA_DIR: e2eDataDir(downPort),
        WORDPRESS_URL: `http://127.0.0.1:${downPort + 1}`,
        CONTENT_TIMEOUT_MS: '2000',
      },
      // It logs each failed feed request, as it should; the tests read what visitors see.
      stderr: 'ignore',
      url: `http://localhost:${downPort}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
    {
      command: `rm -rf '${e2eDataDir(budgetPort)}' && node server.mjs`,
      env: {
        ...serverEnv,
        PORT: String(budgetPort),
        DATA_DIR: e2eDataDir(budgetPort),
        SMS_BUDGET_PER_HOUR: '1',
        SMS_BUDGET_PER_DAY: '2',
      },
      // It logs the budget's [alert] line, as it should; the tests read what visitors see.
      stderr: 'ignore',
      url: `http://localhost:${budgetPort}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
  ],
});
