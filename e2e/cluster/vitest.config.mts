import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** `npm run test:cluster`: two instances of the production build on PostgreSQL and Redis behind nginx. */
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  resolve: {
    alias: { '@': fileURLToPath(new URL('../../', import.meta.url)) },
  },
  test: {
    environment: 'node',
    include: ['e2e/cluster/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 300_000,
    fileParallelism: false,
    // The scenarios build on one another's cluster, in order.
    sequence: { concurrent: false },
  },
});
