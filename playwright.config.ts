import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests against the production build (`npm run build` first), served by the
 * production server in Debian's Chromium; Playwright never downloads a browser here.
 * A second server runs the same build against a WordPress address where nothing answers,
 * to check what visitors see when the content feed is down.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
const downPort = port + 1;
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
  cookies: [{ name: 'cookiesAccepted', value: 'true', domain: 'localhost', path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' as const }],
  origins: [],
};
const desktop = { ...devices['Desktop Chrome'], launchOptions: chromium };
const serverEnv = { NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' };

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: 'list',
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    storageState: cookiesAccepted,
  },
  projects: [
    { name: 'desktop', use: desktop, grepInvert: /@mobile/, testIgnore: /feed-down/ },
    { name: 'mobile', use: { ...devices['Pixel 7'], launchOptions: chromium }, grep: /@mobile/, testIgnore: /feed-down/ },
    { name: 'feed-down', use: { ...desktop, baseURL: `http://localhost:${downPort}` }, testMatch: /feed-down\.spec\.ts/ },
  ],
  webServer: [
    {
      command: 'node server.mjs',
      env: { ...serverEnv, PORT: String(port) },
      url: `http://localhost:${port}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
    {
      command: 'node server.mjs',
      // Nothing listens on the port after it, so every feed request is refused.
      env: { ...serverEnv, PORT: String(downPort), WORDPRESS_URL: `http://127.0.0.1:${downPort + 1}`, CONTENT_TIMEOUT_MS: '2000' },
      // It logs each failed feed request, as it should; the tests read what visitors see.
      stderr: 'ignore',
      url: `http://localhost:${downPort}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
  ],
});
