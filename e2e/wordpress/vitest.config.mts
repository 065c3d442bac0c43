import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** `npm run test:wordpress`: the site built against a real WordPress (see global-setup.ts). */
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  resolve: {
    alias: { '@': fileURLToPath(new URL('../../', import.meta.url)) },
  },
  test: {
    environment: 'node',
    include: ['e2e/wordpress/**/*.test.ts'],
    globalSetup: ['e2e/wordpress/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
